import '../../../test-utils/jsdom-shims.js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_MESSAGES,
  createWebhookSchema,
  type WebhookAttemptView,
  type WebhookEndpointView,
} from '../../../../contracts/webhooks.js';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { fetchBoundary, json } from '../../../test-utils/fake-api.js';
import { WebhooksSection } from './webhooks-section.js';

// Issue 19 item 5: the account settings' webhooks section against the contract of
// /api/account/webhooks (src/server/modules/webhooks/routes.ts, tested on the server in
// webhooks.test.ts), answered at the fetch boundary; request bodies are checked with the real
// contract schema, and refusals carry the server's messages.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const REFUSAL = `${WEBHOOK_MESSAGES.refused}: address 10.0.0.1 is not public`;

function fakeWebhooksApi() {
  const endpoints: (WebhookEndpointView & { secret: string })[] = [];
  const log = new Map<number, WebhookAttemptView[]>();
  let next = 1;
  let attempts = 1;
  /** The answer the next "Send test" gets from the endpoint (null: refused). */
  let testAnswer: number | null = 200;
  const view = ({ secret: _secret, ...rest }: (typeof endpoints)[number]) => rest;
  const boundary = fetchBoundary((method, url, body) => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/account/webhooks') {
      return json(200, [...endpoints].reverse().map(view));
    }
    if (method === 'POST' && path === '/api/account/webhooks') {
      const parsed = createWebhookSchema.safeParse(body);
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        return json(400, { message, code: 'VALIDATION_FAILED', fields: { url: message } });
      }
      if (parsed.data.url.includes('10.0.0.1')) {
        return json(400, { message: REFUSAL, code: 'VALIDATION_FAILED', fields: { url: REFUSAL } });
      }
      const id = next++;
      const secret = `whsec_${String(id).repeat(43)}`;
      const endpoint = {
        id,
        url: parsed.data.url,
        secretPrefix: secret.slice(0, 10),
        createdAt: '2026-11-01T10:00:00.000Z',
        lastAttempt: null,
        secret,
      };
      endpoints.push(endpoint);
      log.set(id, []);
      return json(201, { ...view(endpoint), secret });
    }
    const match = /^\/api\/account\/webhooks\/(\d+)(\/[a-z-]+)?$/.exec(path);
    const endpoint = match && endpoints.find((e) => e.id === Number(match[1]));
    if (!match || !endpoint)
      return json(404, { message: WEBHOOK_MESSAGES.notFound, code: 'NOT_FOUND' });
    const action = `${method} ${match[2] ?? ''}`;
    if (action === 'DELETE ') {
      endpoints.splice(endpoints.indexOf(endpoint), 1);
      return new Response(null, { status: 204 });
    }
    if (action === 'POST /rotate-secret') {
      endpoint.secret = `whsec_${'r'.repeat(43)}`;
      endpoint.secretPrefix = endpoint.secret.slice(0, 10);
      return json(200, { ...view(endpoint), secret: endpoint.secret });
    }
    if (action === 'POST /test') {
      const attempt: WebhookAttemptView = {
        id: attempts++,
        deliveryId: `whd_${attempts}`,
        attempt: 1,
        attemptedAt: '2026-11-01T10:05:00.000Z',
        outcome: testAnswer === 200 ? 'succeeded' : 'failed',
        responseStatus: testAnswer,
        error: testAnswer === null ? 'Refused: address 127.0.0.1 is not public' : null,
        isTest: true,
        eventCount: 1,
        durationMs: 42,
        nextAttemptAt: null,
      };
      log.get(endpoint.id)!.unshift(attempt);
      endpoint.lastAttempt = {
        attemptedAt: attempt.attemptedAt,
        outcome: attempt.outcome,
        responseStatus: attempt.responseStatus,
        error: attempt.error,
        isTest: true,
      };
      return json(200, attempt);
    }
    if (action === 'GET /deliveries') return json(200, log.get(endpoint.id));
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  return {
    ...boundary,
    endpoints,
    log,
    refuseNextTest() {
      testAnswer = null;
    },
  };
}

function renderSection() {
  const api = fakeWebhooksApi();
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  render(
    <Providers client={createQueryClient()}>
      <WebhooksSection />
    </Providers>,
  );
  return { api, user };
}

const posted = (api: ReturnType<typeof fakeWebhooksApi>) =>
  api.requests.filter((r) => r.method === 'POST' && r.url === '/api/account/webhooks');

describe('webhooks section', () => {
  it('adds an endpoint, shows its secret once with a copy button, and lists it', async () => {
    const { api, user } = renderSection();
    expect(await screen.findByText('You have no webhook endpoints.')).toBeTruthy();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const secret = await screen.findByTestId('new-secret');
    expect(secret.textContent).toBe(`whsec_${'1'.repeat(43)}`);
    expect(posted(api).map((r) => r.body)).toEqual([{ url: 'https://example.com/hooks' }]);
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith(`whsec_${'1'.repeat(43)}`);
    expect(await screen.findByText('Secret copied')).toBeTruthy();

    const row = await screen.findByTestId('webhook-row');
    expect(row.textContent).toContain('https://example.com/hooks');
    expect(row.textContent).toContain('whsec_1111…');
    expect(row.textContent).toContain('Last delivery: none yet');
    expect(row.textContent).not.toContain(secret.textContent);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-secret')).toBeNull();
    expect(screen.getByLabelText('Endpoint URL')).toHaveProperty('value', '');
  });

  it('checks the URL on the spot and shows the server’s refusal under the field', async () => {
    const { api, user } = renderSection();
    await screen.findByText('You have no webhook endpoints.');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.url)).toBeTruthy();
    await user.type(screen.getByLabelText('Endpoint URL'), 'http://example.com/hooks');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.https)).toBeTruthy();
    expect(posted(api)).toEqual([]);

    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://10.0.0.1/hooks');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(screen.getByLabelText('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('new-secret')).toBeNull();
    expect(screen.queryByTestId('webhook-row')).toBeNull();
  });

  it('sends a test and shows its outcome, in the row and in the delivery log', async () => {
    const { api, user } = renderSection();
    await screen.findByText('You have no webhook endpoints.');
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const row = await screen.findByTestId('webhook-row');

    await user.click(within(row).getByRole('button', { name: 'Delivery log' }));
    expect(await within(row).findByText('No deliveries yet.')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Send test' }));
    expect((await within(row).findByTestId('webhook-test-result')).textContent).toBe(
      'Test delivered: the endpoint answered 200 in 42 ms.',
    );
    await waitFor(() =>
      expect(within(row).getByTestId('webhook-last').textContent).toContain(
        'Delivered (HTTP 200) (test)',
      ),
    );
    const [entry] = await within(row).findAllByTestId('webhook-attempt');
    expect(entry!.textContent).toContain('Delivered (HTTP 200)');
    expect(entry!.textContent).toContain('Test event · attempt 1 · 42 ms');

    api.refuseNextTest();
    await user.click(within(row).getByRole('button', { name: 'Send test' }));
    await waitFor(() =>
      expect(within(row).getByTestId('webhook-test-result').textContent).toBe(
        'Test failed: Refused: address 127.0.0.1 is not public',
      ),
    );
    await waitFor(() => expect(within(row).getAllByTestId('webhook-attempt')).toHaveLength(2));

    // The log closes and opens from the keyboard.
    const toggle = within(row).getByRole('button', { name: 'Hide delivery log' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(within(row).queryByText('Delivery log', { selector: 'h3' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Delivery log' })).toBe(document.activeElement);
  });

  it('shows a scheduled retry and the number of events in the log', async () => {
    const { api, user } = renderSection();
    await screen.findByText('You have no webhook endpoints.');
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const row = await screen.findByTestId('webhook-row');
    api.log.get(1)!.push({
      id: 9,
      deliveryId: 'whd_9',
      attempt: 2,
      attemptedAt: '2026-11-01T10:00:00.000Z',
      outcome: 'retrying',
      responseStatus: 500,
      error: 'The endpoint answered 500',
      isTest: false,
      eventCount: 3,
      durationMs: 120,
      nextAttemptAt: '2026-11-01T10:00:20.000Z',
    });
    await user.click(within(row).getByRole('button', { name: 'Delivery log' }));
    const [entry] = await within(row).findAllByTestId('webhook-attempt');
    expect(entry!.textContent).toContain('Failed, will retry: The endpoint answered 500');
    expect(entry!.textContent).toContain('3 events · attempt 2 · 120 ms · next try');
  });

  it('rotates the secret and deletes the endpoint only after confirming', async () => {
    const { api, user } = renderSection();
    await screen.findByText('You have no webhook endpoints.');
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    const row = await screen.findByTestId('webhook-row');

    await user.click(within(row).getByRole('button', { name: 'Rotate secret' }));
    const rotateDialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(rotateDialog).getByRole('button', { name: 'Rotate secret' }));
    expect((await screen.findByTestId('new-secret')).textContent).toBe(`whsec_${'r'.repeat(43)}`);
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.click(within(row).getByRole('button', { name: 'Delete https://example.com/hooks' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Delivery log' }));
    expect(await within(row).findByText('No deliveries yet.')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Delete https://example.com/hooks' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('You have no webhook endpoints.')).toBeTruthy();
    expect(api.endpoints).toEqual([]);
    // The open log of the deleted endpoint is not fetched again (it would be 404).
    const deletedAt = api.requests.findIndex((r) => r.method === 'DELETE');
    expect(api.requests.slice(deletedAt).map((r) => r.url)).toEqual([
      '/api/account/webhooks/1',
      '/api/account/webhooks',
    ]);
  });

  it('shows loading, then a retry when the list fails', async () => {
    const api = fakeWebhooksApi();
    vi.stubGlobal('fetch', api.fetch);
    api.failNext('GET', '/api/account/webhooks', 500);
    const user = userEvent.setup();
    render(
      <Providers client={createQueryClient()}>
        <WebhooksSection />
      </Providers>,
    );
    expect(screen.getByText('Loading endpoints...')).toBeTruthy();
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Your webhook endpoints could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no webhook endpoints.')).toBeTruthy();
  });
});
