import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: for work a
 * page need not do until its part is about to be seen (drawing charts below the fold), so that
 * the page starts without it. Where the browser has no IntersectionObserver, true at once.
 * The change is rendered as a transition: React draws the newly wanted part in short slices.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
