// A real Prometheus (Debian's `prometheus` package, which .ci/run installs) scrapes the app's
// /metrics with the bearer token every second while the test sends a known load of short-link
// scans through the real server (the fast path in front of Fastify); PromQL over Prometheus'
// HTTP API must then answer with that load: the redirect histogram's count, the 302s by route,
// and the scans received and written. Skipped, and says so, where /usr/bin/prometheus is missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import { waitForExit } from '../../test/child-process.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';

const PROMETHEUS = '/usr/bin/prometheus';
const prometheusFound = existsSync(PROMETHEUS);
const SKIPPED = `skipped: ${PROMETHEUS} is missing (apt-get install -y prometheus)`;
if (!prometheusFound) console.warn(`prometheus.test.ts ${SKIPPED}`);

const TOKEN = 'prometheus-scrape-token-0123456789';
/** Prometheus' web port: the first free one of the range this suite may use. */
const PORTS = [9190, 9191, 9192, 9193, 9194, 9195, 9196, 9197, 9198, 9199];
const SCANS = 120;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > until) {
      throw new Error(
        `${what}: not within ${timeoutMs} ms (last: ${JSON.stringify(last)}, error: ${String(lastError)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!prometheusFound)(
  `Prometheus scrapes /metrics${prometheusFound ? '' : ` (${SKIPPED})`}`,
  () => {
    const { app, database } = useTestApp(
      'pglite',
      { metricsToken: TOKEN },
      { jobs: { start: false } },
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'qrs-prometheus-'));
    let prometheus: ChildProcess | null = null;
    let stderr = '';
    let api = '';
    let appPort = 0;

    /** One instant PromQL query's single value (NaN when the answer has no series). */
    const query = async (promql: string): Promise<number> => {
      const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = (await res.json()) as {
        status: string;
        data?: { resultType: string; result: { value: [number, string] }[] };
      };
      if (body.status !== 'success') throw new Error(`query failed: ${JSON.stringify(body)}`);
      const [first] = body.data?.result ?? [];
      return first ? Number(first.value[1]) : Number.NaN;
    };

    beforeAll(async () => {
      await app().listen({ port: 0, host: '127.0.0.1' });
      appPort = (app().server.address() as { port: number }).port;
      let webPort: number | undefined;
      for (const port of PORTS) {
        if (await portIsFree(port)) {
          webPort = port;
          break;
        }
      }
      if (webPort === undefined) throw new Error(`no free port in ${PORTS.join(', ')}`);
      api = `http://127.0.0.1:${webPort}`;
      const tokenFile = path.join(dir, 'token');
      writeFileSync(tokenFile, TOKEN, { mode: 0o600 });
      const config = path.join(dir, 'prometheus.yml');
      writeFileSync(
        config,
        `global:
  scrape_interval: 1s
  scrape_timeout: 900ms
  evaluation_interval: 1s
scrape_configs:
  - job_name: qrshark
    authorization:
      type: Bearer
      credentials_file: ${tokenFile}
    static_configs:
      - targets: ['127.0.0.1:${appPort}']
`,
      );
      prometheus = spawn(
        PROMETHEUS,
        [
          `--config.file=${config}`,
          `--storage.tsdb.path=${path.join(dir, 'data')}`,
          `--web.listen-address=127.0.0.1:${webPort}`,
          '--storage.tsdb.retention.time=1h',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      prometheus.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      await waitFor(
        'Prometheus ready',
        async () => {
          if (prometheus?.exitCode !== null) throw new Error(`prometheus exited: ${stderr}`);
          return (await fetch(`${api}/-/ready`)).status;
        },
        (status) => status === 200,
      );
      // Scraped with the token: the target is up (a 401 would make it 0).
      await waitFor(
        'target up',
        () => query('up{job="qrshark"}'),
        (up) => up === 1,
      );
    }, 120_000);

    afterAll(async () => {
      if (prometheus && prometheus.exitCode === null) {
        prometheus.kill('SIGTERM');
        await waitForExit(prometheus);
      }
      rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it(`answers PromQL with the load sent: ${SCANS} short-link scans`, async () => {
      const db = database().db;
      const owner = await insertUser(db);
      const codes = [await insertCode(db, owner), await insertCode(db, owner)];
      const before = {
        answers: await query('qrshark_short_link_duration_seconds_count{job="qrshark"}'),
        written: await query('qrshark_scans_written_total{job="qrshark"}'),
      };
      // Nothing was scanned before the load: the series exist and are 0.
      expect(before).toEqual({ answers: 0, written: 0 });

      for (let i = 0; i < SCANS; i += 1) {
        const code = codes[i % codes.length];
        const res = await fetch(`http://127.0.0.1:${appPort}/d/${code?.shortCode ?? ''}`, {
          redirect: 'manual',
          headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)' },
        });
        expect(res.status).toBe(302);
      }

      // The writer commits within a second; Prometheus scrapes every second.
      const waitValue = (promql: string) =>
        waitFor(
          promql,
          () => query(promql),
          (value) => value === SCANS,
        );
      expect(await waitValue('qrshark_short_link_duration_seconds_count{job="qrshark"}')).toBe(
        SCANS,
      );
      expect(
        await waitValue(
          'sum(qrshark_http_requests_total{job="qrshark",route="/d/:shortCode",status="302"})',
        ),
      ).toBe(SCANS);
      expect(await waitValue('qrshark_scans_received_total{job="qrshark"}')).toBe(SCANS);
      expect(await waitValue('qrshark_scans_written_total{job="qrshark"}')).toBe(SCANS);
      // Every answer fell in a bucket: the +Inf bucket holds them all, and p99 is a finite time.
      expect(
        await query('qrshark_short_link_duration_seconds_bucket{job="qrshark",le="+Inf"}'),
      ).toBe(SCANS);
      const p99 = await query(
        'histogram_quantile(0.99, sum by (le) (qrshark_short_link_duration_seconds_bucket{job="qrshark"}))',
      );
      expect(p99).toBeGreaterThan(0);
      expect(p99).toBeLessThan(2.5);
    }, 120_000);

    it('runs every query of docs/grafana-dashboard.json without an error', async () => {
      const dashboard = JSON.parse(
        readFileSync(path.join(PROJECT_ROOT, 'docs/grafana-dashboard.json'), 'utf8'),
      ) as { panels: { title: string; targets: { expr: string }[] }[] };
      const failures: string[] = [];
      let queries = 0;
      for (const panel of dashboard.panels) {
        for (const target of panel.targets) {
          const promql = target.expr
            .replaceAll('$job', 'qrshark')
            .replaceAll('$__rate_interval', '1m');
          const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`);
          const body = (await res.json()) as { status: string; error?: string };
          queries += 1;
          if (body.status !== 'success') failures.push(`${panel.title}: ${promql}: ${body.error}`);
        }
      }
      expect(failures).toEqual([]);
      expect(queries).toBeGreaterThan(10);
    }, 60_000);

    it('finds docs/prometheus-alerts.yml valid (promtool check rules)', () => {
      const check = spawnSync('/usr/bin/promtool', [
        'check',
        'rules',
        path.join(PROJECT_ROOT, 'docs/prometheus-alerts.yml'),
      ]);
      expect(check.status, `${check.stdout.toString()}${check.stderr.toString()}`).toBe(0);
      expect(check.stdout.toString()).toMatch(/SUCCESS: \d+ rules found/);
    });
  },
);
