import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
import type { CodeAnalytics } from '../../../contracts/analytics.js';
import { LINK_CONTROL_MESSAGES } from '../../../contracts/link-controls.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { codeCounters, eventsOf } from '../redirect/test-codes.js';
import { signUp } from '../uploads/test-support.js';
import { userWithKeys } from '../public-api/test-support.js';
import { splitVariantKey } from './split.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const US = '8.8.8.8';
const DE = '193.99.144.80';
const A = 'https://a.example.com/';
const B = 'https://b.example.com/';
const C = 'https://c.example.com/';
const OWN = 'https://example.com/';

describe.each(testDatabases())('link controls: weighted split (%s)', (kind) => {
  const { app, database } = useTestApp(kind);
  let owner = apiAs(app, '');
  beforeAll(async () => {
    owner = apiAs(app, await signUp(app()));
    expect((await owner.post('/api/activate-trial', {})).statusCode).toBe(200);
  });

  const createCode = async () => {
    const res = await owner.post('/api/dynamic-qrcodes', { destination: OWN });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; shortCode: string };
  };
  const where = async (shortCode: string, ip: string, ua = DESKTOP) => {
    const res = await app().inject({
      url: `/d/${shortCode}`,
      headers: { 'user-agent': ua },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(302);
    return res.headers.location as string;
  };
  const analytics = async (id: number) => {
    const res = await owner.get(`/api/dynamic-qrcodes/${id}/analytics`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as CodeAnalytics).split;
  };
  const visitorIp = (n: number) => `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

  it('refuses splits and rules it cannot follow, with the contract messages', async () => {
    const code = await createCode();
    const put = (body: object) => owner.put(`/api/dynamic-qrcodes/${code.id}/controls`, body);
    const fieldsOf = async (body: object) => {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      return res.json().fields as Record<string, string>;
    };
    expect(await fieldsOf({ split: [{ destination: A, weight: 60 }] })).toEqual({
      split: LINK_CONTROL_MESSAGES.splitSize,
    });
    expect(
      await fieldsOf({
        split: [
          { destination: A, weight: 50 },
          { destination: B, weight: 49 },
        ],
      }),
    ).toEqual({ split: LINK_CONTROL_MESSAGES.splitTotal });
    expect(
      await fieldsOf({
        split: [
          { destination: A, weight: 50 },
          { destination: B, weight: 50.5 },
        ],
      }),
    ).toEqual({ 'split.1.weight': LINK_CONTROL_MESSAGES.splitWeight });
    expect(
      await fieldsOf({
        split: [
          { destination: A, weight: 50 },
          { destination: `https://q.example/d/${code.shortCode}`, weight: 50 },
        ],
      }),
    ).toEqual({ 'split.1.destination': LINK_CONTROL_MESSAGES.splitIsOwnLink });
    expect(await fieldsOf({ rules: [{ os: ['ios'], split: true }] })).toEqual({
      'rules.0.split': LINK_CONTROL_MESSAGES.ruleSplitMissing,
    });
    expect(await fieldsOf({ rules: [{ os: ['ios'], split: true, destination: A }] })).toEqual({
      'rules.0': LINK_CONTROL_MESSAGES.ruleTarget,
    });
    // Nothing was stored.
    const get = await owner.get(`/api/dynamic-qrcodes/${code.id}/controls`);
    expect(get.json()).toMatchObject({ split: [], rules: [] });
  });

  it('sends each visitor to one variant, sticky, and counts scans per variant', async () => {
    const code = await createCode();
    // Cached before the split: the change must reach the redirect at once.
    expect(await where(code.shortCode, US)).toBe(OWN);
    const split = [
      { destination: A, weight: 50 },
      { destination: B, weight: 50 },
    ];
    const put = await owner.put(`/api/dynamic-qrcodes/${code.id}/controls`, { split });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().split).toEqual(split);
    expect((await owner.get(`/api/dynamic-qrcodes/${code.id}/controls`)).json().split).toEqual(
      split,
    );

    const seen = new Map<string, string>();
    const counts = new Map<string, number>();
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 60; n++) {
        const ua = n % 2 === 0 ? DESKTOP : IPHONE;
        const location = await where(code.shortCode, visitorIp(n), ua);
        const visitor = `${n}`;
        if (round === 0) seen.set(visitor, location);
        else expect(location, `visitor ${n} moved`).toBe(seen.get(visitor));
        counts.set(location, (counts.get(location) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort()).toEqual([A, B]);
    // Bots and HEAD requests follow the split but are not counted as scans of it.
    const head = await app().inject({ method: 'HEAD', url: `/d/${code.shortCode}` });
    expect(head.statusCode).toBe(302);

    await app().scanCapture.flush();
    expect((await codeCounters(database().db, code.id))!.scanCount).toBe(121);
    const expected = {
      variants: [
        { key: splitVariantKey(A), destination: A, weight: 50, scans: counts.get(A) },
        { key: splitVariantKey(B), destination: B, weight: 50, scans: counts.get(B) },
      ],
      earlierScans: 0,
    };
    // Not folded yet (read from scan_events), then from the rollups: the same numbers.
    expect(await analytics(code.id)).toEqual(expected);
    await app().scanCapture.rollUp();
    expect(await analytics(code.id)).toEqual(expected);
    const events = await eventsOf(database().db, code.id);
    expect(events.length).toBe(122);
    // Each scan the split sent names its variant (no address or bucket is kept); the one
    // before the split names none.
    const keys = events.map((e) => e.splitVariant);
    expect(keys.filter((k) => k === null)).toHaveLength(1);
    expect(keys.filter((k) => k !== null && /^[0-9a-f]{16}$/.test(k))).toHaveLength(121);

    // Reordered and reweighted: the counts stay with their destinations.
    const swapped = await owner.put(`/api/dynamic-qrcodes/${code.id}/controls`, {
      split: [
        { destination: B, weight: 30 },
        { destination: A, weight: 70 },
      ],
    });
    expect(swapped.statusCode).toBe(200);
    expect(await analytics(code.id)).toEqual({
      variants: [
        { key: splitVariantKey(B), destination: B, weight: 30, scans: counts.get(B) },
        { key: splitVariantKey(A), destination: A, weight: 70, scans: counts.get(A) },
      ],
      earlierScans: 0,
    });
    // B replaced by C: B's scans are "earlier", C starts from 0.
    await owner.put(`/api/dynamic-qrcodes/${code.id}/controls`, {
      split: [
        { destination: C, weight: 30 },
        { destination: A, weight: 70 },
      ],
    });
    expect(await analytics(code.id)).toEqual({
      variants: [
        { key: splitVariantKey(C), destination: C, weight: 30, scans: 0 },
        { key: splitVariantKey(A), destination: A, weight: 70, scans: counts.get(A) },
      ],
      earlierScans: counts.get(B),
    });
    // Removed: the code's own destination again, at once.
    const removed = await owner.put(`/api/dynamic-qrcodes/${code.id}/controls`, { split: null });
    expect(removed.json().split).toEqual([]);
    expect(await where(code.shortCode, visitorIp(1))).toBe(OWN);
  });

  it('lets a rule send its scans to the split, ahead of later rules', async () => {
    const code = await createCode();
    const put = await owner.put(`/api/dynamic-qrcodes/${code.id}/controls`, {
      split: [
        { destination: A, weight: 50 },
        { destination: B, weight: 50 },
      ],
      rules: [
        { countries: ['DE'], split: true },
        { os: ['ios'], destination: 'https://apps.apple.com/app/x' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().rules[0]).toEqual({ countries: ['DE'], split: true });
    // An iPhone in the US: the second rule. In Germany: the first, to the split.
    expect(await where(code.shortCode, US, IPHONE)).toBe('https://apps.apple.com/app/x');
    expect([A, B]).toContain(await where(code.shortCode, DE, IPHONE));
    // No rule matches: the split too.
    expect([A, B]).toContain(await where(code.shortCode, US, DESKTOP));
    // The safe preview says the code shares scanners, and between which addresses.
    const preview = await app().inject({ url: `/d/${code.shortCode}+` });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('It shares scanners between 2 addresses (an A/B test)');
    expect(preview.body).toContain(A);
    expect(preview.body).toContain(B);
    // A rule that points to the split keeps the split from being removed alone.
    const orphan = await owner.put(`/api/dynamic-qrcodes/${code.id}/controls`, { split: [] });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fields).toEqual({
      'rules.0.split': LINK_CONTROL_MESSAGES.ruleSplitMissing,
    });
    await app().scanCapture.flush();
    const split = await analytics(code.id);
    // The App Store scan is not a variant's.
    expect(split.variants.reduce((sum, v) => sum + v.scans, 0)).toBe(2);
  });

  it('reads and sets the split through the public API, and counts its scans there', async () => {
    const { web, read, write } = await userWithKeys(app);
    const created = await web.post('/api/dynamic-qrcodes', { destination: OWN });
    expect(created.statusCode, created.body).toBe(201);
    const { id, shortCode } = created.json() as { id: number; shortCode: string };
    const url = `/api/v1/codes/dyn_${id}/controls`;
    const call = (key: string, method: 'GET' | 'PUT', path: string, payload?: object) =>
      app().inject({ method, url: path, payload, headers: { authorization: `Bearer ${key}` } });
    const split = [
      { destination: A, weight: 70 },
      { destination: B, weight: 30 },
    ];
    expect((await call(read, 'PUT', url, { split })).statusCode).toBe(403);
    const bad = await call(write, 'PUT', url, { split: [{ destination: A, weight: 70 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ split: LINK_CONTROL_MESSAGES.splitSize });
    const put = await call(write, 'PUT', url, { split });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().split).toEqual(split);
    expect((await call(read, 'GET', url)).json()).toMatchObject({ split, rules: [] });

    const counts = new Map<string, number>();
    for (let n = 0; n < 30; n++) {
      const location = await where(shortCode, visitorIp(1000 + n));
      counts.set(location, (counts.get(location) ?? 0) + 1);
    }
    await app().scanCapture.flush();
    const answer = await call(read, 'GET', `/api/v1/codes/dyn_${id}/analytics`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().split).toEqual({
      variants: [
        { key: splitVariantKey(A), destination: A, weight: 70, scans: counts.get(A) ?? 0 },
        { key: splitVariantKey(B), destination: B, weight: 30, scans: counts.get(B) ?? 0 },
      ],
      earlierScans: 0,
    });
  });
});
