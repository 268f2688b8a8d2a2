import '../../test-utils/jsdom-shims.js';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, type PaymentProduct } from '../../../contracts/payments.js';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import {
  createBillingFakeApi,
  PAYMENTS_OFF_PLAN,
  type BillingFakeApi,
} from './testing/fake-billing-api.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
  window.sessionStorage.clear();
});

const LATTE: PaymentProduct = {
  id: 'latteProduct_1234567890',
  productName: 'Oat latte',
  productDescription: 'Large, with oat milk',
  productPrice: 450,
  currency: 'usd',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The billing fake plus GET /api/payment-product/{id} and POST /api/create-payment-intent. */
function withCheckout(
  api: BillingFakeApi,
  intent: (body: Record<string, unknown>) => Response,
): BillingFakeApi {
  const inner = api.fetch;
  api.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/payment-product/')) {
      api.requests.push({ method: 'GET', url, body: undefined });
      return url === `/api/payment-product/${LATTE.id}`
        ? json(200, LATTE)
        : json(404, { message: PAYMENT_MESSAGES.productNotFound, code: 'PRODUCT_NOT_FOUND' });
    }
    if (url === '/api/create-payment-intent') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      api.requests.push({ method: 'POST', url, body });
      return intent(body);
    }
    return inner(input, init);
  }) as typeof fetch;
  return api;
}

function openPayment(query: string, api: BillingFakeApi) {
  window.history.replaceState({}, '', `/payment${query}`);
  return renderApp(`/payment${query}`, api);
}

describe('/payment', () => {
  it('without an id: "Product Not Found", "Product ID is missing", Go Back', async () => {
    const api = withCheckout(createBillingFakeApi(), () => json(500, {}));
    openPayment('', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.productIdMissing)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(api.requests.some((r) => r.url.startsWith('/api/payment-product'))).toBe(false);
  });

  it("an unknown id shows the server's message", async () => {
    const api = withCheckout(createBillingFakeApi(), () => json(500, {}));
    openPayment('?id=unknownProduct_123456', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.productNotFound)).toBeTruthy();
    expect(api.requests.some((r) => r.url === '/api/create-payment-intent')).toBe(false);
  });

  it('loads, then shows the order summary and asks for an intent at the stored price', async () => {
    const api = withCheckout(createBillingFakeApi(), () =>
      json(200, { clientSecret: 'pi_1_secret_2' }),
    );
    const release = api.hold(`/api/payment-product/${LATTE.id}`);
    openPayment(`?id=${LATTE.id}`, api);
    expect(await screen.findByText('Loading checkout...', {}, LOAD)).toBeTruthy();
    release();
    const summary = await screen.findByRole('region', { name: 'Order Summary' }, LOAD);
    expect(within(summary).getByText('Oat latte')).toBeTruthy();
    expect(within(summary).getByText('Large, with oat milk')).toBeTruthy();
    expect(within(summary).getByTestId('order-total').textContent).toBe('$4.50');
    expect(screen.getByRole('region', { name: 'Payment Details' })).toBeTruthy();
    const intent = api.requests.find((r) => r.url === '/api/create-payment-intent');
    expect(intent?.body).toMatchObject({
      amount: 450,
      productId: LATTE.id,
      productName: 'Oat latte',
      checkoutId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
  });

  it('with payments off: the summary, the "Payment error" toast and the reason', async () => {
    const api = withCheckout(createBillingFakeApi({ plan: PAYMENTS_OFF_PLAN }), () =>
      json(503, { message: PAYMENT_MESSAGES.paymentsOff, code: 'PAYMENTS_OFF' }),
    );
    openPayment(`?id=${LATTE.id}`, api);
    const details = await screen.findByRole('region', { name: 'Payment Details' }, LOAD);
    expect(within(details).getByText(PAYMENT_MESSAGES.paymentsOff)).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentErrorTitle, {}, LOAD)).toBeTruthy();
  });
});
