// The public site's addresses per language (issue 42): /{lang}/... for the translated pages,
// English at /, and the alternates each page may truthfully name.
import { describe, expect, it } from 'vitest';
import {
  alternatesOf,
  isLocalizedPath,
  LOCALIZED_PATHS,
  localizedPath,
  prerenderedFileName,
  PUBLIC_PATHS,
  publicPagePaths,
  routedPath,
  splitLocalePath,
} from '../public-pages.js';

describe('localized public pages', () => {
  it('puts each language but English under its own prefix', () => {
    expect(localizedPath('en', '/faq')).toBe('/faq');
    expect(localizedPath('es', '/')).toBe('/es/');
    expect(localizedPath('de', '/features')).toBe('/de/features');
    expect(localizedPath('pt', '/features/analytics')).toBe('/pt/features/analytics');
  });

  it('reads the language and the English page back from an address', () => {
    expect(splitLocalePath('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/pt')).toEqual({ locale: 'pt', path: '/' });
    expect(splitLocalePath('/fr/faq')).toEqual({ locale: 'fr', path: '/faq' });
    expect(splitLocalePath('/DE/blog')).toEqual({ locale: 'de', path: '/blog' });
    expect(splitLocalePath('/fr/features/analytics')).toEqual({
      locale: 'fr',
      path: '/features/analytics',
    });
    expect(splitLocalePath('/faq')).toEqual({ locale: 'en', path: '/faq' });
    // Neither English's own code nor a word that starts like a language is a prefix.
    expect(splitLocalePath('/en/faq')).toEqual({ locale: 'en', path: '/en/faq' });
    expect(splitLocalePath('/esprit')).toEqual({ locale: 'en', path: '/esprit' });
    for (const path of LOCALIZED_PATHS) {
      expect(splitLocalePath(localizedPath('es', path))).toEqual({ locale: 'es', path });
    }
  });

  it('translates only public pages, and names alternates only for them', () => {
    for (const path of LOCALIZED_PATHS) expect(PUBLIC_PATHS).toContain(path);
    expect(isLocalizedPath('/faq')).toBe(true);
    expect(isLocalizedPath('/features/analytics')).toBe(true);
    expect(isLocalizedPath('/developers')).toBe(true);
    // A blog post and the app's pages stay in English.
    expect(isLocalizedPath('/blog/1')).toBe(false);
    expect(isLocalizedPath('/login')).toBe(false);
    expect(alternatesOf('/faq')).toEqual([
      { hreflang: 'en', path: '/faq' },
      { hreflang: 'es', path: '/es/faq' },
      { hreflang: 'de', path: '/de/faq' },
      { hreflang: 'fr', path: '/fr/faq' },
      { hreflang: 'pt', path: '/pt/faq' },
      { hreflang: 'x-default', path: '/faq' },
    ]);
    expect(alternatesOf('/blog/3')).toEqual([
      { hreflang: 'en', path: '/blog/3' },
      { hreflang: 'x-default', path: '/blog/3' },
    ]);
  });

  it('prerenders and lists each translated page once, in its own file', () => {
    const paths = publicPagePaths([2, 1]);
    expect(paths.slice(0, PUBLIC_PATHS.length + 2)).toEqual([
      ...PUBLIC_PATHS,
      '/blog/1',
      '/blog/2',
    ]);
    expect(paths).toHaveLength(PUBLIC_PATHS.length + 2 + 4 * LOCALIZED_PATHS.length);
    expect(new Set(paths.map(routedPath)).size).toBe(paths.length);
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/es/')).toBe('es/index.html');
    expect(prerenderedFileName('/es/faq')).toBe('es/faq.html');
    // A nested page keeps its folder under the language's.
    expect(paths).toContain('/fr/features/analytics');
    expect(prerenderedFileName('/fr/features/analytics')).toBe('fr/features/analytics.html');
    expect(new Set(paths.map(prerenderedFileName)).size).toBe(paths.length);
  });
});
