// Per-user API limits across two real app processes on one PostgreSQL (issue 19 item 4, issue
// 36 item 5): the processes count into one window per user (the database, or Redis with
// REDIS_URL), whichever of the user's keys is used, so the user's 61st request a minute is
// refused by whichever process gets it, with whichever key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RATE_LIMITS } from '../../../contracts/api-rate-limits.js';
import type { DatabaseHandle } from '../../db/client.js';
import { installationTag } from '../../lib/redis-window-counter.js';
import { spawnTs, waitForExit, waitForLine } from '../../test/child-process.js';
import { openTestDatabase } from '../../test/databases.js';
import { insertUser } from '../redirect/test-codes.js';
import { ApiKeyService } from '../api-keys/index.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
describe.skipIf(!process.env.TEST_DATABASE_URL)('API rate limits in two processes', () => {
  let database: DatabaseHandle;
  let url = '';
  let dataDir = '';
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    url = (database as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
      .connectionString!;
    dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-rate-'));
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts a server process on a free port (PORT=0); its ready line says which. */
  const startApp = async (env: Record<string, string>) => {
    const child = spawnTs('src/server/main.ts', [], {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '1',
      WORKER_THREADS: '1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...env,
    });
    const ready = JSON.parse(await waitForLine(child, /QR Shark ready/, 90_000)) as {
      port: number;
    };
    return { child, port: ready.port };
  };

  for (const redis of [false, true]) {
    it(`shares one window per user (${redis ? 'Redis' : 'PostgreSQL'})`, async () => {
      const env = {
        APP_SECRET: randomBytes(32).toString('base64url'),
        ...(redis ? { REDIS_URL } : {}),
      };
      const children = [];
      const ports: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        const started = await startApp(env);
        children.push(started.child);
        ports.push(started.port);
      }
      try {
        const userId = await insertUser(database.db);
        const workspaceId = await personalWorkspaceIdOf(database.db, userId);
        const keys = new ApiKeyService({ db: database.db });
        const made = await Promise.all(
          ['two processes', 'another key'].map((name) =>
            keys.create({ userId, clientId: 1, workspaceId }, { name, scope: 'read' }),
          ),
        );
        const limit = API_RATE_LIMITS.free;
        // Request i goes to process i % 2 with key (i >> 1) % 2: every pairing of key and process.
        let sent = 0;
        const get = (port: number) =>
          fetch(`http://127.0.0.1:${port}/api/v1/codes?limit=1`, {
            headers: { authorization: `Bearer ${made[(sent++ >> 1) % 2]!.key}` },
          });
        const answers: { port: number; status: number; remaining: number }[] = [];
        for (let i = 0; i < limit; i += 1) {
          const port = ports[i % 2]!;
          const res = await get(port);
          answers.push({
            port,
            status: res.status,
            remaining: Number(res.headers.get('ratelimit-remaining')),
          });
        }
        expect(answers.every((a) => a.status === 200)).toBe(true);
        // Remaining counts down across both processes: 59, 58, ..., 0.
        expect(answers.map((a) => a.remaining)).toEqual(
          Array.from({ length: limit }, (_, i) => limit - 1 - i),
        );
        const refused = await Promise.all(ports.map(get));
        const bodies = await Promise.all(refused.map((r) => r.json()));
        console.log(
          `${redis ? 'Redis' : 'PostgreSQL'}: ${limit} requests alternating over 2 processes and 2 keys of one user ` +
            `all 200, remaining ${answers[0]!.remaining}..${answers[limit - 1]!.remaining}; ` +
            `request ${limit + 1} and ${limit + 2} (one per process): ` +
            refused
              .map((r) => `${r.status} Retry-After ${r.headers.get('retry-after')}`)
              .join(', '),
        );
        for (const [i, res] of refused.entries()) {
          expect(res.status).toBe(429);
          expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
          expect(res.headers.get('ratelimit-limit')).toBe(String(limit));
          expect(res.headers.get('ratelimit-remaining')).toBe('0');
          expect(bodies[i].code).toBe('RATE_LIMITED');
        }
        // With REDIS_URL the window lives in Redis: all 62 requests counted there.
        const redisClient = new Redis(REDIS_URL);
        const stored = await redisClient.get(
          `qrs:${installationTag(env.APP_SECRET)}:api:user:${userId}`,
        );
        redisClient.disconnect();
        expect(stored).toBe(redis ? String(limit + 2) : null);
      } finally {
        for (const child of children) child.kill('SIGTERM');
        await Promise.all(children.map(waitForExit));
      }
    }, 240_000);
  }
});
