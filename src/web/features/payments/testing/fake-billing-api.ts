// Test-only: the dashboard's fake API plus the billing and Connect reads the payment pages make,
// answering as the server contract says (contracts/payments.ts).
import type { TrialStatus } from '../../../../contracts/dynamic-codes.js';
import type { BillingPlan, ConnectState } from '../../../../contracts/payments.js';
import {
  createDashboardFakeApi,
  freeTrialStatus,
  type DashboardFakeApi,
} from '../../dashboard/testing/fake-dashboard-api.js';

export const PREMIUM_PLAN: BillingPlan = {
  paymentsEnabled: true,
  publishableKey: 'pk_test_component',
  pricingTableId: null,
  premium: { amount: 999, currency: 'usd', interval: 'month', intervalCount: 1 },
};

export const PAYMENTS_OFF_PLAN: BillingPlan = {
  paymentsEnabled: false,
  publishableKey: null,
  pricingTableId: null,
  premium: null,
};

export interface BillingFakeApi extends DashboardFakeApi {
  plan: BillingPlan;
  connect: ConnectState;
}

export function createBillingFakeApi(
  options: {
    signedInAs?: string;
    plan?: BillingPlan;
    trial?: Partial<TrialStatus>;
    connect?: Partial<ConnectState>;
  } = {},
): BillingFakeApi {
  const base = createDashboardFakeApi({
    signedInAs: options.signedInAs,
    trial: freeTrialStatus(options.trial),
  });
  const plan = options.plan ?? PREMIUM_PLAN;
  const api = base as BillingFakeApi;
  api.plan = plan;
  api.connect = {
    paymentsEnabled: plan.paymentsEnabled,
    status: null,
    canSell: false,
    platformFeePercent: 0,
    ...options.connect,
  };
  const inner = base.fetch;
  api.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const answer = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    if (method === 'GET' && url === '/api/billing/plan') {
      api.requests.push({ method, url, body: undefined });
      return answer(api.plan);
    }
    if (method === 'GET' && url === '/api/connect/status' && options.signedInAs) {
      api.requests.push({ method, url, body: undefined });
      return answer(api.connect);
    }
    if (method === 'POST' && url === '/api/billing/pricing-table-session' && options.signedInAs) {
      api.requests.push({ method, url, body: undefined });
      return answer({ clientSecret: 'cuss_secret_component' });
    }
    return inner(input, init);
  }) as typeof fetch;
  return api;
}
