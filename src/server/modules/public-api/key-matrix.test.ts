// Every operation of the OpenAPI document with the wrong key (issue 19, Tests: "every route with
// a key of another user, another client, a read-only key, a revoked and an expired key"). The
// calls are the contract test's fixtures (contract-fixtures.ts), built once for one user (Ann)
// and naming her objects, then sent with:
// (a) a key of Bob, another user of the same client: 404 where a path names Ann's object, and no
//     answer holds any of her objects;
// (b) keys of another white-label client used on Ann's host (a personal key of Carl, registered
//     on the other client's host, and that client's key acting for Ann or Carl): 401;
// (c) Ann's read key on every non-GET operation: 403, unless the document marks it
//     x-read-key-allowed (then the fixture's own answer);
// (d) Ann's revoked key and her expired key (the app's clock moved past its expiry): 401.
// After each, none of Ann's rows has changed. A new operation is covered by its contract
// fixture; one without a fixture, or with no case, fails here.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, movableClock } from '../dynamic-codes/test-support.js';
import {
  CONTRACT_FIXTURES,
  contractUser,
  operationsOf,
  urlOf,
  type ContractCase,
  type Operation,
} from './contract-fixtures.js';
import { READ_KEY_EXTENSION } from './openapi.js';
import { CONTRACT_WEBHOOKS, openApiDocument, registerOn, signUpOperator } from './test-support.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

const OTHER_HOST = 'acme.qr.test';
const HOUR_MS = 60 * 60 * 1000;
/** No key of this test reaches its request limit. */
const NO_LIMITS = { free: 1e6, trial: 1e6, premium: 1e6, client: 1e6 } as const;
/** Answers a call naming an object can get before the object is looked up (input checks). */
const BEFORE_LOOKUP = new Set([400, 415, 422]);

interface Rows {
  rows: Record<string, unknown>[];
}

interface Planned {
  method: string;
  path: string;
  operation: Operation;
  cases: ContractCase[];
}

describe.each(testDatabases('engine-independent'))(
  'every operation with the wrong key (%s)',
  (kind) => {
    const clock = movableClock('2026-11-01T10:00:00Z');
    const { app, database } = useTestApp(
      kind,
      { baseDomain: 'qr.test' },
      {
        now: clock.now,
        apiRateLimits: NO_LIMITS,
        webhooks: CONTRACT_WEBHOOKS,
      },
    );
    let ann: Awaited<ReturnType<typeof contractUser>>;
    let bob: Awaited<ReturnType<typeof contractUser>>;
    const annKeys = { revoked: '', expired: '' };
    /** Keys of the other client, each with the headers it is sent with. */
    const foreign: { name: string; headers: Record<string, string> }[] = [];
    let plan: Planned[] = [];
    let calls = 0;

    const send = (
      method: string,
      path: string,
      testCase: ContractCase,
      headers: Record<string, string>,
    ) => {
      calls += 1;
      return app().inject({
        method: method.toUpperCase() as 'GET',
        url: urlOf(path, testCase),
        headers: { ...testCase.headers, ...headers },
        ...(testCase.body !== undefined ? { payload: testCase.body as object } : {}),
      });
    };

    /** Every row of Ann's: in each table with a user_id, and those hanging off her codes and endpoints. */
    async function annRows(): Promise<Record<string, unknown[]>> {
      const db = database().db;
      const columns = (await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and column_name in ('user_id', 'dynamic_qr_code_id', 'qr_code_id', 'endpoint_id')
      order by table_name, column_name`)) as unknown as Rows;
      const id = ann.user.id;
      const owners: Record<string, string> = {
        user_id: `= ${id}`,
        dynamic_qr_code_id: `in (select id from dynamic_qr_codes where user_id = ${id})`,
        qr_code_id: `in (select id from qr_codes where user_id = ${id})`,
        endpoint_id: `in (select id from webhook_endpoints where user_id = ${id})`,
      };
      const snapshot: Record<string, unknown[]> = {};
      for (const { table_name: table, column_name: column } of columns.rows as {
        table_name: string;
        column_name: string;
      }[]) {
        const rows = (await db.execute(
          sql.raw(`select * from "${table}" where "${column}" ${owners[column]} order by 1`),
        )) as unknown as Rows;
        // A key's last use is the one thing a call with it records (her read key's, in (c)).
        snapshot[`${table}.${column}`] = rows.rows.map((row) =>
          JSON.parse(JSON.stringify({ ...row, last_used_at: undefined })),
        );
      }
      // Brand kits belong to her workspace (they have no user_id column).
      const kits = (await db.execute(
        sql.raw(`select * from design_kits where created_by = ${id} order by 1`),
      )) as unknown as Rows;
      snapshot['design_kits.created_by'] = kits.rows.map((row) => JSON.parse(JSON.stringify(row)));
      return snapshot;
    }

    /** Ann's objects as an answer would name them: code ids, webhook ids, and secret strings. */
    async function annObjects() {
      const snapshot = await annRows();
      const dynamic = (snapshot['dynamic_qr_codes.user_id'] ?? []) as Record<string, unknown>[];
      const saved = (snapshot['qr_codes.user_id'] ?? []) as Record<string, unknown>[];
      const hooks = (snapshot['webhook_endpoints.user_id'] ?? []) as Record<string, unknown>[];
      return {
        codeIds: new Set([
          ...dynamic.map((r) => `dyn_${r.id}`),
          ...saved.map((r) => `sav_${r.id}`),
        ]),
        webhookIds: new Set(hooks.map((r) => String(r.id))),
        designIds: new Set(
          ((snapshot['design_kits.created_by'] ?? []) as Record<string, unknown>[]).map((r) =>
            String(r.id),
          ),
        ),
        strings: [
          ...dynamic.map((r) => String(r.short_code)),
          ...hooks.map((r) => String(r.secret)),
        ],
      };
    }

    /** Every value of an "id" property anywhere in a JSON value. */
    function idsIn(value: unknown, found: string[] = []): string[] {
      if (Array.isArray(value)) value.forEach((v) => idsIn(v, found));
      else if (value && typeof value === 'object') {
        for (const [name, v] of Object.entries(value)) {
          if (name === 'id' && (typeof v === 'string' || typeof v === 'number'))
            found.push(String(v));
          else idsIn(v, found);
        }
      }
      return found;
    }

    beforeAll(async () => {
      const document = await openApiDocument(app);
      ann = await contractUser(app, database);
      bob = await contractUser(app, database);
      // Ann's key that is revoked, and her key that expires in an hour (then the clock moves on).
      const newKey = async (expiresAt?: string) => {
        const made = await ann.web.post('/api/account/api-keys', {
          name: 'Doomed',
          scope: 'read-write',
          ...(expiresAt ? { expiresAt } : {}),
        });
        expect(made.statusCode, made.body).toBe(201);
        return made.json() as { id: number; key: string };
      };
      const revoked = await newKey();
      expect((await ann.web.delete(`/api/account/api-keys/${revoked.id}`)).statusCode).toBe(200);
      annKeys.revoked = revoked.key;
      annKeys.expired = (await newKey(new Date(clock.now().getTime() + HOUR_MS).toISOString())).key;
      clock.advance(2 * HOUR_MS);

      // Another white-label client: its key, and Carl, who signed up on its host, with his key.
      const operator = apiAs(app, await signUpOperator(app, database));
      const client = await operator.post('/api/white-label/clients', {
        name: 'Acme',
        subdomain: 'acme',
      });
      expect(client.statusCode, client.body).toBe(201);
      const carl = (await registerOn(app, OTHER_HOST, 'carl@example.com')).cookie;
      const carlKey = await app().inject({
        method: 'POST',
        url: '/api/account/api-keys',
        headers: { host: OTHER_HOST, cookie: carl },
        payload: { name: 'Carl', scope: 'read-write' },
      });
      expect(carlKey.statusCode, carlKey.body).toBe(201);
      const clientKey = client.json().apiKey as string;
      foreign.push(
        { name: "Carl's key", headers: { authorization: `Bearer ${carlKey.json().key}` } },
        {
          name: 'the client key for Ann',
          headers: { authorization: `Bearer ${clientKey}`, 'qrs-on-behalf-of': ann.user.email },
        },
        {
          name: 'the client key for Carl',
          headers: { authorization: `Bearer ${clientKey}`, 'qrs-on-behalf-of': 'carl@example.com' },
        },
      );

      // Every operation's fixture calls, naming Ann's objects (built with her context).
      plan = [];
      for (const { method, path, operation } of operationsOf(document)) {
        const fixture = CONTRACT_FIXTURES[operation!.operationId!];
        plan.push({ method, path, operation, cases: fixture ? await fixture(ann.ctx) : [] });
      }
    });

    it('has calls for every documented operation', () => {
      expect(plan.length).toBeGreaterThan(0);
      const empty = plan.filter((p) => p.cases.length === 0).map((p) => p.operation.operationId);
      expect(empty, 'operations without a case in contract-fixtures.ts').toEqual([]);
    });

    it('answers 401 to another client’s keys on this client’s host, and changes nothing', async () => {
      const before = await annRows();
      for (const { method, path, operation, cases } of plan) {
        for (const testCase of cases) {
          for (const key of foreign) {
            const res = await send(method, path, testCase, key.headers);
            expect(res.statusCode, `${operation.operationId} (${testCase.name}), ${key.name}`).toBe(
              401,
            );
          }
        }
      }
      expect(await annRows()).toEqual(before);
    });

    it('answers 401 to a revoked and an expired key, and changes nothing', async () => {
      const before = await annRows();
      for (const { method, path, operation, cases } of plan) {
        for (const testCase of cases) {
          for (const [name, key] of Object.entries(annKeys)) {
            const res = await send(method, path, testCase, { authorization: `Bearer ${key}` });
            expect(res.statusCode, `${operation.operationId} (${testCase.name}), ${name}`).toBe(
              401,
            );
          }
        }
      }
      expect(await annRows()).toEqual(before);
    });

    it('answers 403 to a read key on every write but those a read key may use', async () => {
      const before = await annRows();
      let writes = 0;
      for (const { method, path, operation, cases } of plan) {
        if (method === 'get') continue;
        writes += 1;
        for (const testCase of cases) {
          const res = await send(method, path, testCase, {
            authorization: `Bearer ${ann.keys.read}`,
          });
          const expected = operation[READ_KEY_EXTENSION] ? testCase.status : 403;
          expect(res.statusCode, `${operation.operationId} (${testCase.name}): ${res.body}`).toBe(
            expected,
          );
        }
      }
      expect(writes).toBeGreaterThan(0);
      expect(await annRows()).toEqual(before);
    });

    it('answers another user of the client 404 for each of Ann’s objects, and never shows or changes one', async () => {
      const before = await annRows();
      const objects = await annObjects();
      expect(objects.codeIds.size).toBeGreaterThan(0);
      expect(objects.webhookIds.size).toBeGreaterThan(0);
      for (const { method, path, operation, cases } of plan) {
        const tag = operation.tags?.[0];
        const ownIds =
          tag === 'Webhooks'
            ? objects.webhookIds
            : tag === 'Brand kits'
              ? objects.designIds
              : objects.codeIds;
        for (const testCase of cases) {
          // A path parameter names one of Ann's objects; so does a designId (her brand kit).
          const namesObject =
            /\{\w+\}/.test(path) ||
            JSON.stringify([testCase.body, testCase.query]).includes('designId');
          const where = `${operation.operationId} (${testCase.name})`;
          const key = bob.keys[testCase.key ?? (method === 'get' ? 'read' : 'write')];
          const res = await send(method, path, testCase, { authorization: `Bearer ${key}` });
          // Input the route refuses before looking the object up may get its 400 (or 415, 422).
          const expected = !namesObject
            ? [testCase.status]
            : BEFORE_LOOKUP.has(testCase.status)
              ? [404, testCase.status]
              : [404];
          expect(expected, `${where}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(
            res.statusCode,
          );
          const type = String(res.headers['content-type'] ?? '');
          if (/json/.test(type)) {
            const shown = idsIn(res.json()).filter((id) => ownIds.has(id));
            expect(shown, `${where}: Ann's objects in the answer`).toEqual([]);
          }
          if (/json|csv|text/.test(type)) {
            const leaked = objects.strings.filter((s) => res.body.includes(s));
            expect(leaked, `${where}: Ann's short codes or secrets in the answer`).toEqual([]);
          }
        }
      }
      expect(await annRows()).toEqual(before);
    });

    it('made every call', () => {
      // operations x (3 foreign keys + revoked + expired + Bob's) + the read key's writes.
      const cases = plan.reduce((n, p) => n + p.cases.length, 0);
      const writeCases = plan
        .filter((p) => p.method !== 'get')
        .reduce((n, p) => n + p.cases.length, 0);
      console.info(
        `key matrix (${kind}): ${plan.length} operations, ${cases} cases, ${calls} calls ` +
          `(${writeCases} read-key write cases)`,
      );
      expect(calls).toBe(cases * 6 + writeCases);
    });
  },
);
