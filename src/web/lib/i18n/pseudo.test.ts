// The pseudo-locale keeps every message working: arguments, plurals and tags untouched, only
// the words accented and padded.
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { pseudoBundle, pseudoLocalize } from './pseudo.js';
import { bundle as english } from './bundles/en.js';

const format = (text: string, values?: Record<string, unknown>) =>
  new IntlMessageFormat(text, 'en').format(values as Record<string, string>) as string;

describe('pseudo-locale', () => {
  it('accents the words, pads them by about 40 % and marks both ends', () => {
    const text = pseudoLocalize('Log in to save codes');
    expect(text).toMatch(/^⟦Ĺóĝ íñ ţó šáṽé çóðéš( ·)+⟧$/);
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Log in to save codes'.length * 1.4));
  });

  it('keeps arguments, plural branches and tags, so the message formats as before', () => {
    expect(
      format(pseudoLocalize('© {year} {brand}. All rights reserved.'), {
        year: 2026,
        brand: 'QR Shark',
      }),
    ).toMatch(/^⟦© 2026 QR Shark\. Áĺĺ ŕíĝĥţš ŕéšéŕṽéð\./);
    const plural = pseudoLocalize('{count, plural, one {# code} other {# codes}} left');
    expect(format(plural, { count: 1 })).toMatch(/^⟦1 çóðé ĺéƒţ/);
    expect(format(plural, { count: 3 })).toMatch(/^⟦3 çóðéš ĺéƒţ/);
    expect(pseudoLocalize('Cards marked <b>{account}</b> need it')).toContain('<b>{account}</b>');
  });

  it('turns every message of the site into one that formats', () => {
    const bundle = pseudoBundle(english);
    for (const [namespace, messages] of Object.entries(bundle)) {
      for (const [id, text] of Object.entries(messages as Record<string, string>)) {
        expect(text, `${namespace}.${id}`).toMatch(/^⟦.*⟧$/s);
        expect(() => new IntlMessageFormat(text, 'en'), `${namespace}.${id}`).not.toThrow();
      }
    }
  });
});
