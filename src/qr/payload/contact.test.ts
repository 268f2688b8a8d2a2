import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentText, unicodeText } from './test-support/arbitraries.js';
import { buildContactPayload } from './contact.js';
import {
  asContentText,
  parseContentLines,
  propertyValue,
  splitStructured,
  unescapeText,
} from './test-support/parsers.js';

describe('buildContactPayload (vCard 3.0, RFC 2426)', () => {
  it('writes every property with escaping and CRLF line ends', () => {
    const payload = buildContactPayload({
      firstName: 'Anna',
      lastName: "O'Neil; Jr.",
      email: 'anna@example.com',
      phoneNumber: '+44 20 7946 0958',
      notes: 'Line 1\nMet at café, booth 4\\5',
      imageUrl: 'https://example.com/a.png',
      url: 'https://anna.example.com',
      organization: 'Acme, Inc.',
    });
    expect(payload).toBe(
      'BEGIN:VCARD\r\n' +
        'VERSION:3.0\r\n' +
        "N:O'Neil\\; Jr.;Anna;;;\r\n" +
        "FN:Anna O'Neil\\; Jr.\r\n" +
        'ORG:Acme\\, Inc.\r\n' +
        'TEL:+44 20 7946 0958\r\n' +
        'EMAIL:anna@example.com\r\n' +
        'URL:https://anna.example.com\r\n' +
        'NOTE:Line 1\\nMet at café\\, booth 4\\\\5\r\n' +
        'PHOTO;VALUE=uri:https://example.com/a.png\r\n' +
        'END:VCARD\r\n',
    );
  });

  it('omits empty properties but always writes N and FN', () => {
    expect(buildContactPayload({ firstName: 'Bo', lastName: '', email: '  ', notes: null })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Bo;;;\r\nFN:Bo\r\nEND:VCARD\r\n',
    );
  });

  it('percent-encodes whitespace inside uri values so a line break cannot end the property', () => {
    const lines = parseContentLines(
      buildContactPayload({ firstName: 'A', imageUrl: 'https://x.example/a b\r\nc' }),
    );
    expect(propertyValue(lines, 'PHOTO;VALUE=uri')).toBe('https://x.example/a%20b%0D%0Ac');
  });

  it('writes the address as ADR and prefers the uploaded photo for PHOTO', () => {
    const payload = buildContactPayload(
      {
        firstName: 'Zoë',
        address: 'Friedrichstraße 43; Hof, Berlin',
        imageUrl: 'https://elsewhere.example/z.png',
      },
      { photoUrl: 'https://qr.example.com/images/i1/raw' },
    );
    const lines = parseContentLines(payload);
    expect(splitStructured(propertyValue(lines, 'ADR') ?? '')).toEqual([
      '',
      '',
      'Friedrichstraße 43; Hof, Berlin',
      '',
      '',
      '',
      '',
    ]);
    expect(propertyValue(lines, 'PHOTO;VALUE=uri')).toBe('https://qr.example.com/images/i1/raw');
    const linked = parseContentLines(
      buildContactPayload({ firstName: 'Zoë', imageUrl: 'https://elsewhere.example/z.png' }),
    );
    expect(propertyValue(linked, 'PHOTO;VALUE=uri')).toBe('https://elsewhere.example/z.png');
  });

  it('round-trips arbitrary Unicode text values', () => {
    const text = unicodeText({ maxLength: 40 });
    const present = presentText({ maxLength: 40 });
    fc.assert(
      fc.property(present, text, text, present, (first, last, phone, notes) => {
        const payload = buildContactPayload({
          firstName: first,
          lastName: last,
          phoneNumber: phone,
          notes,
        });
        const lines = parseContentLines(payload);
        expect(lines[0]).toEqual({ name: 'BEGIN', value: 'VCARD' });
        expect(lines.at(-1)).toEqual({ name: 'END', value: 'VCARD' });
        const n = splitStructured(propertyValue(lines, 'N') ?? '');
        expect(n).toEqual([asContentText(last.trim()), asContentText(first.trim()), '', '', '']);
        const fullName = [first.trim(), last.trim()].filter((p) => p !== '').join(' ');
        expect(unescapeText(propertyValue(lines, 'FN') ?? '')).toBe(asContentText(fullName));
        expect(unescapeText(propertyValue(lines, 'NOTE') ?? '')).toBe(asContentText(notes));
        const tel = propertyValue(lines, 'TEL');
        expect(tel === undefined ? '' : unescapeText(tel)).toBe(
          phone.trim() === '' ? '' : asContentText(phone),
        );
      }),
    );
  });
});
