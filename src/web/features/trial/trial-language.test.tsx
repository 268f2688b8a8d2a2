// The dashboard's plan banners in the account's language (issue 42): for a German account the
// payment-due, trial and limit banners, the trial offer they hold and its dates are German (the
// offer itself, shown on public pages too, is the site's: trial-billing-language.test.tsx), and
// the English catalogue says what the contract says.
import '../../test-utils/jsdom-shims.js';
import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.js';
import { DYNAMIC_MESSAGES, type TrialStatus } from '../../../contracts/dynamic-codes.js';
import { messages as english } from '../../../contracts/i18n/catalogues/app-trial/en.js';
import { createTranslator, type Catalogues } from '../../../contracts/i18n/format.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import {
  createDashboardFakeApi,
  freeTrialStatus,
  type DashboardFakeApi,
} from '../dashboard/testing/fake-dashboard-api.js';
import { TrialBanners } from './trial-banners.js';
import { trialDate } from './trial-offer.js';
import { useTrialStatus } from './trial-status.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const JONAS: PublicUser = { ...makeUser('jonas@example.com'), locale: 'de' };

/** The dashboard's fake API, the session being Jonas's German account. */
function serve(trial: TrialStatus): DashboardFakeApi {
  const api = createDashboardFakeApi({ signedInAs: 'jonas@example.com', trial });
  const inner = api.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/user' ? Promise.resolve(json(200, JONAS)) : inner(input, init),
    ),
  );
  return api;
}

/** The banners as the dashboard shows them, with the status they read. */
function Banners() {
  const { status } = useTrialStatus();
  return <TrialBanners status={status} />;
}

function showInGerman(ui: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, JONAS);
  render(
    <Providers client={client}>
      <AppLanguage>{ui}</AppLanguage>
    </Providers>,
  );
  return { client, person: userEvent.setup() };
}

describe('the trial catalogue', () => {
  it('says the limit in English as contracts/dynamic-codes.ts does, word for word', () => {
    const { t } = createTranslator(
      { en: english, es: english, de: english, fr: english, pt: english } as Catalogues<
        keyof typeof english
      >,
      'en',
    );
    expect(t('limit.title')).toBe(DYNAMIC_MESSAGES.limitReachedTitle);
    for (const limit of [1, 12, 1500]) {
      expect(t('limit.reached', { limit })).toBe(DYNAMIC_MESSAGES.limitReached(limit));
    }
  });
});

describe('the trial banners in the account’s language', () => {
  it('counts the days of a running trial in German, with a German date', async () => {
    const ends = '2026-12-02T11:40:00.000Z';
    serve(
      freeTrialStatus({ isActive: true, daysRemaining: 2, dynamicQRLimit: 12, trialEndsAt: ends }),
    );
    showInGerman(<Banners />);
    const banner = await screen.findByRole('region', { name: 'Kostenlose Testphase' }, LOAD);
    expect(within(banner).getByText('Noch 2 Tage in Ihrer kostenlosen Testphase')).toBeTruthy();
    expect(banner.textContent).toContain(`Sie endet am ${trialDate(ends, 'de')}.`);
    expect(trialDate(ends, 'de')).toMatch(/^\d{1,2}\. Dezember 2026 um \d{1,2}:\d{2}$/);
    expect(within(banner).getByRole('link', { name: 'Jetzt upgraden' }).getAttribute('href')).toBe(
      '/subscribe',
    );
  });

  it('asks in German to fix the card of a past_due subscription', async () => {
    serve(freeTrialStatus({ subscriptionStatus: 'past_due', dynamicQRLimit: null }));
    showInGerman(<Banners />);
    const banner = await screen.findByRole('region', { name: 'Zahlung fällig' }, LOAD);
    expect(banner.textContent).toContain('Ihre letzte Premium-Zahlung ist fehlgeschlagen.');
    expect(within(banner).getByRole('link', { name: 'Karte aktualisieren' })).toBeTruthy();
  });

  it('says the limit in German and starts the trial from its German offer', async () => {
    serve(freeTrialStatus({ dynamicQRUsed: 1, dynamicQRLimit: 1, canCreateDynamicQR: false }));
    const { person } = showInGerman(<Banners />);
    const banner = await screen.findByRole(
      'region',
      { name: 'Limit für dynamische QR-Codes erreicht' },
      LOAD,
    );
    expect(banner.textContent).toContain(
      'Sie haben Ihr Limit von 1 dynamischen QR-Code erreicht. Upgraden Sie, um weitere zu erstellen.',
    );
    expect(banner.textContent).toContain('Ihre vorhandenen Codes funktionieren weiter');
    expect(within(banner).getByRole('link', { name: 'Upgraden' })).toBeTruthy();
    const offer = within(banner).getByRole('region', { name: 'Ihre kostenlose Testphase starten' });
    expect(offer.textContent).toContain('bis zu 12 dynamische Codes (statt 1)');
    expect(offer.textContent).toMatch(/Jetzt gestartet, endet sie am \d{1,2}\. \p{L}+ \d{4} um /u);
    await person.click(within(offer).getByRole('button', { name: 'Kostenlose Testphase starten' }));
    const running = await screen.findByRole('region', { name: 'Kostenlose Testphase' }, LOAD);
    expect(within(running).getByText('Noch 3 Tage in Ihrer kostenlosen Testphase')).toBeTruthy();
  });
});
