import { PUBLIC_URL_PLACEHOLDER } from '../../contracts/public-pages.js';

/**
 * The site's own address for structured data: the page's origin in the browser; at build time
 * the placeholder the server replaces with PUBLIC_URL when it sends the prerendered page.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? PUBLIC_URL_PLACEHOLDER : window.location.origin;
}

/**
 * schema.org data for search engines (FAQPage, BlogPosting, Organization) as a JSON-LD script.
 * JSON.stringify escapes quotes; "<" is escaped so no text can end the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
          /</g,
          '\\u003c',
        ),
      }}
    />
  );
}
