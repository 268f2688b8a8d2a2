import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAnalytics, UserAnalytics } from '../../contracts/analytics.js';
import { buildApp, type App } from '../app.js';
import { testConfig } from '../config.js';
import { apiAs } from '../modules/dynamic-codes/test-support.js';
import { signUp } from '../modules/uploads/test-support.js';
import { spawnTs, waitForExit, waitForLine } from '../test/child-process.js';
import {
  replicaClusterUnavailable,
  startReplicaCluster,
  type ReplicaCluster,
} from '../test/replica-cluster.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';
import { rawRows } from './raw-rows.js';

// A real primary and a real streaming replica (pg_basebackup -R), started here: reads that may
// lag go to the replica, reads of the caller's own codes stay on the primary, and a replica that
// is down sends its reads to the primary. Pausing the replica's WAL replay freezes what it
// shows, which tells apart the reads it serves from those the primary serves.
const unavailable = replicaClusterUnavailable();
// The one line that says why, in any reporter's output.
if (unavailable) console.warn(`read replica tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)(
  `read replica (DATABASE_READ_URL)${unavailable ? ` skipped: ${unavailable}` : ''}`,
  () => {
    let cluster: ReplicaCluster | undefined;
    let database: DatabaseHandle | undefined;
    let app: App | undefined;
    const downs: Error[] = [];
    let backs = 0;
    const RETRY_MS = 1_000;

    beforeAll(async () => {
      cluster = await startReplicaCluster({
        // No grace for a read in replay's way: a conflicting change cancels it at once (the
        // conflict test). Reads while replay is paused meet no conflicts.
        replicaSettings: ['max_standby_streaming_delay = 0'],
      });
      // Kept in the test output: the cost of a real replica per run.
      console.info(
        `replica cluster (initdb, pg_basebackup, streaming) ready in ${cluster.setupMs} ms`,
      );
      const primary = await openDatabase({ dataDir: 'memory://', databaseUrl: cluster.primaryUrl });
      try {
        await migrateDatabase(primary);
      } finally {
        await primary.close();
      }
      database = await openDatabase({
        dataDir: 'memory://',
        databaseUrl: cluster.primaryUrl,
        readUrl: cluster.replicaUrl,
        replicaRetryMs: RETRY_MS,
        onReplicaDown: (err) => downs.push(err),
        onReplicaBack: () => {
          backs += 1;
        },
      });
      app = buildApp(
        testConfig({ databaseUrl: cluster.primaryUrl, databaseReadUrl: cluster.replicaUrl }),
        { database },
      );
      await app.ready();
    }, 180_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await cluster?.stop();
    }, 60_000);

    const theApp = () => {
      if (!app) throw new Error('app used before beforeAll ran');
      return app;
    };
    const db = () => {
      if (!database) throw new Error('database used before beforeAll ran');
      return database;
    };
    const replica = () => {
      if (!cluster) throw new Error('cluster used before beforeAll ran');
      return cluster;
    };

    /** `n` human scans of the code a minute ago, written on the primary. */
    const scan = (codeId: number, n: number) =>
      db().db.execute(sql`insert into scan_events (dynamic_qr_code_id, scanned_at, is_bot,
          visitor_key, method)
        select ${codeId}, now() - interval '1 minute', false, 'v' || g, 'GET'
        from generate_series(1, ${n}) g`);

    let user = apiAs(theApp, '');
    let codeId = 0;

    const analytics = async (id = codeId): Promise<CodeAnalytics> => {
      const res = await user.get(`/api/dynamic-qrcodes/${id}/analytics`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const csvLines = async () => {
      const res = await user.get(`/api/dynamic-qrcodes/${codeId}/analytics.csv`);
      expect(res.statusCode, res.body).toBe(200);
      return res.body.trim().split('\n').length - 1;
    };

    it('opens the replica as the read handle; the replica is a hot standby', async () => {
      expect(db().hasReplica).toBe(true);
      expect(db().read).not.toBe(db().db);
      const [row] = await rawRows<{ standby: boolean; port: string }>(
        db().read,
        sql`select pg_is_in_recovery() as standby, current_setting('port') as port`,
      );
      expect(row).toEqual({ standby: true, port: new URL(cluster!.replicaUrl).port });
    });

    it('serves analytics from the replica: with its replay paused, fresh scans are not seen until it resumes', async () => {
      user = apiAs(theApp, await signUp(theApp()));
      expect((await user.post('/api/activate-trial', {})).statusCode).toBe(200);
      const created = await user.post('/api/dynamic-qrcodes', {
        destination: 'https://example.com/menu',
        name: 'Menu',
      });
      expect(created.statusCode, created.body).toBe(201);
      codeId = (created.json() as { id: number }).id;
      await scan(codeId, 2);
      await replica().caughtUp();
      expect((await analytics()).totals.scans).toBe(2);
      expect(await csvLines()).toBe(2);

      await replica().pauseReplay();
      try {
        await scan(codeId, 3);
        // The primary has all five; the analytics answer is the replica's.
        const [onPrimary] = await rawRows<{ n: number }>(
          db().db,
          sql`select count(*)::int as n from scan_events where dynamic_qr_code_id = ${codeId}`,
        );
        expect(onPrimary?.n).toBe(5);
        expect((await analytics()).totals.scans).toBe(2);
        expect(await csvLines()).toBe(2);
      } finally {
        await replica().resumeReplay();
      }
      await replica().caughtUp();
      expect((await analytics()).totals.scans).toBe(5);
      expect(await csvLines()).toBe(5);
    }, 120_000);

    it("shows a user's own new and edited codes at once while the replica lags", async () => {
      await replica().pauseReplay();
      try {
        const renamed = await user.patch(`/api/dynamic-qrcodes/${codeId}`, { name: 'Lunch menu' });
        expect(renamed.statusCode, renamed.body).toBe(200);
        const created = await user.post('/api/dynamic-qrcodes', {
          destination: 'https://example.com/poster',
          name: 'Poster',
        });
        expect(created.statusCode, created.body).toBe(201);
        const posterId = (created.json() as { id: number }).id;

        // The replica knows neither change yet.
        const [stale] = await rawRows<{ n: number }>(
          db().read,
          sql`select count(*)::int as n from dynamic_qr_codes where id = ${posterId}`,
        );
        expect(stale?.n).toBe(0);

        // The list, the detail, the overview's code counts and the new code's analytics: all
        // see both changes (read on the primary).
        const list = await user.get('/api/dynamic-qrcodes');
        expect(list.statusCode).toBe(200);
        const names = (list.json() as { id: number; name: string }[]).map((c) => c.name);
        expect(names.sort()).toEqual(['Lunch menu', 'Poster']);
        const detail = await user.get(`/api/dynamic-qrcodes/${codeId}`);
        expect((detail.json() as { name: string }).name).toBe('Lunch menu');
        const overview = await user.get('/api/user-analytics');
        expect(overview.statusCode, overview.body).toBe(200);
        expect((overview.json() as UserAnalytics).overview.dynamicQrCodes).toBe(2);
        const fresh = await analytics(posterId);
        expect(fresh.code).toMatchObject({ id: posterId, name: 'Poster', totalScans: 0 });
        expect(fresh.totals.scans).toBe(0);
      } finally {
        await replica().resumeReplay();
      }
    }, 120_000);

    it('runs a read the replica cancels (conflict with recovery) again on the primary', async () => {
      const replicaAdmin = async (text: string) => {
        const client = new pg.Client({ connectionString: replica().replicaUrl });
        await client.connect();
        try {
          return (await client.query(text)).rows as Record<string, unknown>[];
        } finally {
          await client.end();
        }
      };
      await db().db.execute(sql`create table conflict_probe (x int)`);
      await replica().caughtUp();
      try {
        const downsBefore = downs.length;
        const read = rawRows<{ standby: boolean }>(
          db().read,
          // On the replica it waits long enough to be in replay's way; on the primary it answers.
          sql`select pg_is_in_recovery() as standby,
              pg_sleep(case when pg_is_in_recovery() then 10 else 0 end)::text as slept
            from (select count(*) from conflict_probe) c`,
        );
        // Once the read holds its lock on the replica, the primary takes an exclusive lock: its
        // replay conflicts with the read, which the replica cancels (SQLSTATE 40001).
        const deadline = Date.now() + 30_000;
        for (;;) {
          const active = await replicaAdmin(
            "select count(*)::int as n from pg_stat_activity where query like '%conflict_probe%' and state = 'active' and pid <> pg_backend_pid()",
          );
          if (active[0]?.n === 1) break;
          if (Date.now() > deadline) throw new Error('the read never started on the replica');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await db().db.transaction(async (tx) => {
          await tx.execute(sql`lock table conflict_probe in access exclusive mode`);
        });
        const rows = await read;
        // Answered, by the primary, and the replica is not taken for down.
        expect(rows).toEqual([{ standby: false, slept: '' }]);
        expect(downs).toHaveLength(downsBefore);
      } finally {
        await db().db.execute(sql`drop table conflict_probe`);
      }
    }, 120_000);

    it('sends reads to the primary while the replica is down, tells once, and goes back to it', async () => {
      await replica().caughtUp();
      await replica().stopReplica();
      try {
        await scan(codeId, 1);
        // Every read answers, from the primary (six scans), and the outage is told once.
        for (let i = 0; i < 3; i += 1) {
          expect((await analytics()).totals.scans).toBe(6);
          expect(await csvLines()).toBe(6);
        }
        const admin = await theApp().inject({ method: 'GET', url: '/api/site-stats' });
        expect(admin.statusCode, admin.body).toBe(200);
        expect(downs).toHaveLength(1);
        expect(backs).toBe(0);
      } finally {
        await replica().startReplica();
      }
      await replica().caughtUp();
      // After the retry delay the replica is asked again and serves the reads.
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 100));
      expect((await analytics()).totals.scans).toBe(6);
      expect(backs).toBe(1);
      await replica().pauseReplay();
      try {
        await scan(codeId, 1);
        expect((await analytics()).totals.scans).toBe(6);
      } finally {
        await replica().resumeReplay();
      }
      await replica().caughtUp();
      expect((await analytics()).totals.scans).toBe(7);
      expect(downs).toHaveLength(1);
    }, 180_000);

    it('a server process names the replica when ready and logs one warning while it is down', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'qrs-replica-server-'));
      const child = spawnTs('src/server/main.ts', [], {
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_CONCURRENCY: '1',
        WORKER_THREADS: '1',
        DESTINATION_CHECKS: 'off',
        DATABASE_URL: replica().primaryUrl,
        DATABASE_READ_URL: replica().replicaUrl,
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      try {
        const ready = JSON.parse(await waitForLine(child, /QR Shark ready/, 90_000)) as {
          port: number;
          msg: string;
        };
        const at = (url: string) => new URL(url).host;
        expect(ready.msg).toContain(
          `(database: PostgreSQL postgres@${at(cluster!.primaryUrl)}/qrs; read replica: PostgreSQL postgres@${at(cluster!.replicaUrl)}/qrs)`,
        );
        const base = `http://127.0.0.1:${ready.port}`;
        const email = `replica${Date.now()}@example.com`;
        const registered = await fetch(`${base}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: email,
            email,
            password: 'tulip-river-81',
            confirmPassword: 'tulip-river-81',
          }),
        });
        expect(registered.status).toBe(201);
        const cookie = registered.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const overview = () => fetch(`${base}/api/user-analytics`, { headers: { cookie } });
        expect((await overview()).status).toBe(200);

        await replica().stopReplica();
        try {
          for (let i = 0; i < 5; i += 1) {
            const res = await overview();
            expect(res.status, await res.text()).toBe(200);
          }
        } finally {
          await replica().startReplica();
        }
        const warnings = stdout
          .split('\n')
          .filter((line) => line.includes('read replica (DATABASE_READ_URL) does not answer'));
        expect(warnings).toHaveLength(1);
        expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40 });
      } finally {
        child.kill('SIGTERM');
        await waitForExit(child);
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  },
);
