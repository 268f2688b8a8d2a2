import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 8 base62 characters: 62^8 ≈ 2.2e14 codes, about 47.6 bits of randomness. */
export const SHORT_CODE_LENGTH = 8;
/** What GET /d/{shortCode} accepts. */
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{8}$/;

/**
 * A random short code from the OS CSPRNG. Bytes ≥ 248 (= 4 × 62) are skipped so every character
 * is equally likely (no modulo bias).
 */
export function newShortCode(): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && code.length < SHORT_CODE_LENGTH) code += ALPHABET[byte % 62];
    }
  }
  return code;
}
