import { useEffect } from 'react';
import { BRAND_NAME, DEFAULT_TITLE } from './brand.js';

/** The <head> element matching `selector`, created from `create` when missing. */
function headTag<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const tag = create();
  document.head.appendChild(tag);
  return tag;
}

function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  return headTag(`meta[${attribute}="${key}"]`, () => {
    const tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    return tag;
  });
}

/**
 * A public page's title ("{title} - QR Shark"), meta description, canonical URL and Open Graph
 * tags while it is shown; the title and description go back to the site defaults when it
 * unmounts (the page that follows sets its own canonical URL and Open Graph tags).
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const fullTitle = `${title} - ${BRAND_NAME}`;
    const url = `${window.location.origin}${window.location.pathname}`;
    const descriptionTag = metaTag('name', 'description');
    const previous = descriptionTag.content;
    document.title = fullTitle;
    descriptionTag.content = description;
    headTag('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).href = url;
    metaTag('property', 'og:type').content = 'website';
    metaTag('property', 'og:site_name').content = BRAND_NAME;
    metaTag('property', 'og:title').content = fullTitle;
    metaTag('property', 'og:description').content = description;
    metaTag('property', 'og:url').content = url;
    return () => {
      document.title = DEFAULT_TITLE;
      descriptionTag.content = previous;
    };
  }, [title, description]);
}
