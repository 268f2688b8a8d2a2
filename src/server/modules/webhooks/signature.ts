import { createHmac, randomBytes } from 'node:crypto';

/** Every signing secret starts with this. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** "whsec_" + 43 base64url characters of 32 random bytes. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * The signature header's value for a body sent at `timestamp` (Unix seconds):
 * "v1=" + hex HMAC-SHA256, keyed with the whole secret (prefix included, as UTF-8), over
 * `${timestamp}.${body}`. docs/API.md gives the receiver's side of the recipe.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}
