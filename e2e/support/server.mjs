// Starts the real server for Playwright on a fresh embedded database in a temporary folder,
// which is removed when the server exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const dataDir = mkdtempSync(join(tmpdir(), 'qrshark-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
delete process.env.DATABASE_URL;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

register();
await import('../../src/server/main.ts');
