import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME, DEFAULT_TITLE } from './brand.js';

/** What a page declares for its <head>, collected when it is prerendered (src/web/prerender). */
export interface PageHead {
  /** The full title, "{title} - QR Shark", or the site default. */
  title: string;
  description: string;
}

/** Set only by the build-time renderer: pages write their head into it while rendering. */
export const PageHeadContext = createContext<PageHead | null>(null);

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

/** "{title} - QR Shark"; `null` for the site's default title (the landing page). */
export function fullPageTitle(title: string | null): string {
  return title === null ? DEFAULT_TITLE : `${title} - ${BRAND_NAME}`;
}

/**
 * A public page's title ("{title} - QR Shark", or the site default for `null`), meta
 * description, canonical URL and Open Graph tags while it is shown; the title and description go
 * back to the site defaults when it unmounts (the page that follows sets its own canonical URL
 * and Open Graph tags). Prerendered, the same values are written into the page's HTML head.
 */
export function usePageMeta(title: string | null, description: string): void {
  const fullTitle = fullPageTitle(title);
  const collector = useContext(PageHeadContext);
  if (collector) {
    collector.title = fullTitle;
    collector.description = description;
  }
  useEffect(() => {
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
  }, [fullTitle, description]);
}
