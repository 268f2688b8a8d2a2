import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random session token for the cookie (base64url, 43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored session id: sha256 hex of the token. The token itself is never stored. */
export function sessionIdFor(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
