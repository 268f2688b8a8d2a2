import '../../test-utils/jsdom-shims.js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatPlanPrice, PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { renderApp } from '../../test-utils/render-app.js';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messages as english } from '../../../contracts/i18n/catalogues/site-subscribe/en.js';
import { AppRoutes } from '../../app/app-routes.js';
import { Providers } from '../../app/providers.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { createQueryClient } from '../../lib/query-client.js';
import { PER_WORKSPACE_PRICING } from '../workspaces/index.js';
import {
  createBillingFakeApi,
  PAYMENTS_OFF_PLAN,
  PREMIUM_PLAN,
} from '../payments/testing/fake-billing-api.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

function openSubscribe(query: string, api: ReturnType<typeof createBillingFakeApi>) {
  window.history.replaceState({}, '', `/subscribe${query}`);
  return renderApp(`/subscribe${query}`, api);
}

describe('/subscribe', () => {
  it("compares Free and Premium from the real limits, at Stripe's price", async () => {
    const api = createBillingFakeApi({
      plan: {
        ...PREMIUM_PLAN,
        premium: { amount: 1000, currency: 'usd', interval: 'month', intervalCount: 1 },
      },
    });
    openSubscribe('', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText(/3-day free trial/)).toBeTruthy();
    const free = await screen.findByRole('article', { name: 'Free' }, LOAD);
    expect(within(free).getByText(/^1 dynamic QR code/)).toBeTruthy();
    expect(within(free).getByText('20 saved QR codes')).toBeTruthy();
    expect(within(free).getByText(/for 100 scans per code each month/)).toBeTruthy();
    const premium = screen.getByRole('article', { name: 'Premium' });
    // The amount is whatever the Price says: here $10.00, not a constant in the page.
    expect(within(premium).getByTestId('premium-price').textContent).toBe('$10.00/month');
    expect(within(premium).getByText('Unlimited dynamic QR codes')).toBeTruthy();
    // Signed out: the way to upgrade is an account first.
    expect(
      within(premium)
        .getByRole('link', { name: 'Create an account to upgrade' })
        .getAttribute('href'),
    ).toBe('/register');
  });

  it('says plainly that payments are off when Stripe is not configured', async () => {
    openSubscribe(
      '',
      createBillingFakeApi({ signedInAs: 'ann@example.com', plan: PAYMENTS_OFF_PLAN }),
    );
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentsOff, {}, LOAD)).toBeTruthy();
    const premium = await screen.findByRole('article', { name: 'Premium' }, LOAD);
    expect(within(premium).getByTestId('premium-price').textContent).toBe('Not on sale');
    expect(within(premium).queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('back from Checkout: "still processing" until the server reports Premium', async () => {
    const api = createBillingFakeApi({ signedInAs: 'ann@example.com' });
    openSubscribe('?checkout=success&session_id=cs_test_1', api);
    expect(await screen.findByText(/Still processing/, {}, LOAD)).toBeTruthy();
    expect(screen.queryByText('Welcome to Premium!')).toBeNull();
    // The webhook arrives: the next poll of /api/trial-status sees Premium.
    api.trial = { ...api.trial, subscriptionStatus: 'active', dynamicQRLimit: null };
    expect(await screen.findByText('Welcome to Premium!', {}, { timeout: 10_000 })).toBeTruthy();
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('Your plan: Premium')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('a canceled Checkout says nothing was charged; a past_due plan asks to fix the card', async () => {
    const api = createBillingFakeApi({
      signedInAs: 'ann@example.com',
      trial: { subscriptionStatus: 'past_due', dynamicQRLimit: null },
    });
    openSubscribe('?checkout=canceled', api);
    expect(
      await screen.findByText('Checkout was canceled. You have not been charged.', {}, LOAD),
    ).toBeTruthy();
    const due = await screen.findByRole('region', { name: 'Payment due' }, LOAD);
    expect(within(due).getByRole('button', { name: 'Update card' })).toBeTruthy();
  });

  it("embeds Stripe's pricing table for the user's own Stripe customer when one is configured", async () => {
    const api = createBillingFakeApi({
      signedInAs: 'ann@example.com',
      plan: { ...PREMIUM_PLAN, pricingTableId: 'prctbl_123' },
    });
    const { container } = openSubscribe('', api);
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' }, LOAD);
    await vi.waitFor(
      () => expect(container.querySelector('stripe-pricing-table')).not.toBeNull(),
      LOAD,
    );
    const table = container.querySelector('stripe-pricing-table') as Element;
    expect(table.getAttribute('pricing-table-id')).toBe('prctbl_123');
    expect(table.getAttribute('publishable-key')).toBe('pk_test_component');
    // The Customer Session the server made for this user's customer (its e-mail prefilled).
    expect(table.getAttribute('customer-session-client-secret')).toBe('cuss_secret_component');
    expect(table.getAttribute('client-reference-id')).toBe('1');
    expect(api.requests.filter((r) => r.url === '/api/billing/pricing-table-session')).toHaveLength(
      1,
    );
    expect(
      document.querySelector('script[src="https://js.stripe.com/v3/pricing-table.js"]'),
    ).not.toBeNull();
    expect(screen.queryByRole('article', { name: 'Premium' })).toBeNull();
  });

  it("shows visitors and subscribers our table, not Stripe's, even with one configured", async () => {
    const visitor = createBillingFakeApi({
      plan: { ...PREMIUM_PLAN, pricingTableId: 'prctbl_123' },
    });
    const first = openSubscribe('', visitor);
    const premium = await screen.findByRole('article', { name: 'Premium' }, LOAD);
    expect(
      within(premium).getByRole('link', { name: 'Create an account to upgrade' }),
    ).toBeTruthy();
    expect(first.container.querySelector('stripe-pricing-table')).toBeNull();
    first.unmount();

    const subscriber = createBillingFakeApi({
      signedInAs: 'ann@example.com',
      plan: { ...PREMIUM_PLAN, pricingTableId: 'prctbl_123' },
      trial: { subscriptionStatus: 'active', dynamicQRLimit: null },
    });
    const second = openSubscribe('', subscriber);
    const mine = await screen.findByRole('article', { name: 'Premium' }, LOAD);
    expect(
      await within(mine).findByRole('button', { name: 'Manage subscription' }, LOAD),
    ).toBeTruthy();
    expect(second.container.querySelector('stripe-pricing-table')).toBeNull();
    expect(
      subscriber.requests.filter((r) => r.url === '/api/billing/pricing-table-session'),
    ).toHaveLength(0);
  });

  it('opens the Subscription Management dialog from the page (spec 001 §2, issue 14)', async () => {
    const api = createBillingFakeApi({ signedInAs: 'ann@example.com' });
    api.hold('/api/billing/checkout');
    openSubscribe('', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'My subscription' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription Management' }, LOAD);
    expect(await within(dialog).findByText('Free', { exact: true }, LOAD)).toBeTruthy();
    expect(within(dialog).getByText('$9.99/month')).toBeTruthy();
    // Already on /subscribe: no link back to it.
    expect(within(dialog).queryByRole('link', { name: 'Compare plans' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Redirecting...' }, LOAD),
    ).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/billing/checkout' }),
    ]);
  });

  it('offers no subscription dialog to a signed-out visitor', async () => {
    openSubscribe('', createBillingFakeApi());
    await screen.findByRole('article', { name: 'Premium' }, LOAD);
    expect(screen.queryByRole('button', { name: 'My subscription' })).toBeNull();
  });
});

describe('/subscribe in other languages (issue 42)', () => {
  it('keeps the English texts of the spec and payments word for word', () => {
    expect(english['page.title']).toBe('Choose Your Plan');
    expect(english['page.perWorkspace']).toBe(PER_WORKSPACE_PRICING);
    expect(english['plans.paymentsOff']).toBe(PAYMENT_MESSAGES.paymentsOff);
    expect(english['plans.priceMissing']).toBe(PAYMENT_MESSAGES.priceMissing);
    // The price is drawn from the catalogue in English too (so the pseudo-locale marks it):
    // it reads as payments' formatPlanPrice does, for one interval and for several.
    const english$ = new IntlMessageFormat(english['price.interval'], 'en');
    expect(english$.format({ amount: '$9.99', interval: 'month' })).toBe(
      formatPlanPrice({ amount: 999, currency: 'usd', interval: 'month', intervalCount: 1 }),
    );
    const every = new IntlMessageFormat(english['price.intervalCount'], 'en');
    expect(every.format({ amount: '$25.00', count: 3, interval: 'month' })).toBe(
      formatPlanPrice({ amount: 2500, currency: 'usd', interval: 'month', intervalCount: 3 }),
    );
  });

  it('/es/subscribe compares the plans in Spanish, the price in its format', async () => {
    const api = createBillingFakeApi({
      plan: {
        ...PREMIUM_PLAN,
        premium: { amount: 1000, currency: 'usd', interval: 'month', intervalCount: 1 },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const bundle = await loadSiteBundle('es');
    const { hook } = memoryLocation({ path: '/es/subscribe' });
    render(
      <I18nProvider value={{ locale: 'es', bundle }}>
        <Providers client={createQueryClient()}>
          <Router hook={hook}>
            <AppRoutes />
          </Router>
        </Providers>
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elige tu plan' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText(/prueba gratuita de 3 días/)).toBeTruthy();
    const free = await screen.findByRole('article', { name: 'Gratuito' }, LOAD);
    expect(within(free).getByText(/^1 código QR dinámico \(/)).toBeTruthy();
    expect(within(free).getByText('20 códigos QR guardados')).toBeTruthy();
    const premium = screen.getByRole('article', { name: 'Premium' });
    const price = new Intl.NumberFormat('es', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(10);
    expect(within(premium).getByTestId('premium-price').textContent).toBe(`${price}/mes`);
    const register = within(premium).getByRole('link', {
      name: 'Crea una cuenta para mejorar tu plan',
    });
    // The sign-up page is the app's, in the visitor's language: its link claims none.
    expect(register.getAttribute('href')).toBe('/register');
    expect(register.getAttribute('hreflang')).toBeNull();
  });
});
