import type { Locale } from '../../../contracts/i18n/locales.js';
import type { AppBundle } from './app-bundle.js';

/** `locale`'s bundle of the app's messages, its own chunk (one `import()` per file). */
export async function loadAppBundle(locale: Locale): Promise<AppBundle> {
  switch (locale) {
    case 'es':
      return (await import('./app-bundles/es.js')).bundle;
    case 'de':
      return (await import('./app-bundles/de.js')).bundle;
    case 'fr':
      return (await import('./app-bundles/fr.js')).bundle;
    case 'pt':
      return (await import('./app-bundles/pt.js')).bundle;
    default:
      return (await import('./app-bundles/en.js')).bundle;
  }
}
