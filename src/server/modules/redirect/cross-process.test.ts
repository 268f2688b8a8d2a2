import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { dynamicQrCodes } from '../../db/schema/index.js';
import { openTestDatabase } from '../../test/databases.js';
import { insertCode, insertUser } from './test-codes.js';

// Two app processes on one PostgreSQL database, modelled as two apps with their own pools:
// an invalidation in one must reach the other's cache through LISTEN/NOTIFY.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'redirect cache across processes (postgres)',
  () => {
    let first: DatabaseHandle;
    let second: DatabaseHandle;
    let appA: App;
    let appB: App;

    beforeAll(async () => {
      first = await openTestDatabase('postgres');
      if (first.kind !== 'postgres') throw new Error('expected PostgreSQL');
      second = await openDatabase({
        dataDir: 'memory://',
        databaseUrl: first.pool.options.connectionString!,
      });
      appA = buildApp(testConfig(), { database: first });
      appB = buildApp(testConfig(), { database: second });
      await Promise.all([appA.ready(), appB.ready()]);
    });

    afterAll(async () => {
      await appA?.close();
      await appB?.close();
      await second?.close();
      await first?.close();
    });

    it('an edit announced by one process changes where the other redirects', async () => {
      const owner = await insertUser(first.db);
      const code = await insertCode(first.db, owner, { destination: 'https://old.example/' });
      const url = `/d/${code.shortCode}`;
      expect((await appA.inject({ url })).headers.location).toBe('https://old.example/');
      expect((await appB.inject({ url })).headers.location).toBe('https://old.example/');

      await first.db
        .update(dynamicQrCodes)
        .set({ destination: 'https://new.example/' })
        .where(eq(dynamicQrCodes.id, code.id));
      await appA.redirectCache.invalidate(code.shortCode);

      expect((await appA.inject({ url })).headers.location).toBe('https://new.example/');
      await expect
        .poll(async () => (await appB.inject({ url })).headers.location, { timeout: 5000 })
        .toBe('https://new.example/');
    });
  },
);
