import type { Locale } from '../../../contracts/i18n/locales.js';
import type { SiteBundle } from './bundle.js';

/**
 * `locale`'s bundle of the site's messages. Each language is its own chunk (one `import()` per
 * file, written out so the bundler sees each), so a page downloads only the language it shows.
 */
export async function loadSiteBundle(locale: Locale): Promise<SiteBundle> {
  switch (locale) {
    case 'es':
      return (await import('./bundles/es.js')).bundle;
    case 'de':
      return (await import('./bundles/de.js')).bundle;
    case 'fr':
      return (await import('./bundles/fr.js')).bundle;
    case 'pt':
      return (await import('./bundles/pt.js')).bundle;
    default:
      return (await import('./bundles/en.js')).bundle;
  }
}
