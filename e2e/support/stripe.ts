// Stripe in the browser e2e. The server talks to the local Stripe peer started by server.mjs; the
// browser gets Stripe.js from https://js.stripe.com as in production, which Playwright answers
// with the stand-in (stripe-js-stand-in.js), and the stand-in's calls to https://api.stripe.com
// are passed on to the same peer. The pages' own code runs unchanged.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

const STAND_IN = join(import.meta.dirname, 'stripe-js-stand-in.js');

/** Stripe's documented test cards (the peer's TEST_CARDS). */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0027 6000 3184',
} as const;

/** The local peer's address, written by server.mjs (the one on `port`, default E2E_PORT). */
export function stripePeerUrl(port = process.env.E2E_PORT ?? '3100'): string {
  const file = join(tmpdir(), `qrshark-e2e-stripe-${port}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { url: string }).url;
}

/**
 * Routes Stripe.js (and pricing-table.js) to the stand-in and Stripe's API to the local peer of
 * the server on `port` (default E2E_PORT), for this context.
 */
export async function useStripeStandIn(context: BrowserContext, port?: string): Promise<void> {
  const peer = stripePeerUrl(port);
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ path: STAND_IN, contentType: 'application/javascript; charset=utf-8' }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${peer}${url.pathname}${url.search}` });
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': '*' },
    });
  });
}

/**
 * Makes the signed-in user of `request` a seller through the API, as the account page does:
 * POST /api/connect/onboard, then the onboarding page's form (the peer marks the account ready
 * and sends account.updated, signed, to the server before it redirects back).
 */
export async function connectStripe(request: APIRequestContext): Promise<void> {
  const onboard = await request.post('/api/connect/onboard');
  expect(onboard.status(), await onboard.text()).toBe(200);
  const { url } = (await onboard.json()) as { url: string };
  const finished = await request.post(url, { maxRedirects: 0 });
  expect(finished.status()).toBe(303);
  const state = await request.get('/api/connect/status');
  expect(await state.json()).toMatchObject({ status: 'ready', canSell: true });
}
