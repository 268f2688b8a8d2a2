import { beforeAll, describe, expect, it, vi } from 'vitest';

// Real argon2 hashes and 100 concurrent scans on a shared 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
import { LINK_CONTROL_MESSAGES } from '../../../contracts/link-controls.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, movableClock } from '../dynamic-codes/test-support.js';
import { codeCounters } from '../redirect/test-codes.js';
import { signUp } from '../uploads/test-support.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
// Addresses the offline DB-IP country database places (checked by the first test).
const US = '8.8.8.8';
const DE = '193.99.144.80';
const GB = '81.2.69.142';

describe.each(testDatabases('engine-independent'))('link controls: smart rules (%s)', (kind) => {
  // Sunday 2026-03-29 is the switch to summer time in Europe (01:00 UTC: CET+1 -> CEST+2).
  const clock = movableClock('2026-03-27T12:00:00Z');
  const { app, database } = useTestApp(kind, {}, { now: clock.now });
  let owner = apiAs(app, '');
  beforeAll(async () => {
    owner = apiAs(app, await signUp(app()));
    // The trial allows 12 dynamic codes (the free plan 1).
    expect((await owner.post('/api/activate-trial', {})).statusCode).toBe(200);
  });

  const createWithRules = async (rules: object[]) => {
    const res = await owner.post('/api/dynamic-qrcodes', { destination: 'https://example.com/' });
    expect(res.statusCode).toBe(201);
    const code = res.json() as { id: number; shortCode: string };
    const set = await owner.put(`/api/dynamic-qrcodes/${code.id}/controls`, { rules });
    expect(set.statusCode, set.body).toBe(200);
    return code;
  };
  const where = async (
    shortCode: string,
    { ua = DESKTOP, ip = US, lang }: { ua?: string; ip?: string; lang?: string } = {},
  ) => {
    const res = await app().inject({
      url: `/d/${shortCode}`,
      headers: { 'user-agent': ua, ...(lang ? { 'accept-language': lang } : {}) },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(302);
    return res.headers.location;
  };

  // First: the later tests move the clock days ahead.
  it('refuses rules that cannot be evaluated, with the contract messages', async () => {
    const res = await owner.post('/api/dynamic-qrcodes', { destination: 'https://example.com/' });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    const put = (rules: object[]) => owner.put(`/api/dynamic-qrcodes/${id}/controls`, { rules });
    const empty = await put([{ destination: 'https://example.com/x' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(LINK_CONTROL_MESSAGES.emptyRule);
    const zone = await put([
      { timeZone: 'Mars/Olympus', days: [1], destination: 'https://e.com/' },
    ]);
    expect(zone.json().fields['rules.0.timeZone']).toBe(LINK_CONTROL_MESSAGES.timeZone);
    const noZone = await put([{ fromTime: '09:00', destination: 'https://e.com/' }]);
    expect(noZone.json().fields['rules.0.timeZone']).toBe(LINK_CONTROL_MESSAGES.timeNeedsZone);
    const unsafe = await put([{ os: ['ios'], destination: 'javascript:alert(1)' }]);
    expect(unsafe.statusCode).toBe(400);
    expect(Object.keys(unsafe.json().fields)).toEqual(['rules.0.destination']);
  });

  it('routes by OS, country and language in rule order, default last, counting each scan', async () => {
    const code = await createWithRules([
      { os: ['ios'], destination: 'https://apps.apple.com/app/x' },
      { os: ['android'], destination: 'https://play.google.com/store/apps/x' },
      { countries: ['de'], destination: 'https://example.de/' },
      { languages: ['fr'], destination: 'https://example.fr/' },
      { languages: ['pt-br'], destination: 'https://example.com.br/' },
    ]);
    expect(await where(code.shortCode, { ua: IPHONE, ip: DE })).toBe(
      'https://apps.apple.com/app/x',
    );
    expect(await where(code.shortCode, { ua: ANDROID })).toBe(
      'https://play.google.com/store/apps/x',
    );
    expect(await where(code.shortCode, { ip: DE })).toBe('https://example.de/');
    expect(await where(code.shortCode, { ip: `::ffff:${DE}` })).toBe('https://example.de/');
    expect(await where(code.shortCode, { ip: GB, lang: 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe(
      'https://example.fr/',
    );
    // The most preferred language decides (q-values, not header order).
    expect(await where(code.shortCode, { ip: GB, lang: 'fr;q=0.5,en' })).toBe(
      'https://example.com/',
    );
    expect(await where(code.shortCode, { ip: GB, lang: 'pt-BR' })).toBe('https://example.com.br/');
    expect(await where(code.shortCode, { ip: GB, lang: 'pt-PT' })).toBe('https://example.com/');
    expect(await where(code.shortCode, { ip: US })).toBe('https://example.com/');
    await app().scanCapture.flush();
    expect((await codeCounters(database().db, code.id))!.scanCount).toBe(9);
  });

  it('routes by time of day and weekday in a time zone, across the DST change', async () => {
    const code = await createWithRules([
      {
        timeZone: 'Europe/Berlin',
        days: [1, 2, 3, 4, 5],
        fromTime: '09:00',
        toTime: '17:00',
        destination: 'https://example.com/office',
      },
    ]);
    const night = await createWithRules([
      {
        timeZone: 'America/New_York',
        fromTime: '22:00',
        toTime: '06:00',
        destination: 'https://example.com/night',
      },
    ]);
    const at = async (iso: string, shortCode = code.shortCode) => {
      clock.advance(Date.parse(iso) - clock.now().getTime());
      return where(shortCode);
    };
    // Friday, winter time (UTC+1): 09:00 local is 08:00 UTC; 17:00 local (16:00 UTC) is outside.
    expect(await at('2026-03-27T07:59:00Z')).toBe('https://example.com/');
    expect(await at('2026-03-27T08:00:00Z')).toBe('https://example.com/office');
    expect(await at('2026-03-27T15:59:00Z')).toBe('https://example.com/office');
    expect(await at('2026-03-27T16:00:00Z')).toBe('https://example.com/');
    // Saturday: not a listed day.
    expect(await at('2026-03-28T10:00:00Z')).toBe('https://example.com/');
    // Monday, summer time (UTC+2): 09:00 local is now 07:00 UTC.
    expect(await at('2026-03-30T06:59:00Z')).toBe('https://example.com/');
    expect(await at('2026-03-30T07:00:00Z')).toBe('https://example.com/office');
    expect(await at('2026-03-30T14:59:00Z')).toBe('https://example.com/office');
    expect(await at('2026-03-30T15:00:00Z')).toBe('https://example.com/');
    // A window past midnight in New York (EDT, UTC-4 since 2026-03-08): 22:00-06:00 local.
    expect(await at('2026-03-31T01:59:00Z', night.shortCode)).toBe('https://example.com/');
    expect(await at('2026-03-31T02:00:00Z', night.shortCode)).toBe('https://example.com/night');
    expect(await at('2026-03-31T09:59:00Z', night.shortCode)).toBe('https://example.com/night');
    expect(await at('2026-03-31T10:00:00Z', night.shortCode)).toBe('https://example.com/');
  });
});
