import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unicodeText } from './test-support/arbitraries.js';
import { PayloadError } from './payload-error.js';
import { buildSmsPayload } from './sms.js';

describe('buildSmsPayload', () => {
  it('writes SMSTO:<number>:<message> with the number compacted', () => {
    expect(
      buildSmsPayload({ phoneNumber: '+1 (555) 010-9999', message: 'See you at 5: bring snacks' }),
    ).toBe('SMSTO:+15550109999:See you at 5: bring snacks');
    expect(buildSmsPayload({ phoneNumber: '020.7946.0958' })).toBe('SMSTO:02079460958:');
  });

  it('refuses a number with letters or separators it cannot remove', () => {
    expect(() => buildSmsPayload({ phoneNumber: '555-CALL-NOW' })).toThrow(PayloadError);
    expect(() => buildSmsPayload({ phoneNumber: '555:1' })).toThrow(PayloadError);
  });

  it('keeps any message verbatim after the second colon', () => {
    fc.assert(
      fc.property(unicodeText(), (message) => {
        const payload = buildSmsPayload({ phoneNumber: '+15550100', message });
        const [, number, ...rest] = payload.split(':');
        expect(number).toBe('+15550100');
        expect(rest.join(':')).toBe(message);
      }),
    );
  });
});
