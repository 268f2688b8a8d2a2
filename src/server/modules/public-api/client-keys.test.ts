// White-label client keys on /api/v1 (issue 17 item 3, issue 19 item 1): a client's key, shown
// once in /white-label-admin, authenticates server-to-server calls on the client's hosts with
// admin scope over that client's users' codes, one user at a time (QRS-On-Behalf-Of). It never
// reaches another client's users or codes, works on no other host, stops at once when the key
// is regenerated or the client switched off, and the card's "last used" time is recorded.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { CLIENT_KEY_MESSAGES } from './client-keys.js';
import { registerOn, signUpOperator } from './test-support.js';

const ACME = 'acme.qr.test';
const BETA = 'beta.qr.test';
const DEFAULT = 'localhost:3000';
const LIMITS = { free: 50, trial: 50, premium: 50, client: 40 } as const;

interface ClientView {
  id: number;
  name: string;
  apiKey?: string;
  apiKeyPrefix: string | null;
  apiKeyLastUsedAt: string | null;
}

describe.each(testDatabases('engine-independent'))(
  'white-label client keys on /api/v1 (%s)',
  (kind) => {
    const { app, database } = useTestApp(
      kind,
      { baseDomain: 'qr.test' },
      { apiRateLimits: LIMITS },
    );
    let ip = 0;
    let operator = '';
    const keys = {} as Record<'acme' | 'beta', string>;
    const ids = {} as Record<'acme' | 'beta', number>;
    const owners = {} as Record<'acme' | 'beta', { userId: number; codeId: string }>;

    const call = (
      host: string,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      headers: Record<string, string> = {},
      payload?: object,
    ) =>
      app().inject({
        method,
        url,
        remoteAddress: `198.51.100.${++ip}`,
        headers: { host, ...headers },
        ...(payload ? { payload } : {}),
      });
    const api = (host: string, key: string, url: string, onBehalfOf?: string, method = 'GET') =>
      call(host, method as 'GET' | 'POST', url, {
        authorization: `Bearer ${key}`,
        ...(onBehalfOf === undefined ? {} : { 'qrs-on-behalf-of': onBehalfOf }),
      });

    const listed = async (): Promise<ClientView[]> =>
      (await call(DEFAULT, 'GET', '/api/white-label/clients', { cookie: operator })).json();

    beforeAll(async () => {
      operator = await signUpOperator(app, database);
      for (const [name, host] of [
        ['acme', ACME],
        ['beta', BETA],
      ] as const) {
        const made = await call(
          DEFAULT,
          'POST',
          '/api/white-label/clients',
          { cookie: operator },
          { name, subdomain: name },
        );
        expect(made.statusCode, made.body).toBe(201);
        keys[name] = made.json().apiKey;
        ids[name] = made.json().id;
        // The same address on both clients: two separate accounts.
        const owner = await registerOn(app, host, 'owner@example.com');
        const code = await call(
          host,
          'POST',
          '/api/dynamic-qrcodes',
          { cookie: owner.cookie },
          { destination: `https://example.com/${name}`, name: `${name} menu` },
        );
        expect(code.statusCode, code.body).toBe(201);
        owners[name] = { userId: owner.id, codeId: `dyn_${code.json().id}` };
      }
    });

    it("reads and changes its users' codes, named by e-mail or id, and records its last use", async () => {
      expect((await listed()).find((c) => c.id === ids.acme)!.apiKeyLastUsedAt).toBeNull();

      const list = await api(ACME, keys.acme, '/api/v1/codes', 'Owner@Example.com');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.map((c: { id: string }) => c.id)).toEqual([owners.acme.codeId]);
      expect(list.json().data[0].shortUrl).toMatch(/^https?:\/\/acme\.qr\.test(:\d+)?\/d\//);
      // Client keys count in their own window, sized by the client plan.
      expect(list.headers['ratelimit-limit']).toBe(String(LIMITS.client));

      const byId = await api(
        ACME,
        keys.acme,
        `/api/v1/codes/${owners.acme.codeId}`,
        `${owners.acme.userId}`,
      );
      expect(byId.statusCode, byId.body).toBe(200);
      expect(byId.json().name).toBe('acme menu');

      // Admin scope: a write goes through.
      const paused = await api(
        ACME,
        keys.acme,
        `/api/v1/codes/${owners.acme.codeId}/pause`,
        'owner@example.com',
        'POST',
      );
      expect(paused.statusCode, paused.body).toBe(200);
      expect(paused.json().isPaused).toBe(true);

      const card = (await listed()).find((c) => c.id === ids.acme)!;
      expect(card.apiKeyLastUsedAt).not.toBeNull();
      expect(Date.now() - Date.parse(card.apiKeyLastUsedAt!)).toBeLessThan(60_000);
      expect(card.apiKey).toBeUndefined();
      // Beta's key has not been used.
      expect((await listed()).find((c) => c.id === ids.beta)!.apiKeyLastUsedAt).toBeNull();
    });

    it('asks for QRS-On-Behalf-Of, and finds no user of another client by e-mail or id', async () => {
      const missing = await api(ACME, keys.acme, '/api/v1/codes');
      expect(missing.statusCode).toBe(400);
      expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(missing.json()).toMatchObject({
        code: 'ON_BEHALF_OF_REQUIRED',
        detail: CLIENT_KEY_MESSAGES.onBehalfOfMissing,
      });
      for (const named of ['nobody@example.com', `${owners.beta.userId}`, '99999999999', ' ']) {
        const res = await api(ACME, keys.acme, '/api/v1/codes', named);
        expect(res.statusCode, named).toBe(named.trim() ? 404 : 400);
      }
      // Acme's user cannot be made to reach Beta's code.
      const other = await api(
        ACME,
        keys.acme,
        `/api/v1/codes/${owners.beta.codeId}`,
        'owner@example.com',
      );
      expect(other.statusCode).toBe(404);
    });

    it('keeps Idempotency-Key records per user it acts for', async () => {
      const create = (onBehalfOf: string) =>
        app().inject({
          method: 'POST',
          url: '/api/v1/codes',
          remoteAddress: '198.51.100.250',
          headers: {
            host: ACME,
            authorization: `Bearer ${keys.acme}`,
            'qrs-on-behalf-of': onBehalfOf,
            'idempotency-key': 'nightly-sync',
          },
          payload: { kind: 'saved', name: 'Synced', content: { url: 'https://example.com/sync' } },
        });
      const first = await create('owner@example.com');
      expect(first.statusCode, first.body).toBe(201);
      const again = await create('owner@example.com');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().id).toBe(first.json().id);
      // The same key sent for another user of the client is that user's own first request.
      const second = await registerOn(app, ACME, 'second@example.com');
      const theirs = await create(`${second.id}`);
      expect(theirs.statusCode, theirs.body).toBe(201);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(theirs.json().id).not.toBe(first.json().id);
    });

    it("works on the client's own hosts only", async () => {
      for (const host of [BETA, DEFAULT]) {
        const res = await api(host, keys.acme, '/api/v1/codes', 'owner@example.com');
        expect(res.statusCode, host).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      }
      // Beta's key on Beta's host reaches Beta's user, whose code is untouched by Acme's calls.
      const beta = await api(
        BETA,
        keys.beta,
        `/api/v1/codes/${owners.beta.codeId}`,
        'owner@example.com',
      );
      expect(beta.statusCode, beta.body).toBe(200);
      expect(beta.json().isPaused).toBe(false);
    });

    it('stops at once when the key is regenerated or the client switched off', async () => {
      const fresh = await call(DEFAULT, 'POST', `/api/white-label/clients/${ids.beta}/api-key`, {
        cookie: operator,
      });
      expect(fresh.statusCode).toBe(200);
      expect((await api(BETA, keys.beta, '/api/v1/codes', 'owner@example.com')).statusCode).toBe(
        401,
      );
      const newKey = fresh.json().apiKey as string;
      expect((await api(BETA, newKey, '/api/v1/codes', 'owner@example.com')).statusCode).toBe(200);

      const off = await call(
        DEFAULT,
        'PUT',
        `/api/white-label/clients/${ids.beta}`,
        { cookie: operator },
        { name: 'beta', subdomain: 'beta', isActive: false },
      );
      expect(off.statusCode, off.body).toBe(200);
      const closed = await api(BETA, newKey, '/api/v1/codes', 'owner@example.com');
      // A switched-off client's hosts answer the neutral page before any key is looked at.
      expect(closed.statusCode).toBe(503);
      expect(closed.body).toContain('This site is not available');
    });

    it("counts a client's requests in one window and refuses past the client limit", async () => {
      let last = await api(ACME, keys.acme, '/api/v1/codes', 'owner@example.com');
      const remaining = Number(last.headers['ratelimit-remaining']);
      for (let i = 0; i < remaining; i++) {
        // Errors count too: a missing header is still a request of the key.
        last = await api(ACME, keys.acme, '/api/v1/codes', i % 2 ? 'owner@example.com' : undefined);
      }
      expect(last.headers['ratelimit-remaining']).toBe('0');
      const refused = await api(ACME, keys.acme, '/api/v1/codes', 'owner@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    });
  },
);
