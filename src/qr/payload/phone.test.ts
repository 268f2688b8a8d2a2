import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PayloadError } from './payload-error.js';
import { buildPhonePayload, normalizePhoneNumber } from './phone.js';

describe('normalizePhoneNumber', () => {
  it('removes the punctuation people type and keeps a leading +', () => {
    expect(normalizePhoneNumber(' +1 (555) 010-9999 ')).toEqual({
      ok: true,
      number: '+15550109999',
    });
    expect(normalizePhoneNumber('020.7946.0958')).toEqual({ ok: true, number: '02079460958' });
  });

  it('writes the international prefix 00 as +', () => {
    expect(normalizePhoneNumber('0044 20 7946 0958')).toEqual({
      ok: true,
      number: '+442079460958',
    });
  });

  it('names the problem: letters or stray signs are format, too few or many digits are length', () => {
    expect(normalizePhoneNumber('555-CALL-NOW')).toEqual({ ok: false, problem: 'format' });
    expect(normalizePhoneNumber('+1 555 0100 ext. 2')).toEqual({ ok: false, problem: 'format' });
    expect(normalizePhoneNumber('1+5550100')).toEqual({ ok: false, problem: 'format' });
    expect(normalizePhoneNumber('+12')).toEqual({ ok: false, problem: 'length' });
    expect(normalizePhoneNumber('+1234567890123456')).toEqual({ ok: false, problem: 'length' });
    expect(normalizePhoneNumber('+123456789012345')).toEqual({
      ok: true,
      number: '+123456789012345',
    });
  });

  it('is idempotent: a normalised number normalises to itself', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.stringMatching(/^\d{3,15}$/), (plus, digits) => {
        const first = normalizePhoneNumber(`${plus ? '+' : ''}${digits}`);
        if (!first.ok) return;
        expect(normalizePhoneNumber(first.number)).toEqual(first);
      }),
    );
  });
});

describe('buildPhonePayload', () => {
  it('writes tel:<number> with the number normalised', () => {
    expect(buildPhonePayload({ phoneNumber: '+49 (30) 901820' })).toBe('tel:+4930901820');
    expect(buildPhonePayload({ phoneNumber: '0033 1 23 45 67 89' })).toBe('tel:+33123456789');
  });

  it('refuses what is not a phone number', () => {
    expect(() => buildPhonePayload({ phoneNumber: 'call me' })).toThrow(PayloadError);
    expect(() => buildPhonePayload({ phoneNumber: '' })).toThrow(PayloadError);
  });
});
