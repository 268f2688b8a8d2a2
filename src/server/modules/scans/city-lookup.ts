import { isIP } from 'node:net';
import path from 'node:path';
import type { Reader, Response } from 'maxmind';
import type { CitySource } from '../../../contracts/analytics.js';
import { openMmdb, plainAddress } from './mmdb.js';

/**
 * IP -> city from an offline MaxMind DB file (issue 40 item 6), opt-in: the DB-IP City Lite
 * files `npm run city-database` fetches into DATA_DIR/geo (CC BY 4.0, 134 MB: too big to ship
 * with every install), or a self-hoster's own file named by CITY_DATABASE (MaxMind GeoLite2-City
 * or GeoIP2-City, DB-IP's own download). The files are read whole into memory once per process;
 * a lookup walks the tree in-process, and decoded records are cached by offset.
 *
 * Two record layouts are read: ip-location-db's flat one (`city`, `state1`, `country_code`) and
 * MaxMind's (`city.names.en`, `subdivisions[0].names.en`, `country.iso_code`), which DB-IP's
 * own mmdb downloads use too.
 */

/** A resolved place; `city` is never empty. Names are the file's English ones, trimmed. */
export interface CityPlace {
  city: string;
  /** First-level subdivision (state, region), when the file has one. */
  region: string | null;
  /** ISO 3166-1 alpha-2, upper case, when the file has it. */
  country: string | null;
}

/** Longest name stored (scan_events.city and city_region are varchar(100)). */
const NAME_MAX = 100;

/**
 * A name as stored: control characters and the rollup's separator "|" (scan_day_dims packs
 * country|region|city into one value) removed, spaces collapsed, at most NAME_MAX characters.
 */
function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value
    .replace(/[\p{Cc}|]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? null : [...cleaned].slice(0, NAME_MAX).join('');
}

function cleanCountry(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/** The English name of a MaxMind-layout entry (`{ names: { en } }`). */
function englishName(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const names = (entry as { names?: unknown }).names;
  return typeof names === 'object' && names !== null ? (names as { en?: unknown }).en : undefined;
}

/**
 * The place a decoded record names, in either layout; null when it names no city (a
 * country-only record, an empty one, or nothing).
 */
export function placeFromRecord(record: unknown): CityPlace | null {
  if (typeof record !== 'object' || record === null) return null;
  const r = record as Record<string, unknown>;
  if (typeof r.city === 'string' || 'state1' in r || 'country_code' in r) {
    // ip-location-db: country_code, state1, state2, city, postcode, latitude, longitude.
    const city = cleanName(r.city);
    if (!city) return null;
    return { city, region: cleanName(r.state1), country: cleanCountry(r.country_code) };
  }
  // MaxMind: city.names.en, subdivisions (largest first), country.iso_code.
  const city = cleanName(englishName(r.city));
  if (!city) return null;
  const subdivisions = Array.isArray(r.subdivisions) ? (r.subdivisions as unknown[]) : [];
  const country = r.country as { iso_code?: unknown } | undefined;
  return {
    city,
    region: cleanName(englishName(subdivisions[0])),
    country: cleanCountry(country?.iso_code),
  };
}

/** Whose data a file is, for the attribution its licence asks for (see CitySource). */
export function citySourceOf(file: string, databaseType: string): CitySource {
  const names = `${databaseType} ${path.basename(file)}`;
  if (/db-?ip/i.test(names)) return 'dbip';
  if (/geolite/i.test(names)) return 'geolite2';
  return 'other';
}

interface OpenFile {
  reader: Reader<Response>;
  ipVersion: number;
}

/** City lookups over one or more files (DB-IP's come as an IPv4 file and an IPv6 file). */
export class CityLookup {
  /** Whose data the lookups return (the first file's). */
  readonly source: CitySource;
  private readonly v4: OpenFile[];
  private readonly v6: OpenFile[];

  constructor(readonly files: readonly string[]) {
    const opened = files.map((file) => {
      // DB-IP City Lite has about 6,500 distinct records an IPv4 sweep meets; MaxMind's
      // files a few hundred thousand: 50,000 keeps the places a scan stream meets decoded.
      const reader = openMmdb(file, 50_000);
      return { file, reader, ipVersion: reader.metadata.ipVersion };
    });
    const first = opened[0];
    if (!first) throw new Error('CityLookup needs at least one file');
    this.source = citySourceOf(first.file, first.reader.metadata.databaseType);
    // An IPv4 address is looked up in IPv4 files first, then in IPv6 files (MaxMind's hold the
    // IPv4 space too); an IPv6 address only in IPv6 files (an IPv4 file reads it as garbage).
    this.v4 = [
      ...opened.filter((f) => f.ipVersion === 4),
      ...opened.filter((f) => f.ipVersion !== 4),
    ];
    this.v6 = opened.filter((f) => f.ipVersion !== 4);
  }

  /** The city of an IPv4 or IPv6 address; null when unknown, private or not an address. */
  cityOf(ip: string): CityPlace | null {
    const address = plainAddress(ip);
    const version = isIP(address);
    const files = version === 4 ? this.v4 : version === 6 ? this.v6 : [];
    for (const { reader } of files) {
      try {
        const place = placeFromRecord(reader.get(address));
        if (place) return place;
      } catch {
        // A malformed address or record: unknown, like a miss.
      }
    }
    return null;
  }
}

const opened = new Map<string, CityLookup>();

/**
 * The lookup over `files`, opened once per process and shared (the scans module records with
 * it, analytics reports its source); null when `files` is empty (no city database: off).
 * Throws when a file cannot be read or is not a MaxMind DB file.
 */
export function cityLookupFor(files: readonly string[]): CityLookup | null {
  if (files.length === 0) return null;
  const key = files.join('\n');
  let lookup = opened.get(key);
  if (!lookup) {
    try {
      lookup = new CityLookup(files);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(`CITY_DATABASE: cannot open ${files.join(', ')}: ${reason}`, {
        cause: err,
      });
    }
    opened.set(key, lookup);
  }
  return lookup;
}
