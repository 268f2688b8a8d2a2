import '../../test-utils/jsdom-shims.js';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '../../../contracts/payments.js';
import { createFakeApi, type FakeApi } from '../../test-utils/fake-api.js';
import { renderApp } from '../../test-utils/render-app.js';

const LOAD = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
});

/** The app's fake API plus GET /api/payment-status answering `status`. */
function withPaymentStatus(status: PaymentStatus): FakeApi & { statusCalls: string[] } {
  const base = createFakeApi();
  const statusCalls: string[] = [];
  return {
    ...base,
    statusCalls,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/payment-status')) {
        statusCalls.push(url);
        return new Response(JSON.stringify(status), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return base.fetch(input, init);
    }) as typeof fetch,
  };
}

function openAt(query: string, api: FakeApi) {
  window.history.replaceState({}, '', `/payment-success${query}`);
  return renderApp(`/payment-success${query}`, api);
}

describe('/payment-success', () => {
  it("says Payment Successful! only when the server reports Stripe's succeeded status", async () => {
    const api = withPaymentStatus({
      status: 'succeeded',
      productName: 'Oat latte',
      amount: 1250,
      currency: 'usd',
    });
    openAt('?payment_intent=pi_abc&payment_intent_client_secret=pi_abc_secret_x', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText(/Oat latte: \$12\.50 paid/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(api.statusCalls[0]).toContain('payment_intent=pi_abc');
    expect(api.statusCalls[0]).toContain('payment_intent_client_secret=pi_abc_secret_x');
  });

  it('does not claim success for an unpaid intent, whatever the query string says', async () => {
    const api = withPaymentStatus({
      status: 'requires_payment_method',
      productName: 'Oat latte',
      amount: 1250,
      currency: 'usd',
    });
    openAt(
      '?payment_intent=pi_abc&payment_intent_client_secret=pi_abc_secret_x&redirect_status=succeeded',
      api,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }, LOAD),
    ).toBeTruthy();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
  });

  it('without an intent in the address there is nothing to confirm', async () => {
    const api = withPaymentStatus({
      status: 'succeeded',
      productName: null,
      amount: 1,
      currency: 'usd',
    });
    openAt('', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not found' }, LOAD),
    ).toBeTruthy();
    expect(api.statusCalls).toHaveLength(0);
  });
});
