import '../../test-utils/jsdom-shims.js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';
import { SubscriptionDialog } from './subscription-dialog.js';
import {
  createBillingFakeApi,
  PAYMENTS_OFF_PLAN,
  type BillingFakeApi,
} from './testing/fake-billing-api.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

function openDialog(api: BillingFakeApi) {
  vi.stubGlobal('fetch', api.fetch);
  const onOpenChange = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <SubscriptionDialog open onOpenChange={onOpenChange} />
    </Providers>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

describe('Subscription Management dialog', () => {
  it("shows a free account's plan and Premium at Stripe's price; Upgrade starts Checkout", async () => {
    const api = createBillingFakeApi({ signedInAs: 'ann@example.com' });
    // The server's answer is held, so the page does not try to leave for Stripe in jsdom.
    api.hold('/api/billing/checkout');
    const { user } = openDialog(api);
    const dialog = await screen.findByRole('dialog', { name: 'Subscription Management' }, LOAD);
    expect(await within(dialog).findByText('Free', { exact: true }, LOAD)).toBeTruthy();
    expect(within(dialog).getByText('$9.99/month')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Redirecting...' }, LOAD),
    ).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/billing/checkout' }),
    ]);
  });

  it('shows Premium with "Manage subscription" for a subscriber, and a past_due warning', async () => {
    const api = createBillingFakeApi({
      signedInAs: 'ann@example.com',
      trial: { subscriptionStatus: 'past_due', dynamicQRLimit: null },
    });
    openDialog(api);
    const dialog = await screen.findByRole('dialog', { name: 'Subscription Management' }, LOAD);
    expect(await within(dialog).findByText('Premium (payment due)', {}, LOAD)).toBeTruthy();
    expect(within(dialog).getByText(/Your last payment failed/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('says payments are off, with no button that cannot work', async () => {
    openDialog(createBillingFakeApi({ signedInAs: 'ann@example.com', plan: PAYMENTS_OFF_PLAN }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription Management' }, LOAD);
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.paymentsOff, {}, LOAD)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe(
      '/subscribe',
    );
  });
});
