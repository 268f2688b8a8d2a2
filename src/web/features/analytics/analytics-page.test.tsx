import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';
import { AnalyticsPage } from './index.js';
import type { AnalyticsTarget } from './page-url.js';
import { ANALYTICS_MESSAGES } from '../../../contracts/analytics.js';
import {
  codeAnalyticsFixture,
  liveFixture,
  scopeAnalyticsFixture,
  unscannedCodeAnalytics,
} from './testing/analytics-fixtures.js';
import {
  fakeAnalyticsServer,
  installResizeObserver,
  ok,
  serverError,
  type Handler,
} from './testing/fake-analytics-server.js';

const SUMMARY = '/api/dynamic-qrcodes/7/analytics';
const LIVE = '/api/dynamic-qrcodes/7/analytics/live';
const NOW = new Date('2025-03-30T12:00:00Z');
const CODE: AnalyticsTarget = { kind: 'code', codeId: 7 };

beforeAll(installResizeObserver);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(target: AnalyticsTarget, path: string, handlers: Record<string, Handler>) {
  const server = fakeAnalyticsServer(handlers);
  const memory = memoryLocation({ path, record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AnalyticsPage target={target} />
      </Router>
    </Providers>,
  );
  return { server, memory, user: userEvent.setup() };
}

const stat = (label: string) => screen.getByRole('group', { name: label });

describe('AnalyticsPage (a code)', () => {
  it(
    'asks for the period, comparison and filters of its URL and shows the deltas',
    { timeout: 60_000 },
    async () => {
      const data = codeAnalyticsFixture();
      data.comparison = {
        from: '2025-03-17T00:00:00.000Z',
        to: '2025-03-24T00:00:00.000Z',
        totals: { scans: 30, uniqueScanners: 22 },
      };
      data.filters = [{ dimension: 'device', values: ['mobile'] }];
      const { server } = renderPage(
        CODE,
        '/analytics/codes/7?range=7d&compare=previous&device=mobile',
        {
          [SUMMARY]: () => ok(data),
          [LIVE]: () => ok(liveFixture(data)),
        },
      );
      expect(
        // The first render of the file also loads the charts: a generous wait on a busy machine.
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Analytics: Poster spring' },
          { timeout: 15_000 },
        ),
      ).toBeTruthy();
      const [asked] = server.requestsTo(SUMMARY);
      expect(asked!.searchParams.get('from')).toBe('2025-03-24');
      expect(asked!.searchParams.get('to')).toBe('2025-03-30');
      expect(asked!.searchParams.get('compare')).toBe('previous');
      expect(asked!.searchParams.getAll('device')).toEqual(['mobile']);
      // 37 scans against 30 before; 20 unique scanners against 22.
      expect(
        within(stat('Scans')).getByText('+7 (+23%) vs 30 in the previous period'),
      ).toBeTruthy();
      expect(
        within(stat('Unique scanners')).getByText('−2 (−9%) vs 22 in the previous period'),
      ).toBeTruthy();
      const compare = screen.getByRole('checkbox', { name: 'Compare with the previous period' });
      expect((compare as HTMLInputElement).checked).toBe(true);
      expect(screen.getByRole('button', { name: 'Remove filter Device: Mobile' })).toBeTruthy();
    },
  );

  it(
    'filters everything by a clicked country and removes the filter from its chip',
    { timeout: 60_000 },
    async () => {
      const { server, memory, user } = renderPage(CODE, '/analytics/codes/7', {
        [SUMMARY]: () => ok(codeAnalyticsFixture()),
        [LIVE]: () => ok(liveFixture(codeAnalyticsFixture())),
      });
      const countries = await screen.findByRole('table', { name: 'Scans by country' });
      await user.click(
        within(countries).getByRole('button', { name: 'Filter by country: Germany' }),
      );
      expect(memory.history?.at(-1)).toBe('/analytics/codes/7?country=DE');
      const chip = await screen.findByRole('button', { name: 'Remove filter Country: Germany' });
      expect(server.requestsTo(SUMMARY).at(-1)!.searchParams.getAll('country')).toEqual(['DE']);
      // The unknown country filters by the empty value; a second dimension adds to the first.
      await user.click(
        within(countries).getByRole('button', { name: 'Filter by country: Unknown' }),
      );
      expect(memory.history?.at(-1)).toBe('/analytics/codes/7?country=DE&country=');
      await user.click(
        within(screen.getByRole('table', { name: 'Scans by device' })).getByRole('button', {
          name: 'Filter by device: Desktop',
        }),
      );
      expect(memory.history?.at(-1)).toBe('/analytics/codes/7?country=DE&country=&device=desktop');
      // Keyboard: the chip is a button reached and pressed like any other.
      chip.focus();
      await user.keyboard('{Enter}');
      expect(memory.history?.at(-1)).toBe('/analytics/codes/7?country=&device=desktop');
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(memory.history?.at(-1)).toBe('/analytics/codes/7');
    },
  );

  it('keeps the comparison and the range in the URL', async () => {
    const { memory, user } = renderPage(CODE, '/analytics/codes/7?country=DE', {
      [SUMMARY]: () => ok(codeAnalyticsFixture()),
      [LIVE]: () => ok(liveFixture(codeAnalyticsFixture())),
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Compare with the previous period' }),
    );
    expect(memory.history?.at(-1)).toBe('/analytics/codes/7?compare=previous&country=DE');
    await user.click(screen.getByRole('button', { name: /Last 7 days|7 d/ }));
    expect(memory.history?.at(-1)).toBe('/analytics/codes/7?range=7d&compare=previous&country=DE');
  });

  it('says when no scan matches the filters', async () => {
    const empty = unscannedCodeAnalytics();
    renderPage(CODE, '/analytics/codes/7?os=iOS', {
      [SUMMARY]: () => ok(empty),
      [LIVE]: () => ok(liveFixture(empty)),
    });
    expect(await screen.findByText('No scans match these filters in this period.')).toBeTruthy();
  });

  it('says there are no scans yet in this period without filters', async () => {
    const empty = unscannedCodeAnalytics();
    renderPage(CODE, '/analytics/codes/7', {
      [SUMMARY]: () => ok(empty),
      [LIVE]: () => ok(liveFixture(empty)),
    });
    expect(await screen.findByText('No scans yet in this period.')).toBeTruthy();
  });

  it('shows the error with Try Again, which loads again', async () => {
    let fail = true;
    const { user } = renderPage(CODE, '/analytics/codes/7', {
      [SUMMARY]: () => (fail ? serverError() : ok(codeAnalyticsFixture())),
      [LIVE]: () => ok(liveFixture(codeAnalyticsFixture())),
    });
    expect(await screen.findByText('Failed to load analytics data')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Scans' })).toBeTruthy();
  });

  it('answers a code it cannot find with a way back', async () => {
    renderPage(CODE, '/analytics/codes/7', {
      [SUMMARY]: () => ({ status: 404, body: { message: 'QR code not found', code: 'NOT_FOUND' } }),
      [LIVE]: () => ({ status: 404, body: { message: 'QR code not found', code: 'NOT_FOUND' } }),
    });
    expect(await screen.findByText('This code is not in this workspace.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your codes' })).toBeTruthy();
  });

  it('filters by a clicked city, credits the city data, and names the city on its chip', async () => {
    const { server, memory, user } = renderPage(CODE, '/analytics/codes/7', {
      [SUMMARY]: () => ok(codeAnalyticsFixture()),
      [LIVE]: () => ok(liveFixture(codeAnalyticsFixture())),
    });
    const cities = await screen.findByRole('table', { name: 'Scans by city' });
    expect(screen.getByRole('link', { name: 'IP geolocation by DB-IP' })).toBeTruthy();
    await user.click(
      within(cities).getByRole('button', { name: 'Filter by city: Munich, Bavaria, DE' }),
    );
    expect(memory.history?.at(-1)).toBe('/analytics/codes/7?city=DE%7CBavaria%7CMunich');
    expect(server.requestsTo(SUMMARY).at(-1)!.searchParams.getAll('city')).toEqual([
      'DE|Bavaria|Munich',
    ]);
    expect(
      await screen.findByRole('button', { name: 'Remove filter City: Munich, Bavaria, DE' }),
    ).toBeTruthy();
    await user.click(
      within(cities).getByRole('button', { name: 'Filter by city: City not known' }),
    );
    expect(memory.history?.at(-1)).toBe('/analytics/codes/7?city=DE%7CBavaria%7CMunich&city=');
  });

  it('says city analytics are off without a city database, with no rows to click', async () => {
    const data = codeAnalyticsFixture();
    data.cities = { source: null, rows: [], otherScans: 0, unknownScans: 0 };
    renderPage(CODE, '/analytics/codes/7', {
      [SUMMARY]: () => ok(data),
      [LIVE]: () => ok(liveFixture(data)),
    });
    await screen.findByRole('table', { name: 'Scans by country' });
    expect(screen.getByText(ANALYTICS_MESSAGES.citiesOff)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Scans by city' })).toBeNull();
  });

  it('filters by a split variant', async () => {
    const data = codeAnalyticsFixture();
    data.split = {
      variants: [
        { key: 'ka', destination: 'https://a.example.com', weight: 70, scans: 25 },
        { key: 'kb', destination: 'https://b.example.com', weight: 30, scans: 12 },
      ],
      earlierScans: 0,
    };
    const { memory, user } = renderPage(CODE, '/analytics/codes/7', {
      [SUMMARY]: () => ok(data),
      [LIVE]: () => ok(liveFixture(data)),
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Filter by split variant: B · https://b.example.com (30%)',
      }),
    );
    expect(memory.history?.at(-1)).toBe('/analytics/codes/7?variant=kb');
    expect(
      await screen.findByRole('button', {
        name: 'Remove filter Split variant: B · https://b.example.com',
      }),
    ).toBeTruthy();
  });
});

describe('AnalyticsPage (the workspace)', () => {
  it('scopes to a folder or tag from its picker and links each code to its page', async () => {
    const { server, memory, user } = renderPage({ kind: 'workspace' }, '/analytics?country=DE', {
      '/api/analytics': () => ok(scopeAnalyticsFixture()),
      '/api/folders': () => ok([{ id: 3, name: 'Stores', codeCount: 1 }]),
      '/api/tags': () => ok([{ id: 5, name: 'promo', colour: 'blue', codeCount: 2 }]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(within(await screen.findByRole('group', { name: 'Codes' })).getByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Analytics of Flyer' }).getAttribute('href')).toBe(
      '/analytics/codes/9?country=DE',
    );
    const picker = screen.getByRole('combobox', { name: 'Codes' });
    await screen.findByRole('option', { name: 'Folder: Stores' });
    await user.selectOptions(picker, 'folder:3');
    expect(memory.history?.at(-1)).toBe('/analytics?folder=3&country=DE');
    expect(server.requestsTo('/api/analytics').at(-1)!.searchParams.get('folderId')).toBe('3');
    await user.selectOptions(picker, 'tag:promo');
    expect(memory.history?.at(-1)).toBe('/analytics?tag=promo&country=DE');
    expect(server.requestsTo('/api/analytics').at(-1)!.searchParams.get('tag')).toBe('promo');
    expect(server.requestsTo('/api/analytics').at(-1)!.searchParams.get('folderId')).toBeNull();
  });
});
