import { createHmac, hash } from 'node:crypto';

/** SHA-256's block size: HMAC's key pads are one block each. */
const BLOCK = 64;
/** Longest message hashed from the preallocated buffer; longer ones go through createHmac. */
const MAX_MESSAGE_BYTES = 2048;
const DAY_MS = 86_400_000;

/**
 * Unique-visitor keys without storing IP addresses (ARCHITECTURE principle 3):
 * key = HMAC-SHA256(daily secret, ip + "\n" + userAgent + "\n" + codeId), hex.
 * The daily secret is HMAC-SHA256(APP_SECRET, "qr-shark visitor key " + UTC date): keys are
 * stable within a UTC day and unlinkable across days, and nobody without APP_SECRET can test
 * a guessed IP against a stored key.
 *
 * Per scan (issue 43 item 3): the day's secret and its two HMAC pads are derived once per UTC
 * day, not per scan (the day is found by comparing milliseconds, no date string), and the HMAC
 * is computed as its definition, SHA-256((K ^ opad) || SHA-256((K ^ ipad) || message)), with
 * two one-shot hashes over preallocated buffers (no HMAC object per scan): the same key,
 * bit for bit, in about a third of the time (visitor-key.test.ts compares it with createHmac).
 */
export class VisitorKeys {
  private dayStart = NaN;
  private dayEnd = NaN;
  private secret: Buffer = Buffer.alloc(0);
  /** (secret ^ ipad) followed by room for the message. */
  private readonly inner = Buffer.alloc(BLOCK + MAX_MESSAGE_BYTES);
  /** (secret ^ opad) followed by the inner digest. */
  private readonly outer = Buffer.alloc(BLOCK + 32);

  constructor(private readonly appSecret: string) {}

  key(ip: string, userAgent: string, codeId: number, at: Date): string {
    const ms = at.getTime();
    if (!(ms >= this.dayStart && ms < this.dayEnd)) this.startDay(ms);
    const message = `${ip}\n${userAgent}\n${codeId}`;
    // UTF-8 takes at most 3 bytes per UTF-16 unit: a message this short always fits.
    if (message.length * 3 > MAX_MESSAGE_BYTES) {
      return createHmac('sha256', this.secret).update(message).digest('hex');
    }
    const length = this.inner.write(message, BLOCK, 'utf8');
    hash('sha256', this.inner.subarray(0, BLOCK + length), 'buffer').copy(this.outer, BLOCK);
    return hash('sha256', this.outer, 'hex');
  }

  /** The secret and pads of the UTC day holding `ms`. */
  private startDay(ms: number): void {
    this.dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
    this.dayEnd = this.dayStart + DAY_MS;
    const day = new Date(this.dayStart).toISOString().slice(0, 10);
    this.secret = createHmac('sha256', this.appSecret)
      .update(`qr-shark visitor key ${day}`)
      .digest();
    // The secret is 32 bytes, shorter than a block: HMAC pads it with zeros.
    for (let i = 0; i < BLOCK; i++) {
      const k = this.secret[i] ?? 0;
      this.inner[i] = k ^ 0x36;
      this.outer[i] = k ^ 0x5c;
    }
  }
}
