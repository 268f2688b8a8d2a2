// WEB_CONCURRENCY (issue 21 item 4): two server processes on one port and one PostgreSQL. Scans
// answered by either process are all stored after SIGTERM (each worker writes its buffer), and a
// worker that dies is replaced while the other keeps answering.
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.js';
import { dynamicQrCodes, users } from './db/schema/index.js';
import { personalWorkspaceIdOf } from './modules/workspaces/test-support.js';
import { openTestDatabase } from './test/databases.js';
import {
  collectLines,
  spawnTwoProcessServer,
  waitForExit,
  waitForLine,
} from './test/child-process.js';

/** A phone's browser: scans without a User-Agent are not counted (bots). */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** One GET on a fresh connection, so the cluster hands each to the next worker. */
function getOnce(port: number, path: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path, agent: false, headers: { 'user-agent': PHONE } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      )
      .on('error', reject);
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let database: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    url = (database as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
      .connectionString!;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('serves from two processes, replaces a dead one, and stores every scan on SIGTERM', async () => {
    const [owner] = await database.db
      .insert(users)
      .values({ username: 'cluster@example.com' })
      .returning({ id: users.id });
    const shortCode = 'CLusTer2';
    await database.db.insert(dynamicQrCodes).values({
      userId: owner!.id,
      workspaceId: await personalWorkspaceIdOf(database.db, owner!.id),
      shortCode,
      destination: 'https://example.com/cluster',
      qrType: 'url',
    });

    const child = spawnTwoProcessServer(url);
    const lines = collectLines(child);
    try {
      const ready = JSON.parse(await waitForLine(child, /2 server processes/, 90_000)) as {
        port: number;
        pid: number;
      };
      const port = ready.port;
      // Two workers say they are ready, each its own process (not the primary). Their lines
      // and the primary's are written by different processes, in no set order.
      const workerPids = () =>
        lines
          .filter((line) => line.includes('QR Shark ready') && !line.includes('server processes'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid);
      await expect.poll(() => new Set(workerPids()).size, { timeout: 10_000 }).toBe(2);
      expect(workerPids()).not.toContain(ready.pid);

      // A worker killed outright is replaced; the other answers meanwhile.
      process.kill(workerPids()[0]!, 'SIGKILL');
      await waitForLine(child, /exited unexpectedly/, 30_000);
      expect(await getOnce(port, '/healthz')).toBe(200);
      await expect.poll(() => workerPids().length, { timeout: 60_000, interval: 200 }).toBe(3);
      // No admin in this database: one start, one setup link, though three processes started
      // (issue 36 item 3; each accepts it, it is in the database).
      expect(lines.filter((line) => line.startsWith('Set up the first admin: ')).length).toBe(1);

      // 120 scans on fresh connections: the primary deals them to both workers in turn.
      const statuses: number[] = [];
      for (let batch = 0; batch < 12; batch += 1) {
        statuses.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, () => getOnce(port, `/d/${shortCode}`)),
          )),
        );
      }
      expect(statuses.every((s) => s === 302)).toBe(true);

      // SIGTERM at once: buffered scans of both workers must reach the database.
      child.kill('SIGTERM');
      expect(await waitForExit(child)).toBe(0);
      const shutdowns = lines.filter((line) => line.includes('"shutdown complete"'));
      expect(shutdowns.length).toBe(3); // two workers and the primary
      const [row] = await database.db
        .select({ scanCount: dynamicQrCodes.scanCount })
        .from(dynamicQrCodes)
        .where(eq(dynamicQrCodes.shortCode, shortCode));
      expect(row!.scanCount).toBe(120);
    } finally {
      child.kill('SIGKILL');
    }
  }, 180_000);
});
