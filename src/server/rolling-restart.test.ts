// Rolling restarts (issue 41 item 4): with WEB_CONCURRENCY=2 on PostgreSQL, SIGHUP to the
// primary replaces the server processes one at a time under a continuous load of short-link
// requests (keep-alive clients and clients opening a connection per request) without one failed
// request, and every scan answered is stored; SIGTERM during a rollout still drains all and
// exits 0; a new process that cannot start stops the rollout and the old ones keep serving.
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.js';
import { knownMigrations } from './db/migrate.js';
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
const DESTINATION = 'https://example.com/rolling';

/** One GET; resolves with the status and Location, rejects on any connection error. */
function get(port: number, path: string, agent: http.Agent | false) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { 'user-agent': PHONE } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
        );
        res.on('error', reject);
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error('no answer within 20 s')));
    request.on('error', reject);
  });
}

interface Load {
  /** Requests answered 302 to the destination. */
  ok: () => number;
  failures: string[];
  stop: () => Promise<void>;
}

/**
 * Clients requesting `path` back to back until stopped: `keepAlive` of them each on its own
 * keep-alive connection (reopened only when the server ends it), `fresh` of them on a new
 * connection for every request.
 */
function startLoad(port: number, path: string, keepAlive: number, fresh: number): Load {
  let ok = 0;
  let stopped = false;
  const failures: string[] = [];
  const agents: http.Agent[] = [];
  const client = async (agent: http.Agent | false) => {
    while (!stopped) {
      try {
        const answer = await get(port, path, agent);
        if (answer.status === 302 && answer.location === DESTINATION) ok += 1;
        else failures.push(`answered ${answer.status} (Location ${answer.location})`);
      } catch (err) {
        failures.push(`${(err as NodeJS.ErrnoException).code ?? ''} ${(err as Error).message}`);
      }
    }
  };
  const clients: Promise<void>[] = [];
  for (let i = 0; i < keepAlive; i += 1) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    clients.push(client(agent));
  }
  for (let i = 0; i < fresh; i += 1) clients.push(client(false));
  return {
    ok: () => ok,
    failures,
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
      for (const agent of agents) agent.destroy();
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'rolling restart (SIGHUP), WEB_CONCURRENCY=2',
  () => {
    let database: DatabaseHandle;
    let url: string;
    let shortCode: string;
    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      url = (database as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
        .connectionString!;
      const [owner] = await database.db
        .insert(users)
        .values({ username: 'rolling@example.com' })
        .returning({ id: users.id });
      shortCode = 'RoLLing1';
      await database.db.insert(dynamicQrCodes).values({
        userId: owner!.id,
        workspaceId: await personalWorkspaceIdOf(database.db, owner!.id),
        shortCode,
        destination: DESTINATION,
        qrType: 'url',
      });
    });
    afterAll(async () => {
      await database?.close();
    });

    const scanCount = async () => {
      const [row] = await database.db
        .select({ scanCount: dynamicQrCodes.scanCount })
        .from(dynamicQrCodes)
        .where(eq(dynamicQrCodes.shortCode, shortCode));
      return row!.scanCount;
    };

    /** The primary with two workers, ready; its lines, port and the workers' pids. */
    async function startCluster() {
      const child = spawnTwoProcessServer(url);
      const lines = collectLines(child);
      const ready = JSON.parse(await waitForLine(child, /2 server processes/, 120_000)) as {
        port: number;
      };
      const workerReadyPids = () =>
        lines
          .filter((line) => line.includes('QR Shark ready') && !line.includes('server processes'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid);
      await expect.poll(() => workerReadyPids().length, { timeout: 20_000 }).toBe(2);
      return { child, lines, port: ready.port, pids: workerReadyPids() };
    }

    it('replaces both processes one at a time under load without one failed request', async () => {
      const { child, lines, port, pids: before } = await startCluster();
      try {
        const scansBefore = await scanCount();
        const load = startLoad(port, `/d/${shortCode}`, 6, 2);
        try {
          await expect.poll(load.ok, { timeout: 30_000, interval: 50 }).toBeGreaterThan(300);
          const atSighup = load.ok();
          child.kill('SIGHUP');
          const done = JSON.parse(
            await waitForLine(child, /rolling restart complete/, 240_000),
          ) as { pids: number[] };
          const duringRollout = load.ok() - atSighup;
          // Two new processes, neither of the old ones.
          expect(done.pids).toHaveLength(2);
          for (const pid of done.pids) expect(before).not.toContain(pid);
          // One at a time: each old one drained only once a new one listened.
          const steps = lines.filter((line) => line.includes('a new server process listens'));
          expect(steps).toHaveLength(2);
          // The load goes on a few seconds against the new processes only.
          const atDone = load.ok();
          await expect
            .poll(load.ok, { timeout: 30_000, interval: 50 })
            .toBeGreaterThan(atDone + 300);
          await new Promise((resolve) => setTimeout(resolve, 3_000));
          await load.stop();
          console.log(
            `rolling restart under load: ${load.ok()} requests answered 302 (${duringRollout} during the rollout), ${load.failures.length} failed`,
          );
          expect(load.failures).toEqual([]);
        } finally {
          await load.stop();
        }

        child.kill('SIGTERM');
        expect(await waitForExit(child)).toBe(0);
        // Every scan answered, by the old processes (written as they drained) and the new.
        expect((await scanCount()) - scansBefore).toBe(load.ok());
      } finally {
        child.kill('SIGKILL');
      }
    }, 400_000);

    it('SIGTERM during a rolling restart drains every process and exits 0', async () => {
      const { child, lines, port } = await startCluster();
      try {
        const scansBefore = await scanCount();
        const load = startLoad(port, `/d/${shortCode}`, 2, 0);
        await expect.poll(load.ok, { timeout: 30_000, interval: 50 }).toBeGreaterThan(50);
        child.kill('SIGHUP');
        await waitForLine(child, /rolling restart: replacing 2 server processes/, 30_000);
        // A second SIGHUP meanwhile is queued (said in the log), and dropped by the SIGTERM.
        child.kill('SIGHUP');
        await waitForLine(child, /another rolling restart will follow it/, 30_000);
        child.kill('SIGTERM');
        const code = await waitForExit(child);
        await load.stop();
        expect(code).toBe(0);
        expect(lines.some((line) => line.includes('rolling restart complete'))).toBe(false);
        expect(lines.filter((line) => line.includes('rolling restart: replacing')).length).toBe(1);
        expect(lines.filter((line) => line.includes('"shutdown complete"')).length).toBe(3);
        // Requests after the listening socket closed fail to connect; every one answered counts.
        expect((await scanCount()) - scansBefore).toBe(load.ok());
      } finally {
        child.kill('SIGKILL');
      }
    }, 300_000);

    it('a new process that cannot start stops the rollout; the old ones keep serving', async () => {
      const { child, lines, port, pids: before } = await startCluster();
      try {
        // A newer version migrated the database meanwhile: a new process refuses to start.
        await database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at)
            values (${'f'.repeat(64)}, ${knownMigrations().at(-1)!.when + 1})`,
        );
        const load = startLoad(port, `/d/${shortCode}`, 2, 1);
        try {
          child.kill('SIGHUP');
          const stopped = JSON.parse(
            await waitForLine(child, /rolling restart stopped/, 120_000),
          ) as {
            msg: string;
            notReplaced: number[];
          };
          expect(stopped.msg).toContain('exited (code 1) before it listened');
          expect(stopped.msg).toContain('the 2 running server processes keep serving');
          expect(stopped.notReplaced.sort()).toEqual([...before].sort());
          const atStop = load.ok();
          await expect
            .poll(load.ok, { timeout: 30_000, interval: 50 })
            .toBeGreaterThan(atStop + 100);
          await load.stop();
          expect(load.failures).toEqual([]);
          expect(lines.some((line) => line.includes('exited unexpectedly'))).toBe(false);
        } finally {
          await load.stop();
          await database.db.execute(
            sql`delete from drizzle.__drizzle_migrations where hash = ${'f'.repeat(64)}`,
          );
        }
        child.kill('SIGTERM');
        expect(await waitForExit(child)).toBe(0);
      } finally {
        child.kill('SIGKILL');
      }
    }, 300_000);
  },
);
