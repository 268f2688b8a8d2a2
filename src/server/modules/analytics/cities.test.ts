import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_CSV_COLUMNS, type CodeAnalytics } from '../../../contracts/analytics.js';
import { scanEvents } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, parseCsv } from '../dynamic-codes/test-support.js';
import { newApiKey, seedSavedAndDynamic } from '../public-api/test-support.js';
import { eventsOf } from '../redirect/test-codes.js';
import { DBIP_CITY_TEST_FILES } from '../scans/test-support.js';
import { signUp } from '../uploads/test-support.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Scans of one code: three from Mountain View, two from Sydney, one from a private address. */
const SCANS = ['8.8.8.8', '1.1.1.1', '8.8.8.8', '192.168.1.20', '1.1.1.1', '8.8.8.8'];
const NOW = new Date('2031-03-10T08:00:00Z');

describe.each(testDatabases())('city analytics with DB-IP City Lite (%s)', (kind) => {
  const { app, database } = useTestApp(
    kind,
    { trustProxy: true, cityDatabaseFiles: [...DBIP_CITY_TEST_FILES] },
    { now: () => NOW, scanRollupIntervalMs: 3_600_000 },
  );

  async function scannedCode() {
    const web = apiAs(app, await signUp(app()));
    const { dynamicId, shortCode } = await seedSavedAndDynamic(web);
    for (const ip of SCANS) {
      const res = await app().inject({
        url: `/d/${shortCode}`,
        headers: { 'user-agent': IPHONE_SAFARI, 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(302);
    }
    // A bot in London: stored with its city, never counted.
    await app().inject({
      url: `/d/${shortCode}`,
      headers: { 'user-agent': BOT, 'x-forwarded-for': '81.2.69.142' },
    });
    await app().scanCapture.flush();
    return { web, dynamicId };
  }

  const expectedCities: CodeAnalytics['cities'] = {
    source: 'dbip',
    rows: [
      { city: 'Mountain View', region: 'California', country: 'US', scans: 3 },
      { city: 'Sydney', region: 'New South Wales', country: 'AU', scans: 2 },
    ],
    otherScans: 0,
    unknownScans: 1,
  };

  it('stores each scan with its city, region and country, and no address', async () => {
    const { dynamicId } = await scannedCode();
    const events = await eventsOf(database().db, dynamicId);
    const places = events
      .map((e) => [e.city, e.cityRegion, e.cityCountry, e.isBot].join(' / '))
      .sort();
    expect(places).toEqual([
      ' /  /  / false',
      'London / England / GB / true',
      'Mountain View / California / US / false',
      'Mountain View / California / US / false',
      'Mountain View / California / US / false',
      'Sydney / New South Wales / AU / false',
      'Sydney / New South Wales / AU / false',
    ]);
    const text = JSON.stringify(await database().db.select().from(scanEvents));
    for (const ip of [...SCANS, '81.2.69.142']) expect(text).not.toContain(ip);
  });

  it('answers the city breakdown before and after the rollup folds the scans, on both APIs', async () => {
    const { web, dynamicId } = await scannedCode();
    const range = '?from=2031-03-10&to=2031-03-10';
    const before = await web.get(`/api/dynamic-qrcodes/${dynamicId}/analytics${range}`);
    expect(before.statusCode).toBe(200);
    expect((before.json() as CodeAnalytics).cities).toEqual(expectedCities);

    await app().scanCapture.rollUp();
    const after = await web.get(`/api/dynamic-qrcodes/${dynamicId}/analytics${range}`);
    expect((after.json() as CodeAnalytics).cities).toEqual(expectedCities);

    const key = await newApiKey(web, 'read');
    const api = await app().inject({
      url: `/api/v1/codes/dyn_${dynamicId}/analytics${range}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().cities).toEqual(expectedCities);
  });

  it('lists the region and city of each scan in the CSV export, and top cities in the PDF', async () => {
    const { web, dynamicId } = await scannedCode();
    const csv = await web.get(
      `/api/dynamic-qrcodes/${dynamicId}/analytics.csv?from=2031-03-10&to=2031-03-10`,
    );
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([...ANALYTICS_CSV_COLUMNS]);
    const at = (name: string) => header!.indexOf(name);
    const places = rows.map((r) => `${r[at('city')]}|${r[at('region')]}`).sort();
    const pdf = await web.get(
      `/api/dynamic-qrcodes/${dynamicId}/analytics.pdf?from=2031-03-10&to=2031-03-10`,
    );
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    expect(places).toEqual(
      [
        '|',
        'Mountain View|California',
        'Mountain View|California',
        'Mountain View|California',
        'Sydney|New South Wales',
        'Sydney|New South Wales',
      ].sort(),
    );
  });
});

describe.each(testDatabases())('city analytics without a city database (%s)', (kind) => {
  const { app, database } = useTestApp(kind, { trustProxy: true }, { now: () => NOW });

  it('stores no city and says city analytics are off rather than showing no cities', async () => {
    const web = apiAs(app, await signUp(app()));
    const { dynamicId, shortCode } = await seedSavedAndDynamic(web);
    for (const ip of ['8.8.8.8', '1.1.1.1']) {
      await app().inject({
        url: `/d/${shortCode}`,
        headers: { 'user-agent': IPHONE_SAFARI, 'x-forwarded-for': ip },
      });
    }
    await app().scanCapture.flush();
    const events = await eventsOf(database().db, dynamicId);
    expect(events.map((e) => e.city)).toEqual([null, null]);
    // The country database still places them.
    expect(events.map((e) => e.country).sort()).toEqual(['AU', 'US']);
    const res = await web.get(
      `/api/dynamic-qrcodes/${dynamicId}/analytics?from=2031-03-10&to=2031-03-10`,
    );
    expect((res.json() as CodeAnalytics).cities).toEqual({
      source: null,
      rows: [],
      otherScans: 0,
      unknownScans: 2,
    });
  });
});
