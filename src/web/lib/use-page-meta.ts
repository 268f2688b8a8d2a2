import { useEffect } from 'react';
import { BRAND_NAME, DEFAULT_TITLE } from './brand.js';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * A public page's title ("{title} - QR Shark") and meta description while it is shown; both
 * go back to the site defaults when it unmounts.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    document.title = `${title} - ${BRAND_NAME}`;
    tag.content = description;
    return () => {
      document.title = DEFAULT_TITLE;
      tag.content = previous;
    };
  }, [title, description]);
}
