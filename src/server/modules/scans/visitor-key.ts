import { createHmac } from 'node:crypto';

/**
 * Unique-visitor keys without storing IP addresses (ARCHITECTURE principle 3):
 * key = HMAC-SHA256(daily secret, ip + "\n" + userAgent + "\n" + codeId), hex.
 * The daily secret is HMAC-SHA256(APP_SECRET, "qr-shark visitor key " + UTC date): keys are
 * stable within a UTC day and unlinkable across days, and nobody without APP_SECRET can test
 * a guessed IP against a stored key.
 */
export class VisitorKeys {
  private day = '';
  private secret: Buffer = Buffer.alloc(0);

  constructor(private readonly appSecret: string) {}

  key(ip: string, userAgent: string, codeId: number, at: Date): string {
    const day = at.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.secret = createHmac('sha256', this.appSecret)
        .update(`qr-shark visitor key ${day}`)
        .digest();
      this.day = day;
    }
    return createHmac('sha256', this.secret).update(`${ip}\n${userAgent}\n${codeId}`).digest('hex');
  }
}
