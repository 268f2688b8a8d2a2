import { describe, expect, it } from 'vitest';
import { linkSplitSchema, LINK_CONTROL_MESSAGES } from '../../../contracts/link-controls.js';
import type { RedirectTarget } from '../redirect/index.js';
import { createLinkGate, type LinkControlsDeps } from './index.js';
import { splitBucket, splitVariantKey, variantForBucket } from './split.js';

const SECRET = 'a-test-app-secret-of-enough-length-0123456789';
const UAS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0.0.0 Mobile',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36',
];

/**
 * 10,000 distinct simulated visitors: addresses spread over the IPv4 space (a fixed sequence,
 * so the test gives the same answer every run) with one of three browsers.
 */
function visitors(n = 10_000): { ip: string; ua: string }[] {
  return Array.from({ length: n }, (_, i) => {
    const x = (Math.imul(i + 1, 2_654_435_761) >>> 0) % 0xdf_ff_ff_ff;
    const ip = [x >>> 24, (x >>> 16) & 255, (x >>> 8) & 255, x & 255].join('.');
    return { ip: `${ip}`, ua: UAS[i % UAS.length]! };
  });
}

describe('weighted split: which variant a scanner gets', () => {
  it.each([[[50, 50]], [[20, 30, 50]], [[10, 20, 30, 25, 15]], [[1, 99]]])(
    'sends 10,000 visitors in the proportions %j, each within ±2 points',
    (weights) => {
      const counts = weights.map(() => 0);
      for (const v of visitors()) {
        counts[variantForBucket(weights, splitBucket(SECRET, v.ip, v.ua, 42))]! += 1;
      }
      counts.forEach((count, i) => {
        expect(Math.abs((count / 10_000) * 100 - weights[i]!)).toBeLessThanOrEqual(2);
      });
    },
  );

  it('keeps a visitor on the same variant every time (sticky), whatever else scans between', () => {
    const weights = [34, 33, 33];
    const all = visitors(500);
    const first = all.map((v) => variantForBucket(weights, splitBucket(SECRET, v.ip, v.ua, 7)));
    for (let round = 0; round < 3; round++) {
      all.forEach((v, i) => {
        expect(variantForBucket(weights, splitBucket(SECRET, v.ip, v.ua, 7))).toBe(first[i]);
      });
    }
  });

  it('splits each code independently, and depends on the app secret', () => {
    const all = visitors(1000);
    const sameOnBoth = all.filter(
      (v) => splitBucket(SECRET, v.ip, v.ua, 1) === splitBucket(SECRET, v.ip, v.ua, 2),
    ).length;
    const sameSecret = all.filter(
      (v) => splitBucket(SECRET, v.ip, v.ua, 1) === splitBucket(`${SECRET}x`, v.ip, v.ua, 1),
    ).length;
    // Independent buckets agree about 1 time in 100.
    expect(sameOnBoth).toBeLessThan(40);
    expect(sameSecret).toBeLessThan(40);
  });

  it('maps buckets to variants by cumulative weights', () => {
    const weights = [20, 30, 50];
    expect([0, 19, 20, 49, 50, 99].map((b) => variantForBucket(weights, b))).toEqual([
      0, 0, 1, 1, 2, 2,
    ]);
    // Buckets stay 0-99.
    for (const v of visitors(2000)) {
      const bucket = splitBucket(SECRET, v.ip, v.ua, 3);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });

  it('records a variant by its destination, not its position', () => {
    expect(splitVariantKey('https://a.example/')).toMatch(/^[0-9a-f]{16}$/);
    expect(splitVariantKey(' https://a.example/ ')).toBe(splitVariantKey('https://a.example/'));
    expect(splitVariantKey('https://a.example/')).not.toBe(splitVariantKey('https://b.example/'));
  });
});

describe('weighted split: validation', () => {
  const message = (value: unknown) => {
    const parsed = linkSplitSchema.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };
  const v = (destination: string, weight: number) => ({ destination, weight });

  it('accepts 2 to 5 different destinations whose whole weights add up to 100, or none', () => {
    expect(message([])).toBeNull();
    expect(message([v('https://a.example/', 50), v('https://b.example/', 50)])).toBeNull();
    expect(
      message([1, 2, 3, 4, 5].map((n) => v(`https://${n}.example/`, n === 5 ? 20 : 20))),
    ).toBeNull();
  });

  it('refuses other splits with the contract messages', () => {
    expect(message([v('https://a.example/', 60)])).toBe(LINK_CONTROL_MESSAGES.splitSize);
    expect(
      message([1, 2, 3, 4, 5, 6].map((n) => v(`https://${n}.example/`, n < 6 ? 16 : 20))),
    ).toBe(LINK_CONTROL_MESSAGES.splitSize);
    expect(message([v('https://a.example/', 50), v('https://b.example/', 40)])).toBe(
      LINK_CONTROL_MESSAGES.splitTotal,
    );
    expect(message([v('https://a.example/', 100), v('https://b.example/', 0)])).toBe(
      LINK_CONTROL_MESSAGES.splitWeight,
    );
    expect(message([v('https://a.example/', 50.5), v('https://b.example/', 49.5)])).toBe(
      LINK_CONTROL_MESSAGES.splitWeight,
    );
    expect(message([v('https://a.example/', 50), v('https://A.example', 50)])).toBe(
      LINK_CONTROL_MESSAGES.splitDuplicate,
    );
    const unsafe = linkSplitSchema.safeParse([
      v('javascript:alert(1)', 50),
      v('https://b.example/', 50),
    ]);
    expect(unsafe.success).toBe(false);
    expect(unsafe.error!.issues[0]!.path).toEqual([0, 'destination']);
  });
});

describe('weighted split: through the link gate the redirect asks', () => {
  // The real gate as the app builds it; no database: these controls have no scan cap.
  const gate = createLinkGate({
    appSecret: SECRET,
    brandName: 'QR Shark',
    secure: false,
  } as LinkControlsDeps);
  const A = 'https://a.example.com/';
  const B = 'https://b.example.com/';
  const C = 'https://c.example.com/';
  const target = (linkControls: RedirectTarget['linkControls']): RedirectTarget => ({
    id: 99,
    clientId: 1,
    workspaceId: 1,
    destination: 'https://example.com/',
    isPaused: false,
    isDeleted: false,
    qrType: 'url',
    content: {},
    design: {},
    isRetired: false,
    linkControls,
    linkPasswordHash: null,
  });
  const decide = (code: RedirectTarget, ip: string, ua: string) => {
    const request = { method: 'GET', headers: { 'user-agent': ua } } as never;
    const decision = gate.decide(code, request, ip, 'aB3dE9', 'QR Shark');
    if (decision instanceof Promise) throw new Error('no cap: the gate answers at once');
    return decision;
  };

  it('sends 10,000 visitors 20/30/50 within ±2 points, each naming its variant, sticky', () => {
    const code = target({
      startsAt: null,
      expiresAt: null,
      maxScans: null,
      fallbackUrl: null,
      rules: [],
      split: [
        { destination: A, weight: 20 },
        { destination: B, weight: 30 },
        { destination: C, weight: 50 },
      ],
    });
    const counts = new Map<string, number>();
    const landed: string[] = [];
    const all = visitors();
    for (const v of all) {
      const decision = decide(code, v.ip, v.ua);
      if (decision.kind !== 'redirect') throw new Error(`unexpected ${decision.kind}`);
      expect(decision.counted).toBe(true);
      expect(decision.variant).toBe(splitVariantKey(decision.location));
      counts.set(decision.location, (counts.get(decision.location) ?? 0) + 1);
      landed.push(decision.location);
    }
    for (const [location, weight] of [
      [A, 20],
      [B, 30],
      [C, 50],
    ] as const) {
      expect(Math.abs((counts.get(location) ?? 0) / 100 - weight)).toBeLessThanOrEqual(2);
    }
    // The same visitors again: every one lands where it did.
    all.forEach((v, n) => {
      const decision = decide(code, v.ip, v.ua);
      expect(decision.kind === 'redirect' && decision.location).toBe(landed[n]);
    });
  });

  it('sends a rule’s scans to the split and lets other rules go to their own address', () => {
    const code = target({
      startsAt: null,
      expiresAt: null,
      maxScans: null,
      fallbackUrl: null,
      rules: [
        { os: ['android'], destination: 'https://play.example.com/' },
        { os: ['ios'], split: true },
      ],
      split: [
        { destination: A, weight: 50 },
        { destination: B, weight: 50 },
      ],
    });
    const android = decide(code, '8.8.8.8', UAS[1]!);
    expect(android).toEqual({
      kind: 'redirect',
      location: 'https://play.example.com/',
      counted: true,
    });
    const iphone = decide(code, '8.8.8.8', UAS[0]!);
    expect(iphone.kind === 'redirect' && [A, B].includes(iphone.location)).toBe(true);
  });
});
