import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signUp, watchConsole } from './support/dashboard.js';
import { useStripeStandIn } from './support/stripe.js';

// Issue 15 item 1: with STRIPE_PRICING_TABLE_ID set, /subscribe embeds Stripe's pricing table
// for a signed-in user, bound to the user's own Stripe customer; its Subscribe starts Checkout
// the way Stripe's does, the webhook arrives, and the page shows Premium. The other specs run
// without a pricing table (our own plan table), so this one starts a server of its own with
// the table configured, on 4000 + 10 × (E2E_PORT − 3100) (4000 by default).

const mainPort = Number(process.env.E2E_PORT ?? 3100);
const port = String(4000 + 10 * (mainPort - 3100));
const baseURL = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;

test.use({ baseURL });

test.beforeAll(async () => {
  // Starting a server takes seconds alone, minutes on a loaded machine.
  test.setTimeout(300_000);
  server = spawn(process.execPath, ['e2e/support/server.mjs'], {
    env: { ...process.env, E2E_PORT: port, E2E_STRIPE_PRICING_TABLE: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) return `server exited with ${server?.exitCode}`;
        try {
          return (await fetch(`${baseURL}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 280_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

test("upgrade through Stripe's pricing table on /subscribe", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await useStripeStandIn(page.context(), port);
  const email = `table-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUp(page.request, email);

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
  // Stripe's table, not ours: the Premium plan at the Price's amount, with Subscribe.
  const table = page.locator('stripe-pricing-table');
  await expect(table).toHaveAttribute('pricing-table-id', 'prctbl_e2e_premium');
  await expect(table).toHaveAttribute('customer-session-client-secret', /^cuss_secret_/);
  await expect(page.getByRole('article', { name: 'Premium' })).toHaveCount(0);
  const premium = table.getByRole('region', { name: 'Premium' });
  await expect(premium.getByText('$9.99 per month')).toBeVisible();
  await premium.getByRole('button', { name: 'Subscribe' }).click();

  // Stripe Checkout (the peer's stand-in page), then back to /subscribe once it completes.
  await expect(
    page.getByRole('heading', { name: 'Stripe Checkout (local stand-in)' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/subscribe\?checkout=success&session_id=cs_test_/);
  await expect(page.getByText('Welcome to Premium!')).toBeVisible();
  const status = await page.request.get('/api/trial-status');
  expect((await status.json()).subscriptionStatus).toBe('active');
  // A subscriber manages the plan instead of buying it again.
  await expect(table).toHaveCount(0);
  await expect(
    page
      .getByRole('article', { name: 'Premium' })
      .getByRole('button', { name: 'Manage subscription' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
