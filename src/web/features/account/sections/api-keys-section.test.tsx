import '../../../test-utils/jsdom-shims.js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_KEY_MESSAGES,
  createApiKeySchema,
  type ApiKeyView,
} from '../../../../contracts/api-keys.js';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { ApiKeysSection } from './api-keys-section.js';

// Issue 19 item 1: the account settings' API keys section against the contract of
// /api/account/api-keys (src/server/modules/api-keys/routes.ts, tested on the server in
// api-keys.test.ts), answered at the fetch boundary by a responder that checks request bodies
// with the real contract schema.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function fakeKeysApi() {
  const keys: ApiKeyView[] = [];
  const bodies: unknown[] = [];
  let next = 1;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url === '/api/account/api-keys') return json(200, [...keys].reverse());
    if (method === 'POST' && url === '/api/account/api-keys') {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      const parsed = createApiKeySchema.safeParse(body);
      if (!parsed.success || body.name === 'taken') {
        return json(409, {
          message: API_KEY_MESSAGES.limit,
          code: 'API_KEY_LIMIT',
          fields: { name: API_KEY_MESSAGES.limit },
        });
      }
      const key = `qrs_${'k'.repeat(39)}${String(next).padStart(4, '0')}`;
      const view: ApiKeyView = {
        id: next++,
        name: parsed.data.name,
        scope: parsed.data.scope,
        prefix: key.slice(0, 12),
        createdAt: '2026-11-01T10:00:00.000Z',
        expiresAt: parsed.data.expiresAt ?? null,
        lastUsedAt: null,
        revokedAt: null,
      };
      keys.push(view);
      return json(201, { ...view, key });
    }
    const revoke = /^\/api\/account\/api-keys\/(\d+)$/.exec(url);
    if (method === 'DELETE' && revoke) {
      const key = keys.find((k) => k.id === Number(revoke[1]));
      if (!key) return json(404, { message: API_KEY_MESSAGES.notFound, code: 'NOT_FOUND' });
      key.revokedAt ??= '2026-11-01T11:00:00.000Z';
      return json(200, key);
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  return { fetch, keys, bodies };
}

function renderSection() {
  const api = fakeKeysApi();
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  render(
    <Providers client={createQueryClient()}>
      <ApiKeysSection />
    </Providers>,
  );
  return { api, user };
}

describe('API keys section', () => {
  it('creates a key, shows it once, lists it by prefix and revokes it', async () => {
    const { api, user } = renderSection();
    expect(await screen.findByText('You have no API keys.')).toBeTruthy();
    await user.type(screen.getByLabelText('Key name'), 'Shop sync');
    await user.selectOptions(screen.getByLabelText('Access'), 'read-write');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByTestId('new-key');
    expect(shown.textContent).toMatch(/^qrs_k{39}0001$/);
    expect(api.bodies).toEqual([{ name: 'Shop sync', scope: 'read-write', expiresAt: null }]);
    const row = await screen.findByTestId('api-key-row');
    expect(row.textContent).toContain('Shop sync');
    expect(row.textContent).toContain('qrs_kkkkkkkk…');
    expect(row.textContent).toContain('Read and write');
    expect(row.textContent).toContain('Never used');
    // The list never shows the whole key.
    expect(row.textContent).not.toContain(shown.textContent);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-key')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Revoke Shop sync' }));
    expect(await screen.findByText('Key revoked')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('api-key-row').textContent).toContain('Revoked'));
    expect(within(screen.getByTestId('api-key-row')).queryByRole('button')).toBeNull();
  });

  it('checks the name on the spot and shows the server’s field message', async () => {
    const { api, user } = renderSection();
    await screen.findByText('You have no API keys.');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.name)).toBeTruthy();
    expect(api.bodies).toEqual([]);

    await user.type(screen.getByLabelText('Key name'), 'taken');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.limit)).toBeTruthy();
    expect(screen.queryByTestId('new-key')).toBeNull();
  });

  it('sends an expiry date as the end of that day', async () => {
    const { api, user } = renderSection();
    await screen.findByText('You have no API keys.');
    await user.type(screen.getByLabelText('Key name'), 'Temp');
    await user.type(screen.getByLabelText('Expires on (optional)'), '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByTestId('new-key');
    expect(api.bodies).toEqual([
      { name: 'Temp', scope: 'read', expiresAt: new Date('2099-12-31T23:59:59').toISOString() },
    ]);
    expect((await screen.findByTestId('api-key-row')).textContent).toContain('Expires');
  });
});
