import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnTs, waitForExit, waitForLine } from '../test/child-process.js';
import { openDatabase } from './client.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrs-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second process on the same DATA_DIR and takes over once it is dead', async () => {
    const dataDir = tempDir();
    const child = spawnTs('src/server/test/fixtures/hold-data-dir.ts', [dataDir]);
    try {
      await waitForLine(child, /^ready$/, 60_000);
      expect(readFileSync(path.join(dataDir, '.lock'), 'utf8')).toBe(String(child.pid));
      const attempt = openDatabase({ dataDir, databaseUrl: null });
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(`Another QR Shark process (pid ${child.pid})`);
    } finally {
      child.kill('SIGKILL');
      await waitForExit(child);
    }
    // The killed child left its lock file behind: stale, so this process may take it.
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(() => readFileSync(path.join(dataDir, '.lock'))).toThrow();
  });

  it('treats a lock holding our own pid as stale (a restarted container reuses pids)', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, '.lock'), String(process.pid));
    const lock = lockDataDir(dataDir);
    lock.release();
  });
});
