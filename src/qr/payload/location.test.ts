import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentText } from './test-support/arbitraries.js';
import { buildLocationPayload } from './location.js';
import { PayloadError } from './payload-error.js';
import { parseUriQuery, URI_CHARACTERS } from './test-support/parsers.js';

const MAPS = 'https://www.google.com/maps/search/?api=1&query=';

describe('buildLocationPayload', () => {
  it('defaults to a Google Maps search for the address', () => {
    expect(buildLocationPayload({ address: '1600 Amphitheatre Pkwy, Mountain View' })).toBe(
      `${MAPS}1600%20Amphitheatre%20Pkwy%2C%20Mountain%20View`,
    );
  });

  it('searches the coordinates when both are given', () => {
    expect(
      buildLocationPayload({ address: 'HQ', latitude: 37.4220936, longitude: -122.083922 }),
    ).toBe(`${MAPS}37.4220936%2C-122.083922`);
  });

  it('writes geo:lat,lng (RFC 5870) on request, without exponent or -0', () => {
    const fields = { address: 'x', latitude: 48.8583701, longitude: 2.2944813 };
    expect(buildLocationPayload(fields, { format: 'geo' })).toBe('geo:48.8583701,2.2944813');
    expect(
      buildLocationPayload({ address: '', latitude: 1e-7, longitude: -1e-9 }, { format: 'geo' }),
    ).toBe('geo:0.0000001,0');
    expect(
      buildLocationPayload({ address: '', latitude: -90, longitude: 180 }, { format: 'geo' }),
    ).toBe('geo:-90,180');
  });

  it('refuses geo without coordinates, half coordinates and out-of-range values', () => {
    expect(() => buildLocationPayload({ address: 'Paris' }, { format: 'geo' })).toThrow(
      PayloadError,
    );
    expect(() => buildLocationPayload({ address: 'Paris', latitude: 1 })).toThrow(PayloadError);
    expect(() => buildLocationPayload({ address: 'P', latitude: 91, longitude: 0 })).toThrow(
      PayloadError,
    );
    expect(() => buildLocationPayload({ address: 'P', latitude: NaN, longitude: 0 })).toThrow(
      PayloadError,
    );
    expect(() => buildLocationPayload({ address: '  ' })).toThrow(PayloadError);
  });

  it('round-trips arbitrary Unicode addresses', () => {
    fc.assert(
      fc.property(presentText(), (address) => {
        const payload = buildLocationPayload({ address });
        expect(payload).toMatch(URI_CHARACTERS);
        expect(parseUriQuery(payload).params).toEqual({ api: '1', query: address.trim() });
      }),
    );
  });
});
