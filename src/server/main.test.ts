import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnTs, waitForExit, waitForLine } from './test/child-process.js';

// Each test starts real processes (tsx compiles main.ts, the embedded database opens and
// migrates): on a loaded CI machine that alone has taken over 30 s.
vi.setConfig({ testTimeout: 150_000 });

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrs-main-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function get(port: number, url: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const baseEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
});

describe('server process', () => {
  it('starts from main.ts on the embedded database, answers /healthz, exits 0 on SIGTERM', async () => {
    const dataDir = tempDir();
    const child = spawnTs('src/server/main.ts', [], baseEnv(dataDir));
    try {
      const ready = await waitForLine(child, /QR Shark ready/, 60_000);
      const { port, msg } = JSON.parse(ready) as { port: number; msg: string };
      // Not a terminal: JSON lines; the message says where to open it and which database.
      expect(msg).toBe(
        `QR Shark ready: open http://localhost:${port} (database: embedded PGlite in ${dataDir}/db)`,
      );
      const agent = new http.Agent({ keepAlive: true });
      const health = await get(port, '/healthz', agent);
      expect(health).toEqual({ status: 200, body: '{"status":"ok"}' });
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(true);

      const second = spawnTs('src/server/main.ts', [], baseEnv(dataDir));
      let secondErr = '';
      second.stderr.on('data', (c: Buffer) => (secondErr += c.toString()));
      expect(await waitForExit(second)).toBe(1);
      expect(secondErr).toContain(`Another QR Shark process (pid ${child.pid})`);
      expect((await get(port, '/healthz', agent)).status).toBe(200);

      // One process cannot restart itself: SIGHUP (a systemd ExecReload) is said and ignored.
      child.kill('SIGHUP');
      await waitForLine(child, /SIGHUP ignored: a rolling restart needs WEB_CONCURRENCY above 1/);
      expect((await get(port, '/healthz', agent)).status).toBe(200);

      child.kill('SIGTERM');
      expect(await waitForExit(child)).toBe(0);
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
      agent.destroy();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('refuses to start with a bad configuration, listing every problem', async () => {
    const child = spawnTs('src/server/main.ts', [], { PORT: 'x', PUBLIC_URL: 'nope' });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    expect(await waitForExit(child)).toBe(1);
    expect(stderr).toContain('PORT: must be a whole number');
    expect(stderr).toContain('PUBLIC_URL: must be an http(s) origin');
  });

  it('lets 50 in-flight slow requests finish on SIGTERM, runs onClose and exits 0', async () => {
    const dataDir = tempDir();
    const child = spawnTs('src/server/test/fixtures/slow-server.ts', [], baseEnv(dataDir));
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    try {
      const line = await waitForLine(child, /^listening \d+$/, 60_000);
      const port = Number(line.split(' ')[1]);
      // An idle keep-alive connection must not hold the shutdown open.
      const idleAgent = new http.Agent({ keepAlive: true });
      expect((await get(port, '/healthz', idleAgent)).status).toBe(200);

      const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
      const inFlight = Array.from({ length: 50 }, () => get(port, '/test/slow?ms=1500', agent));
      await waitForLine(child, /^slow-start 50$/);
      const signalled = Date.now();
      child.kill('SIGTERM');
      const results = await Promise.all(inFlight);
      expect(results.every((r) => r.status === 200 && r.body === '{"done":true}')).toBe(true);
      expect(await waitForExit(child)).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(stdout).toContain('onClose ran');
      idleAgent.destroy();
      agent.destroy();
    } finally {
      child.kill('SIGKILL');
    }
  });
});
