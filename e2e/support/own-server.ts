// A spec's own plain server: `main.ts` started the way a self-hoster starts it (embedded
// database in a fresh DATA_DIR, no SMTP_URL, no admin yet), for journeys the shared e2e server
// cannot show because it is configured otherwise (it has mail, an admin and BASE_DOMAIN). The
// server prints its one-time setup link in the start log; the spec follows it to make the
// first admin.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SETUP_LINE_PREFIX } from '../../src/contracts/first-admin.js';

export interface OwnServer {
  baseURL: string;
  /** The one-time first-admin link the server printed (known once beforeAll has run). */
  setupLink(): string;
}

/**
 * Starts the server before the spec's tests and stops it (SIGTERM, then its folder is removed)
 * after them. `offset` is added to E2E_PORT (each spec its own port); `env` adds to or
 * overrides the plain start's environment. Use `test.use({ baseURL: server.baseURL })`.
 */
export function useOwnServer(options: {
  offset: number;
  name: string;
  env?: Record<string, string>;
}): OwnServer {
  const port = Number(process.env.E2E_PORT ?? 3100) + options.offset;
  const baseURL = `http://127.0.0.1:${port}`;
  const setupLine = new RegExp(
    `^${SETUP_LINE_PREFIX}(${baseURL.replaceAll('.', '\\.')}/setup\\?token=[A-Za-z0-9_-]{43})$`,
    'm',
  );
  let server: ChildProcess | null = null;
  let setupLink = '';
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dataDir = mkdtempSync(join(tmpdir(), `qrshark-e2e-${options.name}-`));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_FORMAT: 'json',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server = child;
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    await expect
      .poll(
        () => (child.exitCode !== null ? `exited ${child.exitCode}` : setupLine.exec(stdout)?.[1]),
        { timeout: 280_000, intervals: [250] },
      )
      .toMatch(/\/setup\?token=/);
    setupLink = setupLine.exec(stdout)?.[1] ?? '';
  });

  test.afterAll(async () => {
    const child = server;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return { baseURL, setupLink: () => setupLink };
}
