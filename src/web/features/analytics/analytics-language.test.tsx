// The analytics screens in the signed-in account's language (issue 42 item 3): the analytics
// page, the dashboard's overview and a code's analytics dialog, each shown under AppLanguage for
// a Spanish or German account, with their words from the app-analytics catalogue and their
// numbers, dates and country names in that language.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactNode } from 'react';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';
import { makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { AnalyticsOverview, AnalyticsPage, CodeAnalyticsDialogContent } from './index.js';
import {
  codeAnalyticsFixture,
  liveFixture,
  userAnalyticsFixture,
} from './testing/analytics-fixtures.js';
import {
  fakeAnalyticsServer,
  installResizeObserver,
  ok,
  type Handler,
} from './testing/fake-analytics-server.js';

vi.setConfig({ testTimeout: 60_000 });

const SUMMARY = '/api/dynamic-qrcodes/7/analytics';
const LIVE = '/api/dynamic-qrcodes/7/analytics/live';

beforeAll(installResizeObserver);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-30T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** `screen` signed in as an account whose language is `locale`, at `path`. */
function renderAs(
  locale: Locale,
  path: string,
  handlers: Record<string, Handler>,
  children: ReactNode,
) {
  const user = { ...makeUser('ana@example.com'), locale };
  fakeAnalyticsServer({ ...handlers, '/api/user': () => ok(user) });
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  const memory = memoryLocation({ path });
  render(
    <Providers client={client}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppLanguage>{children}</AppLanguage>
      </Router>
    </Providers>,
  );
}

describe('the analytics screens in the account’s language', () => {
  it('shows a code’s analytics page in Spanish', async () => {
    const data = codeAnalyticsFixture();
    data.comparison = {
      from: '2025-03-17T00:00:00.000Z',
      to: '2025-03-24T00:00:00.000Z',
      totals: { scans: 30, uniqueScanners: 22 },
    };
    renderAs(
      'es',
      '/analytics/codes/7?range=7d&compare=previous',
      { [SUMMARY]: () => ok(data), [LIVE]: () => ok(liveFixture(data)) },
      <AnalyticsPage target={{ kind: 'code', codeId: 7 }} />,
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Estadísticas: Poster spring' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('link', { name: /Mis códigos QR/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Comparar con el periodo anterior' })).toBeTruthy();
    const range = screen.getByRole('group', { name: 'Intervalo de fechas' });
    expect(within(range).getByRole('button', { name: 'Últimos 7 días' })).toBeTruthy();
    expect(within(range).getByRole('button', { name: 'Personalizado' })).toBeTruthy();
    const scans = screen.getByRole('group', { name: 'Escaneos' });
    expect(
      within(scans).getByText(/^\+7 \(\+23\s%\) frente a 30 en el periodo anterior$/),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Solicitudes filtradas' })).toBeTruthy();
    const countries = screen.getByRole('table', { name: 'Escaneos por país' });
    expect(
      within(countries).getByRole('button', { name: 'Filtrar por país: Alemania' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Día de la semana' })).toBeTruthy();
    expect(screen.getByText(/^Mostrando /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeTruthy();
    // No English left among the page's own words.
    expect(screen.queryByText('Scans per day')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Unique scanners' })).toBeNull();
  });

  it('shows the dashboard’s analytics overview in German', async () => {
    const data = userAnalyticsFixture();
    renderAs('de', '/', { '/api/user-analytics': () => ok(data) }, <AnalyticsOverview />);
    expect(await screen.findByRole('group', { name: 'QR-Codes insgesamt' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('heading', { level: 2, name: 'Statistiken' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Scans insgesamt' })).toBeTruthy();
    expect(screen.getByText('Scans Ihrer dynamischen Codes durch Menschen')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aktivität (letzte 30 Tage)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top statische Codes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top dynamische Codes' })).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Erstellungen und Downloads pro Tag, letzte 30 Tage' }),
    ).toBeTruthy();
    // Days in German ("30. März"), not English ("Mar 30").
    expect(screen.getAllByText(/30\. März/).length).toBeGreaterThan(0);
  });

  it('shows a code’s analytics dialog in German', async () => {
    const data = codeAnalyticsFixture();
    renderAs(
      'de',
      '/',
      { [SUMMARY]: () => ok(data), [LIVE]: () => ok(liveFixture(data)) },
      <CodeAnalyticsDialogContent codeId={7} codeName="Poster spring" />,
    );
    expect(await screen.findByRole('group', { name: 'Scans insgesamt' })).toBeTruthy();
    expect(screen.getByText(/^Scans von/)).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: 'Statistikseite öffnen (Filter, Vergleich, ein Link zum Teilen)',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Zeitraum' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Letzte 30 Tage' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Länder' })).toBeTruthy();
    const countries = screen.getByRole('table', { name: 'Scans nach Land' });
    expect(within(countries).getByText('Deutschland')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Scans nach Wochentag' })).toBeTruthy();
    expect(screen.getAllByText(/^Mo\.?$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'PDF exportieren' })).toBeTruthy();
  });
});
