// WEB_CONCURRENCY=2: a scrape reaches one process, which answers for the whole cluster through
// the primary (cluster-metrics.ts). Scans dealt to both processes must all show in every scrape,
// whichever process answers it.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { spawnTwoProcessServer, waitForExit, waitForLine } from '../../test/child-process.js';
import { openTestDatabase } from '../../test/databases.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';

const TOKEN = 'cluster-metrics-token-0123456789';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SCANS = 40;

/** One GET on a fresh connection (the primary deals connections to the workers in turn). */
function getOnce(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path,
          agent: false,
          headers: { 'user-agent': PHONE, ...headers },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      )
      .on('error', reject);
  });
}

function sample(text: string, series: string): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return undefined;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('/metrics with WEB_CONCURRENCY=2', () => {
  let database: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    url = (database as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
      .connectionString!;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('answers for every process, whichever one the scrape reaches', async () => {
    const owner = await insertUser(database.db);
    const code = await insertCode(database.db, owner);
    const child = spawnTwoProcessServer(url, { METRICS_TOKEN: TOKEN });
    try {
      const ready = JSON.parse(await waitForLine(child, /2 server processes/, 90_000)) as {
        port: number;
      };
      const port = ready.port;
      for (let i = 0; i < SCANS; i += 1) {
        expect((await getOnce(port, `/d/${code.shortCode}`)).status).toBe(302);
      }
      expect((await getOnce(port, '/metrics')).status).toBe(401);
      // Six scrapes on fresh connections reach both processes; each counts all the scans.
      // (A process answering for itself alone would show about half.)
      const counts: (number | undefined)[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await getOnce(port, '/metrics', { authorization: `Bearer ${TOKEN}` });
        expect(res.status).toBe(200);
        counts.push(sample(res.body, 'qrshark_short_link_duration_seconds_count'));
        expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
      }
      expect(counts).toEqual(Array.from({ length: 6 }, () => SCANS));
      child.kill('SIGTERM');
      expect(await waitForExit(child)).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 180_000);
});
