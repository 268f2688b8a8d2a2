import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentText } from './test-support/arbitraries.js';
import { PayloadError } from './payload-error.js';
import { parseUriQuery, URI_CHARACTERS } from './test-support/parsers.js';
import { buildWhatsappPayload } from './whatsapp.js';

describe('buildWhatsappPayload (wa.me click-to-chat)', () => {
  it('keeps only the digits of the number and percent-encodes the message', () => {
    expect(
      buildWhatsappPayload({ phoneNumber: '+44 (7700) 900-12.3', message: 'Hi! Table for 2?' }),
    ).toBe('https://wa.me/447700900123?text=Hi!%20Table%20for%202%3F');
    expect(buildWhatsappPayload({ phoneNumber: '+4915112345678', message: '' })).toBe(
      'https://wa.me/4915112345678',
    );
  });

  it('refuses a number that is not digits after removing punctuation', () => {
    expect(() => buildWhatsappPayload({ phoneNumber: '+44 ext 12' })).toThrow(PayloadError);
  });

  it('round-trips arbitrary Unicode messages', () => {
    fc.assert(
      fc.property(presentText(), (message) => {
        const payload = buildWhatsappPayload({ phoneNumber: '+1 555 0100', message });
        expect(payload).toMatch(URI_CHARACTERS);
        const { base, params } = parseUriQuery(payload);
        expect(base).toBe('https://wa.me/15550100');
        expect(params).toEqual({ text: message });
      }),
    );
  });
});
