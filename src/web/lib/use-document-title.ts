import { useEffect } from 'react';
import { DEFAULT_TITLE } from './brand.js';

/** Sets document.title while the calling component is mounted; restores the default after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
