// The Subscription Management dialog and the billing toasts in the page's language (issue 42):
// the header's menu opens the dialog on public pages too, outside AppLanguage, so it reads the
// site's billing messages. On a German page: its title, plan names, Premium's price in German
// format, its buttons, the trial offer it holds and a failed redirect's toast are German; the
// English catalogue reads as the contracts and workspaces say, word for word.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, type Catalogues } from '../../../contracts/i18n/format.js';
import { messages as english } from '../../../contracts/i18n/catalogues/site-billing/en.js';
import { formatPlanPrice, PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { showMessagesIn } from '../../lib/i18n/localize-message.js';
import { createQueryClient } from '../../lib/query-client.js';
import { PER_WORKSPACE_PRICING } from '../workspaces/index.js';
import { planLabel, planPrice } from './billing-api.js';
import { SubscriptionDialog } from './subscription-dialog.js';
import {
  createBillingFakeApi,
  PAYMENTS_OFF_PLAN,
  type BillingFakeApi,
} from './testing/fake-billing-api.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

const german = await loadSiteBundle('de');

beforeEach(() => {
  showMessagesIn({ locale: 'de', catalogue: german.contract });
});

afterEach(() => {
  act(() => dismissToast());
  showMessagesIn(null);
  vi.unstubAllGlobals();
});

function openOnGermanPage(api: BillingFakeApi) {
  vi.stubGlobal('fetch', api.fetch);
  render(
    <I18nProvider value={{ locale: 'de', bundle: german }}>
      <Providers client={createQueryClient()}>
        <SubscriptionDialog open onOpenChange={() => {}} />
      </Providers>
    </I18nProvider>,
  );
  return userEvent.setup();
}

/** "9,99 $" as German writes US dollars. */
const euroStyle = (amount: number) =>
  new Intl.NumberFormat('de', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

describe('the billing catalogue in English', () => {
  const { t } = createTranslator(
    { en: english, es: english, de: english, fr: english, pt: english } as Catalogues<
      keyof typeof english
    >,
    'en',
  );

  it('says the per-workspace pricing and the prices as before, word for word', () => {
    expect(english['dialog.perWorkspace']).toBe(PER_WORKSPACE_PRICING);
    for (const premium of [
      { amount: 999, currency: 'usd', interval: 'month', intervalCount: 1 },
      { amount: 9900, currency: 'usd', interval: 'month', intervalCount: 12 },
      { amount: 2500, currency: 'eur', interval: 'year', intervalCount: 2 },
    ]) {
      expect(planPrice(premium, 'en', t)).toBe(formatPlanPrice(premium));
    }
  });

  it('names the plans as before', () => {
    const name = (subscriptionStatus: string, isActive = false) =>
      t(planLabel({ subscriptionStatus, isActive }));
    expect(name('active')).toBe('Premium');
    expect(name('past_due')).toBe('Premium (payment due)');
    expect(name('free', true)).toBe('Free trial');
    expect(name('free')).toBe('Free');
  });
});

describe('the Subscription Management dialog on a German page', () => {
  it('shows a free account’s plan, the price and the trial offer in German; Upgrade starts Checkout', async () => {
    const api = createBillingFakeApi({ signedInAs: 'jonas@example.com' });
    api.hold('/api/billing/checkout');
    const person = openOnGermanPage(api);
    const dialog = await screen.findByRole('dialog', { name: 'Abonnementverwaltung' }, LOAD);
    expect(await within(dialog).findByText('Kostenlos', { exact: true }, LOAD)).toBeTruthy();
    expect(within(dialog).getByText('Aktueller Tarif')).toBeTruthy();
    // The matcher would not normalize the no-break space of "9,99 $": compared as text.
    expect(dialog.textContent).toContain(`Premium${euroStyle(9.99)}/Monat`);
    expect(dialog.textContent).toContain('Premium wird pro Arbeitsbereich berechnet');
    expect(
      within(dialog).getByRole('region', { name: 'Ihre kostenlose Testphase starten' }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Tarife vergleichen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Dialog schließen' })).toBeTruthy();
    await person.click(within(dialog).getByRole('button', { name: 'Auf Premium upgraden' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Weiterleitung...' }, LOAD),
    ).toBeTruthy();
  });

  it('asks a past_due subscriber in German to fix the card', async () => {
    openOnGermanPage(
      createBillingFakeApi({
        signedInAs: 'jonas@example.com',
        trial: { subscriptionStatus: 'past_due', dynamicQRLimit: null },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abonnementverwaltung' }, LOAD);
    expect(await within(dialog).findByText('Premium (Zahlung fällig)', {}, LOAD)).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Ihre letzte Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Karte unter „Abonnement verwalten“, um Premium zu behalten.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abonnement verwalten' })).toBeTruthy();
  });

  it('says in German that payments are off (the contract’s message)', async () => {
    openOnGermanPage(
      createBillingFakeApi({ signedInAs: 'jonas@example.com', plan: PAYMENTS_OFF_PLAN }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abonnementverwaltung' }, LOAD);
    expect(
      await within(dialog).findByText(
        'Zahlungen sind auf diesem Server ausgeschaltet (Stripe ist nicht eingerichtet).',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(PAYMENT_MESSAGES.paymentsOff)).toBeNull();
  });

  it('titles a failed Checkout in German, with the German fallback reason', async () => {
    const api = createBillingFakeApi({ signedInAs: 'jonas@example.com' });
    api.failNext('POST', '/api/billing/checkout', 502);
    const person = openOnGermanPage(api);
    const dialog = await screen.findByRole('dialog', { name: 'Abonnementverwaltung' }, LOAD);
    await person.click(
      await within(dialog).findByRole('button', { name: 'Auf Premium upgraden' }, LOAD),
    );
    expect(await screen.findByText('Upgrade nicht gestartet', {}, LOAD)).toBeTruthy();
    expect(
      screen.getByText('Stripe war nicht erreichbar. Bitte versuchen Sie es erneut.'),
    ).toBeTruthy();
  });
});
