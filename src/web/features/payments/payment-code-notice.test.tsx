import '../../test-utils/jsdom-shims.js';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';
import { CONNECT_STATUS_QUERY_KEY } from './billing-api.js';
import { PaymentCodeNotice } from './payment-code-notice.js';
import {
  createBillingFakeApi,
  PAYMENTS_OFF_PLAN,
  type BillingFakeApi,
} from './testing/fake-billing-api.js';

const LOAD = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

function show(api: BillingFakeApi) {
  vi.stubGlobal('fetch', api.fetch);
  const client = createQueryClient();
  render(
    <Providers client={client}>
      <PaymentCodeNotice />
    </Providers>,
  );
  return client;
}

describe("the generator's payment-code notice", () => {
  it('says payment codes are off when Stripe is not configured, with nothing to click', async () => {
    show(createBillingFakeApi({ signedInAs: 'ann@example.com', plan: PAYMENTS_OFF_PLAN }));
    const note = await screen.findByRole('note', { name: 'Payment codes' }, LOAD);
    expect(note.textContent).toContain(PAYMENT_MESSAGES.paymentCodesOff);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks a user without a ready Stripe account to connect one, with the link', async () => {
    show(
      createBillingFakeApi({
        signedInAs: 'ann@example.com',
        connect: { status: 'restricted', canSell: false },
      }),
    );
    const note = await screen.findByRole('note', { name: 'Payment codes' }, LOAD);
    expect(note.textContent).toContain(PAYMENT_MESSAGES.connectRequired);
    expect(screen.getByRole('link', { name: 'Connect Stripe' }).getAttribute('href')).toBe(
      '/account-settings#connect',
    );
  });

  it('shows nothing to a seller who may sell', async () => {
    const api = createBillingFakeApi({
      signedInAs: 'ann@example.com',
      connect: { status: 'ready', canSell: true },
    });
    const client = show(api);
    // Once the state is in (and rendered), there is still no notice.
    await waitFor(
      () => expect(client.getQueryState(CONNECT_STATUS_QUERY_KEY)?.status).toBe('success'),
      LOAD,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
