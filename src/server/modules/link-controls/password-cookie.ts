import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a right password is remembered by the browser that entered it. */
export const PASSWORD_COOKIE_TTL_S = 24 * 60 * 60;

/** The cookie of one code: its name carries the short code, its path is the code's link only. */
export function passwordCookieName(shortCode: string): string {
  return `qrs_pw_${shortCode}`;
}

/**
 * Signs and checks "this browser entered the right password for this code": the value is
 * `{expiry seconds}.{HMAC-SHA256(key, shortCode.expiry.passwordHash)}`, so it is valid for this
 * code only, for 24 hours, and only while the password is the one that was entered (a new
 * password invalidates every cookie).
 */
export class PasswordCookies {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = createHmac('sha256', appSecret).update('qr-shark link password cookie').digest();
  }

  /** Set-Cookie header value for a right answer at `nowMs`. */
  issue(shortCode: string, passwordHash: string, nowMs: number, secure: boolean): string {
    const expiry = Math.floor(nowMs / 1000) + PASSWORD_COOKIE_TTL_S;
    const value = `${expiry}.${this.sign(shortCode, expiry, passwordHash)}`;
    return (
      `${passwordCookieName(shortCode)}=${value}; Max-Age=${PASSWORD_COOKIE_TTL_S}; ` +
      `Path=/d/${shortCode}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
    );
  }

  /** True when the request's Cookie header holds a valid, unexpired cookie for this code. */
  accepts(
    cookieHeader: string | undefined,
    shortCode: string,
    passwordHash: string,
    nowMs: number,
  ): boolean {
    if (!cookieHeader) return false;
    const name = `${passwordCookieName(shortCode)}=`;
    let at = cookieHeader.indexOf(name);
    // The name must start the header or follow "; ".
    while (at > 0 && cookieHeader[at - 1] !== ' ' && cookieHeader[at - 1] !== ';') {
      at = cookieHeader.indexOf(name, at + 1);
    }
    if (at === -1) return false;
    const end = cookieHeader.indexOf(';', at);
    const value = cookieHeader.slice(at + name.length, end === -1 ? undefined : end).trim();
    const dot = value.indexOf('.');
    const expiry = Number(value.slice(0, dot));
    if (dot <= 0 || !Number.isSafeInteger(expiry) || expiry * 1000 <= nowMs) return false;
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.sign(shortCode, expiry, passwordHash));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(shortCode: string, expiry: number, passwordHash: string): string {
    return createHmac('sha256', this.key)
      .update(`${shortCode}.${expiry}.${passwordHash}`)
      .digest('base64url');
  }
}
