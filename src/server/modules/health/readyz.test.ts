import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { MIGRATIONS_FOLDER } from '../../db/migrate.js';
import { rawRows } from '../../db/raw-rows.js';
import { openTestDatabase, testDatabases } from '../../test/databases.js';
import { shippedMigrations } from './readiness.js';

const shipped = shippedMigrations(MIGRATIONS_FOLDER);

describe('shippedMigrations', () => {
  it('lists every migration file of the folder, in order', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    expect(shipped.map((entry) => `${entry.tag}.sql`).sort()).toEqual(files.sort());
    expect(shipped.length).toBeGreaterThan(20);
  });
});

describe.each(testDatabases())('GET /readyz (%s)', (kind) => {
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  const inject = (url: string) => {
    if (!app) throw new Error('no app');
    return app.inject({ url });
  };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = buildApp(testConfig(), { database, jobs: { start: false } });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is ready on a database with every migration applied', async () => {
    const res = await inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503, with the reason) when a migration is missing; /healthz stays 200', async () => {
    const last = shipped.at(-1);
    if (!database || !last) throw new Error('no database or no migrations');
    const record = sql`from drizzle.__drizzle_migrations where created_at = ${last.when}`;
    const [removed] = await rawRows<{ hash: string }>(database.db, sql`select hash ${record}`);
    await database.db.execute(sql`delete ${record}`);
    try {
      const res = await inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not-ready',
        reason: `migrations pending: 1 not applied (first: ${last.tag})`,
      });
      const live = await inject('/healthz');
      expect(live.statusCode).toBe(200);
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed?.hash ?? ''}, ${last.when})`,
      );
    }
    expect((await inject('/readyz')).statusCode).toBe(200);
  });

  it.runIf(kind === 'pglite')(
    'stays ready while PGlite works through a long statement (the last migration read stands)',
    async () => {
      if (!database) throw new Error('no database');
      expect((await inject('/readyz')).statusCode).toBe(200);
      // PGlite has one connection: the readiness queries wait behind this statement.
      const busy = database.db.execute(sql`select pg_sleep(4)`);
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const started = Date.now();
        const res = await inject('/readyz');
        expect(res.statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(3_500);
      } finally {
        await busy;
      }
    },
    30_000,
  );

  it('is not ready (503) when the database does not answer', async () => {
    if (!database) throw new Error('no database');
    // A second app on a closed database of its own: the ping fails at once.
    const other = await openTestDatabase(kind);
    const closedApp = buildApp(testConfig(), { database: other, jobs: { start: false } });
    await closedApp.ready();
    try {
      await other.close();
      const res = await closedApp.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not-ready', reason: 'database unreachable' });
    } finally {
      await closedApp.close().catch(() => {});
    }
  }, 60_000);
});
