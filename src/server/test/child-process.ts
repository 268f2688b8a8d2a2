import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { PROJECT_ROOT } from '../config.js';
import { bundledEntry, TEST_PROCESS_ENTRIES } from './process-bundles.js';

/**
 * Runs a TypeScript file (a path from the project root, one of TEST_PROCESS_ENTRIES) in a real
 * Node process, from the project root: plain `node` on this run's bundle of it (the node
 * project's global setup, process-bundles.ts), or through tsx when the run made no bundles.
 */
export function spawnTs(file: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  if (!TEST_PROCESS_ENTRIES.includes(file)) {
    throw new Error(`${file} is not in TEST_PROCESS_ENTRIES (src/server/test/process-bundles.ts)`);
  }
  const bundles = inject('testProcessBundles');
  const command = bundles ? [bundledEntry(bundles, file)] : ['--import', 'tsx', file];
  return spawn(process.execPath, [...command, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects if the child exits first. */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000) {
  return new Promise<string>((resolve, reject) => {
    let buffer = '';
    let stderr = '';
    const timer = setTimeout(() => {
      reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms; stderr: ${stderr}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split('\n')) {
        if (pattern.test(line)) {
          clearTimeout(timer);
          resolve(line);
          return;
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited with ${code} before ${pattern}; stderr: ${stderr}`));
    });
  });
}

/** Resolves with the exit code (or the signal name). */
export function waitForExit(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
}

/** Every stdout line of the child so far (pino JSON), filled as the child writes. */
export function collectLines(child: ChildProcess): string[] {
  const lines: string[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  return lines;
}

/**
 * The real server (`main.ts`) as a cluster primary with two server processes of one worker
 * thread each on PostgreSQL `databaseUrl`, any free port, JSON logs; `env` adds settings.
 * Wait for its `/2 server processes/` line before using it.
 */
export function spawnTwoProcessServer(databaseUrl: string, env: NodeJS.ProcessEnv = {}) {
  return spawnTs('src/server/main.ts', [], {
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '2',
    WORKER_THREADS: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    APP_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  });
}
