import { describe, expect, it } from 'vitest';
import { countryName, flagEmoji } from './country.js';

// Regional indicator symbols (Unicode: U+1F1E6 REGIONAL INDICATOR SYMBOL LETTER A ... Z).
const RI = (letter: string) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65);

describe('flagEmoji', () => {
  it('pairs the regional indicators of the two letters', () => {
    expect(flagEmoji('DE')).toBe('\u{1F1E9}\u{1F1EA}');
    expect(flagEmoji('JP')).toBe(RI('J') + RI('P'));
    expect(flagEmoji('us')).toBe(RI('U') + RI('S'));
    expect([...flagEmoji('BR')].length).toBe(2);
  });

  it('draws nothing for missing or malformed codes', () => {
    for (const code of [null, undefined, '', 'D', 'DEU', '1A', 'É1']) {
      expect(flagEmoji(code)).toBe('');
    }
  });
});

describe('countryName', () => {
  it('names countries in the runtime language', () => {
    const names = new Intl.DisplayNames(undefined, { type: 'region' });
    expect(countryName('DE')).toBe(names.of('DE'));
    expect(countryName('jp')).toBe(names.of('JP'));
    // The test runtime is English: the names must be real names, not codes.
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('JP')).toBe('Japan');
  });

  it('says Unknown when there is no valid code', () => {
    expect(countryName(null)).toBe('Unknown');
    expect(countryName('')).toBe('Unknown');
    expect(countryName('XYZ')).toBe('Unknown');
  });
});
