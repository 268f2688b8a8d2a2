import { createHash, createHmac } from 'node:crypto';
import type { SplitVariant } from '../../../contracts/link-controls.js';

/**
 * Weighted splits (issue 40 item 5): which destination of a code's split one scanner gets.
 *
 * Sticky without a cookie and without storing anything about the scanner: the scanner's bucket
 * (0-99) is HMAC-SHA256(APP_SECRET, "qr-shark split\n" + ip + "\n" + userAgent + "\n" + codeId)
 * read as a number, mod 100. The same phone (same address and browser) gets the same bucket
 * every time, on every process and every day (unlike the daily-rotating visitor key, which is
 * made for counting, not routing); different codes split the same phone independently. The
 * bucket is used at once and never stored; nobody without APP_SECRET can compute it. A scanner
 * whose address changes (another network) may land in another bucket.
 *
 * Variant i takes the buckets from the sum of the weights before it up to its own weight more:
 * a 20/30/50 split sends buckets 0-19 to the first, 20-49 to the second, 50-99 to the third.
 * A weight change moves only the scanners whose bucket changes side of a boundary.
 */
export function splitBucket(secret: string, ip: string, userAgent: string, codeId: number): number {
  const digest = createHmac('sha256', secret)
    .update(`qr-shark split\n${ip}\n${userAgent}\n${codeId}`)
    .digest();
  // 48 bits mod 100: the bias (2^48 mod 100 buckets one too big) is below 1e-12.
  return digest.readUIntBE(0, 6) % 100;
}

/** The index of the variant whose share of 0-99 holds `bucket` (weights add up to 100). */
export function variantForBucket(weights: readonly number[], bucket: number): number {
  let upTo = 0;
  for (let i = 0; i < weights.length; i++) {
    upTo += weights[i]!;
    if (bucket < upTo) return i;
  }
  // Only if the weights add up to less than 100 (never stored so): the last variant.
  return weights.length - 1;
}

/**
 * How a scan of a variant is recorded (scan_events.split_variant, and the 'variant' analytics
 * dimension): 16 hex digits of SHA-256 of the destination. Stable across edits that reorder or
 * reweight the split, so the counts of a destination stay its own; a destination removed from the
 * split keeps its past scans under a key no current variant has ("earlier variants").
 */
export function splitVariantKey(destination: string): string {
  return createHash('sha256').update(destination.trim()).digest('hex').slice(0, 16);
}

/** The keys of a split's variants, in its order. */
export function splitVariantKeys(split: readonly SplitVariant[]): string[] {
  return split.map((v) => splitVariantKey(v.destination));
}
