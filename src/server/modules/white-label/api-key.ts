import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX_LENGTH, API_KEY_SCHEME } from '../../../contracts/white-label.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256 > 62^42: every 32-byte value fits in 43 digits. */
const DIGITS = 43;

/** 32 bytes as 43 base-62 digits, zero-padded so every key has the same length. */
export function base62(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  for (let i = 0; i < DIGITS; i++) {
    out = BASE62[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out;
}

/** sha256 hex: what the clients table stores. A 256-bit random key needs no slow hash. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export interface NewApiKey {
  /** `qrs_` + 43 base-62 characters; shown once, never stored. */
  key: string;
  hash: string;
  /** Shown on the card afterwards so the operator can tell keys apart. */
  prefix: string;
}

export function newApiKey(): NewApiKey {
  const key = API_KEY_SCHEME + base62(randomBytes(32));
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX_LENGTH) };
}

/** True for strings shaped like our keys (cheap check before hashing a header value). */
export function looksLikeApiKey(value: string): boolean {
  return value.length === API_KEY_SCHEME.length + DIGITS && value.startsWith(API_KEY_SCHEME);
}
