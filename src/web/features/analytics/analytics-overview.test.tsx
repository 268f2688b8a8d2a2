import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_LIMITS } from '../../../contracts/analytics.js';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';
import { AnalyticsOverview } from './index.js';
import { emptyUserAnalytics, userAnalyticsFixture } from './testing/analytics-fixtures.js';
import {
  fakeAnalyticsServer,
  installResizeObserver,
  ok,
  serverError,
  type Handler,
} from './testing/fake-analytics-server.js';

const fmt = (n: number) => new Intl.NumberFormat().format(n);

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

function renderOverview(handler: Handler) {
  const server = fakeAnalyticsServer({ '/api/user-analytics': handler });
  render(
    <Providers client={createQueryClient()}>
      <AnalyticsOverview />
    </Providers>,
  );
  return server;
}

describe('AnalyticsOverview', () => {
  it('asks for the browser time zone and shows the totals and top codes', async () => {
    const data = userAnalyticsFixture();
    const server = renderOverview(() => ok(data));

    expect(await screen.findByRole('group', { name: 'Total QR Codes' })).toBeTruthy();
    const [request] = server.requestsTo('/api/user-analytics');
    expect(request!.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    const o = data.overview;
    for (const [label, value] of [
      ['Total QR Codes', o.totalQrCodes],
      ['Total Scans', o.totalScans],
      ['Downloads', o.totalDownloads],
      ['Generations', o.totalGenerations],
      ['Static Codes', o.staticQrCodes],
      ['Dynamic Codes', o.dynamicQrCodes],
    ] as const) {
      const card = screen.getByRole('group', { name: label });
      expect(within(card).getByText(fmt(value))).toBeTruthy();
    }

    const staticTable = screen.getByRole('table', { name: /top static codes/i });
    const staticRows = within(staticTable).getAllByRole('row').slice(1);
    expect(staticRows).toHaveLength(data.topPerformingQrCodes.length);
    data.topPerformingQrCodes.forEach((code, i) => {
      const cells = within(staticRows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells[0]).toBe(code.name || 'Untitled');
      expect(cells[2]).toBe(fmt(code.downloads));
      expect(cells[3]).toBe(fmt(code.generations));
    });

    const dynamicTable = screen.getByRole('table', { name: /top dynamic codes/i });
    const dynamicRows = within(dynamicTable).getAllByRole('row').slice(1);
    data.dynamicQrPerformance.forEach((code, i) => {
      const cells = within(dynamicRows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells).toEqual([code.name, fmt(code.scans)]);
    });
  });

  it('gives the activity chart and type mix a text alternative with every day and type', async () => {
    const data = userAnalyticsFixture();
    renderOverview(() => ok(data));

    const activity = await screen.findByRole('table', {
      name: /generations and downloads per day/i,
    });
    const rows = within(activity).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const sum = (col: number) =>
      rows.reduce((s, r) => s + Number(within(r).getAllByRole('cell')[col]!.textContent), 0);
    expect(sum(1)).toBe(data.recentActivity.reduce((s, d) => s + d.generations, 0));
    expect(sum(2)).toBe(data.recentActivity.reduce((s, d) => s + d.downloads, 0));

    const types = screen.getByRole('table', { name: /codes by type/i });
    for (const [type, count] of Object.entries(data.qrTypeDistribution)) {
      const label = type.charAt(0).toUpperCase() + type.slice(1);
      const row = within(types).getByText(label).closest('tr')!;
      expect(within(row).getByText(fmt(count))).toBeTruthy();
    }
  });

  it('does not poll: one request while it stays open, another when the tab regains focus', async () => {
    const server = renderOverview(() => ok(userAnalyticsFixture()));
    expect(await screen.findByRole('group', { name: 'Total QR Codes' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, ANALYTICS_LIMITS.livePollMs + 500));
    expect(server.requestsTo('/api/user-analytics')).toHaveLength(1);
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(server.requestsTo('/api/user-analytics')).toHaveLength(2));
  });

  it('tells a new user what to do when there is nothing to show', async () => {
    renderOverview(() => ok(emptyUserAnalytics()));
    expect(await screen.findByText('No analytics yet')).toBeTruthy();
    expect(screen.getByText(/Create your first QR code/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the spec error and loads again on Try Again', async () => {
    let fail = true;
    const server = renderOverview(() => (fail ? serverError() : ok(userAnalyticsFixture())));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load analytics data');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('group', { name: 'Total QR Codes' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requestsTo('/api/user-analytics')).toHaveLength(2);
  });
});
