import { describe, expect, it } from 'vitest';
import { negotiateLocale, localeOfTag } from './locales.js';
import { createTranslator } from './format.js';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    ['ja,fr;q=0.5', 'fr'],
    ['ja,zh;q=0.9', 'en'],
    ['en;q=0.3,es;q=0.9', 'es'],
    ['fr;q=0,de;q=0.1', 'de'],
    ['*', 'en'],
    ['es-419', 'es'],
    ['DE-at', 'de'],
    ['fr;q=0.5,es;q=0.5', 'fr'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('reads only the start of an absurdly long header', () => {
    expect(negotiateLocale(`${'xx,'.repeat(10_000)}de`)).toBe('en');
  });

  it('maps tags by their primary subtag', () => {
    expect(localeOfTag('pt_PT')).toBe('pt');
    expect(localeOfTag('eng')).toBeNull();
  });
});

describe('createTranslator', () => {
  const catalogues = {
    en: { scans: '{count, plural, one {# scan} other {# scans}}', hello: 'Hello {name}' },
    es: { scans: '{count, plural, one {# escaneo} other {# escaneos}}', hello: 'Hola {name}' },
    de: { scans: '{count, plural, one {# Scan} other {# Scans}}', hello: 'Hallo {name}' },
    fr: { scans: '{count, plural, one {# scan} other {# scans}}', hello: 'Bonjour {name}' },
    pt: { scans: '{count, plural, one {# leitura} other {# leituras}}', hello: 'Olá {name}' },
  };

  it('formats plurals and numbers in the locale', () => {
    expect(createTranslator(catalogues, 'de').t('scans', { count: 1234 })).toBe('1.234 Scans');
    expect(createTranslator(catalogues, 'en').t('scans', { count: 1 })).toBe('1 scan');
    expect(createTranslator(catalogues, 'fr').t('scans', { count: 0 })).toBe('0 scan');
    expect(createTranslator(catalogues, 'pt').t('hello', { name: 'Ana' })).toBe('Olá Ana');
  });
});
