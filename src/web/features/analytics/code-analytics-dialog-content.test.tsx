import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MESSAGES, type CodeAnalytics } from '../../../contracts/analytics.js';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';
import { CodeAnalyticsDialogContent } from './index.js';
import {
  codeAnalyticsFixture,
  liveFixture,
  unscannedCodeAnalytics,
} from './testing/analytics-fixtures.js';
import {
  fakeAnalyticsServer,
  installResizeObserver,
  ok,
  serverError,
  type Handler,
} from './testing/fake-analytics-server.js';

const CODE_ID = 7;
const SUMMARY = `/api/dynamic-qrcodes/${CODE_ID}/analytics`;
const LIVE = `/api/dynamic-qrcodes/${CODE_ID}/analytics/live`;
const NOW = new Date('2025-03-30T12:00:00Z');
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;
const fmt = (n: number) => new Intl.NumberFormat().format(n);

beforeAll(installResizeObserver);
beforeEach(() => {
  // Only the clock is fixed; timers stay real so polling and user events run normally.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog(
  summary: Handler,
  live: Handler = () => ok(liveFixture(codeAnalyticsFixture())),
) {
  const server = fakeAnalyticsServer({ [SUMMARY]: summary, [LIVE]: live });
  render(
    <Providers client={createQueryClient()}>
      <CodeAnalyticsDialogContent codeId={CODE_ID} codeName="Poster spring" />
    </Providers>,
  );
  return { server, user: userEvent.setup() };
}

const params = (url: URL) => Object.fromEntries(url.searchParams);

describe('CodeAnalyticsDialogContent', () => {
  it('shows scans per split destination with their shares, earlier variants last', async () => {
    const data = codeAnalyticsFixture();
    data.split = {
      variants: [
        { key: 'ka', destination: 'https://a.example.com/spring', weight: 70, scans: 21 },
        { key: 'kb', destination: 'https://b.example.com/spring', weight: 30, scans: 12 },
      ],
      earlierScans: 4,
    };
    renderDialog(() => ok(data));
    const table = await screen.findByRole('table', {
      name: 'Scans per split destination in this period',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['A', 'https://a.example.com/spring', '70%', fmt(21), '56.8%'],
      ['B', 'https://b.example.com/spring', '30%', fmt(12), '32.4%'],
      ['Earlier', 'Destinations no longer in the split', '–', fmt(4), '10.8%'],
    ]);
  });

  it('has no split panel for a code that never had a split', async () => {
    renderDialog(() => ok(codeAnalyticsFixture()));
    await screen.findByRole('group', { name: 'Scans' });
    expect(screen.queryByRole('heading', { name: 'Split (A/B test)' })).toBeNull();
  });

  it('loads the last 30 local days in the browser time zone, then each chosen preset', async () => {
    const { server, user } = renderDialog(() => ok(codeAnalyticsFixture()));
    await screen.findByRole('group', { name: 'Scans' });
    expect(params(server.requestsTo(SUMMARY)[0]!)).toEqual({
      from: '2025-03-01',
      to: '2025-03-30',
      tz: TZ,
    });

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(params(server.requestsTo(SUMMARY).at(-1)!)).toEqual({
      from: '2025-03-24',
      to: '2025-03-30',
      tz: TZ,
    });
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(params(server.requestsTo(SUMMARY).at(-1)!)).toMatchObject({ from: '2024-12-31' });

    await user.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    expect(params(server.requestsTo(SUMMARY).at(-1)!)).toEqual({
      from: '2025-03-29T12:00:00.000Z',
      to: '2025-03-30T12:00:00.000Z',
      tz: TZ,
    });
  });

  it('offers CSV and PDF exports of exactly the range on screen', async () => {
    const { server, user } = renderDialog(() => ok(codeAnalyticsFixture()));
    await screen.findByRole('group', { name: 'Scans' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await screen.findByRole('group', { name: 'Scans' });

    const shown = params(server.requestsTo(SUMMARY).at(-1)!);
    for (const [name, resource] of [
      ['Export CSV', 'analytics.csv'],
      ['Export PDF', 'analytics.pdf'],
    ]) {
      const link = screen.getByRole('link', { name });
      const href = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(href.pathname).toBe(`/api/dynamic-qrcodes/${CODE_ID}/${resource}`);
      expect(params(href)).toEqual(shown);
      expect(link.hasAttribute('download')).toBe(true);
    }
  });

  it('validates a custom range before asking for it', async () => {
    const { server, user } = renderDialog(() => ok(codeAnalyticsFixture()));
    await screen.findByRole('group', { name: 'Scans' });
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const before = server.requestsTo(SUMMARY).length;

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2025-03-20' } });
    fireEvent.change(to, { target: { value: '2025-03-10' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ANALYTICS_MESSAGES.rangeOrder);

    fireEvent.change(from, { target: { value: '2024-01-01' } });
    fireEvent.change(to, { target: { value: '2025-03-30' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(ANALYTICS_MESSAGES.rangeTooLong);
    expect(server.requestsTo(SUMMARY)).toHaveLength(before);

    fireEvent.change(from, { target: { value: '2025-02-10' } });
    fireEvent.change(to, { target: { value: '2025-03-10' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(params(server.requestsTo(SUMMARY).at(-1)!)).toEqual({
      from: '2025-02-10',
      to: '2025-03-10',
      tz: TZ,
    });
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(params(csv)).toMatchObject({ from: '2025-02-10', to: '2025-03-10' });
  });

  it('shows totals, countries with flags and names, breakdowns and the filtered bots', async () => {
    const data = codeAnalyticsFixture();
    renderDialog(() => ok(data));

    const scans = await screen.findByRole('group', { name: 'Scans' });
    expect(within(scans).getByText(fmt(data.totals.scans))).toBeTruthy();
    const unique = screen.getByRole('group', { name: 'Unique scanners' });
    expect(within(unique).getByText(fmt(data.totals.uniqueScanners))).toBeTruthy();
    const allTime = screen.getByRole('group', { name: 'All-time scans' });
    expect(within(allTime).getByText(fmt(data.code.totalScans))).toBeTruthy();

    const countries = screen.getByRole('table', { name: 'Scans by country' });
    const rows = within(countries).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    const germany = data.breakdowns.country.rows[0]!;
    expect(cells[0]).toEqual([
      '\u{1F1E9}\u{1F1EA}Germany',
      fmt(germany.scans),
      `${Math.round((germany.scans / data.totals.scans) * 100)}%`,
    ]);
    expect(cells[1]![0]).toBe('\u{1F1EF}\u{1F1F5}Japan');
    expect(cells[2]![0]).toContain('Unknown');
    expect(cells[3]![0]).toBe('Other countries');
    expect(cells[3]![1]).toBe(fmt(data.breakdowns.country.otherScans));

    // Cities beside the countries, with DB-IP's attribution.
    const cities = screen.getByRole('table', { name: 'Scans by city' });
    expect(within(cities).getByText(data.cities.rows[0]!.city)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'IP geolocation by DB-IP' })).toBeTruthy();

    const devices = screen.getByRole('table', { name: 'Scans by device type' });
    expect(within(devices).getByText('Mobile')).toBeTruthy();
    expect(within(devices).getByText(fmt(data.breakdowns.deviceType.rows[0]!.scans))).toBeTruthy();
    const referrers = screen.getByRole('table', { name: 'Scans by referrer' });
    expect(within(referrers).getByText('Direct (no referrer)')).toBeTruthy();
    expect(within(referrers).getByText('instagram.com')).toBeTruthy();

    const hours = screen.getByRole('table', { name: /hour of the day/ });
    expect(within(hours).getAllByRole('row')).toHaveLength(25);
    const nine = within(hours).getByText('09:00').closest('tr')!;
    expect(within(nine).getByText(fmt(data.breakdowns.hourOfDay[9]!))).toBeTruthy();
    const weekdays = screen.getByRole('table', { name: /day of the week/ });
    expect(within(weekdays).getAllByRole('row')).toHaveLength(8);

    const series = screen.getByRole('table', { name: /per day/ });
    expect(within(series).getAllByRole('row')).toHaveLength(data.series.length + 1);

    expect(
      screen.getByText(`${data.bots.total} bot and link-preview requests were not counted.`),
    ).toBeTruthy();
    expect(screen.getByText(`${data.bots.reasons[0]!.count} link previews`)).toBeTruthy();
    expect(screen.getByText(`${data.bots.reasons[1]!.count} HEAD requests`)).toBeTruthy();
  });

  it('tells the owner how to get the first scan', async () => {
    renderDialog(
      () => ok(unscannedCodeAnalytics()),
      () => ok(liveFixture(unscannedCodeAnalytics())),
    );
    expect(await screen.findByText('No scans yet.')).toBeTruthy();
    expect(
      screen.getByText('Print your code or open its short link to record the first scan.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Scans by country' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows the spec error and loads again on Try Again', async () => {
    let fail = true;
    const { server, user } = renderDialog(() =>
      fail ? serverError() : ok(codeAnalyticsFixture()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ANALYTICS_MESSAGES.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: ANALYTICS_MESSAGES.tryAgain }));
    expect(await screen.findByRole('group', { name: 'Scans' })).toBeTruthy();
    expect(server.requestsTo(SUMMARY)).toHaveLength(2);
  });

  it('shows a new scan within 5 seconds while open', { timeout: 10_000 }, async () => {
    let current: CodeAnalytics = codeAnalyticsFixture();
    renderDialog(
      () => ok(current),
      () => ok(liveFixture(current)),
    );
    const allTime = await screen.findByRole('group', { name: 'All-time scans' });
    expect(within(allTime).getByText(fmt(current.code.totalScans))).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();

    // A scan arrives on the server.
    current = {
      ...current,
      code: { ...current.code, totalScans: current.code.totalScans + 1 },
      totals: { ...current.totals, scans: current.totals.scans + 1 },
    };
    const started = performance.now();
    const scans = screen.getByRole('group', { name: 'Scans' });
    expect(
      await within(scans).findByText(fmt(current.totals.scans), undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
