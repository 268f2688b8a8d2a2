import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a "switch to fallback" link allows: setting this code's destination to this URL. */
export interface FallbackGrant {
  codeId: number;
  fallbackUrl: string;
  /** Milliseconds since the epoch; the link is refused from then on. */
  expiresAt: number;
}

/** A switch link works this long after its mail was written. */
export const FALLBACK_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Signed "switch to fallback" tokens of the broken-link mail: `base64url(payload).base64url(mac)`,
 * an HMAC-SHA256 keyed from APP_SECRET over the code id, the fallback URL at mail time and the
 * expiry. A token proves nothing else: it cannot set any other URL or touch any other code.
 */
export class FallbackLinks {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = createHmac('sha256', appSecret).update('qr-shark fallback switch').digest();
  }

  sign(grant: FallbackGrant): string {
    const payload = Buffer.from(
      `${grant.codeId}\n${grant.expiresAt}\n${grant.fallbackUrl}`,
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The grant, or null for a forged or malformed token (expiry is the caller's to check). */
  verify(token: string): FallbackGrant | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const text = Buffer.from(payload, 'base64url').toString();
    const [codeId = '', expiresAt = ''] = text.split('\n', 2);
    const fallbackUrl = text.slice(codeId.length + expiresAt.length + 2);
    const id = Number(codeId);
    const until = Number(expiresAt);
    if (!Number.isInteger(id) || id < 1 || !Number.isFinite(until) || !fallbackUrl) return null;
    return { codeId: id, fallbackUrl, expiresAt: until };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
