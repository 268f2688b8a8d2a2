import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'] as const;
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/**
 * Debian's PostgreSQL server binaries (the `postgresql` package): version 15's, else the newest
 * installed version (14 or later: the tests use pg_get_wal_replay_pause_state) with every tool.
 */
export const POSTGRES_BIN: string | null = (() => {
  const versions = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES)
        .filter((v) => /^\d+$/.test(v) && Number(v) >= 14)
        .sort((a, b) => (a === '15' ? -1 : b === '15' ? 1 : Number(b) - Number(a)))
    : [];
  const complete = versions
    .map((v) => path.join(DEBIAN_POSTGRES, v, 'bin'))
    .find((bin) => TOOLS.every((tool) => existsSync(path.join(bin, tool))));
  return complete ?? null;
})();

/** Why a replica test cannot run here (missing binaries), or null when it can. */
export function replicaClusterUnavailable(): string | null {
  return POSTGRES_BIN
    ? null
    : `no PostgreSQL server binaries (${TOOLS.join(', ')}) in ${DEBIAN_POSTGRES}/<14 or later>/bin: apt-get install postgresql`;
}

export interface ReplicaCluster {
  /** postgres:// URL of `database` on the primary. */
  primaryUrl: string;
  /** The same database on the streaming replica (read-only, hot standby). */
  replicaUrl: string;
  /** Milliseconds from the first initdb to a streaming replica. */
  setupMs: number;
  /** Stops applying WAL on the replica (it keeps receiving it): its data stands still. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary wrote so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops the replica's server (fast shutdown); startReplica brings it back. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops both servers and removes their data folders. Idempotent. */
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL primary with a streaming replica made by `pg_basebackup -R`, both in a
 * temporary folder, listening on 127.0.0.1 only. As root (CI) every server command runs as the
 * `postgres` OS user, since PostgreSQL refuses to run as root. The primary is tuned for speed
 * (fsync off): its data is thrown away. `database` is created on the primary before the base
 * backup, so the replica has it from the start.
 */
/** A TCP port on 127.0.0.1 that nothing listens on at this moment. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startReplicaCluster(
  options: {
    primaryPort?: number;
    replicaPort?: number;
    database?: string;
    /** Extra postgresql.conf lines of the replica, e.g. `max_standby_streaming_delay = 0`. */
    replicaSettings?: string[];
  } = {},
): Promise<ReplicaCluster> {
  const started = performance.now();
  // Free ports unless told: a second run of the suite on the same machine gets its own pair.
  const primaryPort = options.primaryPort ?? (await freePort());
  const replicaPort = options.replicaPort ?? (await freePort());
  const database = options.database ?? 'qrs';
  const root = await mkdtemp(path.join(tmpdir(), 'qrs-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(uid.trim()), Number(gid.trim()));
  }
  // As root, `runuser -u postgres --` runs the tool as postgres; otherwise we already are a user
  // PostgreSQL accepts.
  const pgTool = async (tool: (typeof TOOLS)[number], args: string[]) => {
    if (!POSTGRES_BIN) throw new Error(String(replicaClusterUnavailable()));
    const file = path.join(POSTGRES_BIN, tool);
    try {
      return asRoot
        ? await run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: root })
        : await run(file, args, { cwd: root });
    } catch (err) {
      const e = err as { stderr?: string; message: string };
      throw new Error(`${tool} ${args.join(' ')} failed: ${e.stderr || e.message}`);
    }
  };
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const url = (port: number, db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  const running = new Set<string>();
  let stopped = false;

  const pgCtlStart = async (dir: string) => {
    await pgTool('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', 'start']);
    running.add(dir);
  };
  const pgCtlStop = async (dir: string) => {
    if (!running.has(dir)) return;
    await pgTool('pg_ctl', ['-D', dir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    running.delete(dir);
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // The replica first: stopping the primary first makes it wait for its walsender to finish.
    for (const dir of [replicaDir, primaryDir]) {
      await pgCtlStop(dir).catch(() => {});
    }
    await rm(root, { recursive: true, force: true });
  };

  try {
    await pgTool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '--encoding=UTF8',
      '--locale=C',
    ]);
    await appendFile(
      path.join(primaryDir, 'postgresql.conf'),
      [
        '',
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${root}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'fsync = off',
        'full_page_writes = off',
        'shared_buffers = 16MB',
        "cluster_name = 'qrs-primary'",
        '',
      ].join('\n'),
    );
    await appendFile(
      path.join(primaryDir, 'pg_hba.conf'),
      '\nhost replication all 127.0.0.1/32 trust\n',
    );
    await pgCtlStart(primaryDir);
    await query(url(primaryPort, 'postgres'), `create database "${database}"`);

    await pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
      '--checkpoint=fast',
    ]);
    // The copied postgresql.conf names the primary's port and name; the last setting wins.
    await appendFile(
      path.join(replicaDir, 'postgresql.conf'),
      [
        '',
        `port = ${replicaPort}`,
        "cluster_name = 'qrs-replica'",
        'hot_standby = on',
        ...(options.replicaSettings ?? []),
        '',
      ].join('\n'),
    );
    await pgCtlStart(replicaDir);

    const replicaUrl = url(replicaPort, database);
    const primaryUrl = url(primaryPort, database);
    await waitFor(async () => {
      const recovering = await query(replicaUrl, 'select pg_is_in_recovery() as r');
      const streaming = await query(
        primaryUrl,
        "select count(*)::int as n from pg_stat_replication where state = 'streaming'",
      );
      return recovering[0]?.r === true && streaming[0]?.n === 1;
    }, 60_000);

    return {
      primaryUrl,
      replicaUrl,
      setupMs: Math.round(performance.now() - started),
      pauseReplay: async () => {
        await query(replicaUrl, 'select pg_wal_replay_pause()');
        await waitFor(
          async () =>
            (await query(replicaUrl, 'select pg_get_wal_replay_pause_state() as s'))[0]?.s ===
            'paused',
          30_000,
        );
      },
      resumeReplay: async () => {
        await query(replicaUrl, 'select pg_wal_replay_resume()');
      },
      caughtUp: async (timeoutMs = 30_000) => {
        const [row] = await query(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
        const target = String(row?.lsn);
        await waitFor(
          async () =>
            (
              await query(
                replicaUrl,
                `select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn as done`,
              )
            )[0]?.done === true,
          timeoutMs,
        );
      },
      stopReplica: () => pgCtlStop(replicaDir),
      startReplica: async () => {
        await pgCtlStart(replicaDir);
        await waitFor(
          async () =>
            (await query(replicaUrl, 'select pg_is_in_recovery() as r').catch(() => []))[0]?.r ===
            true,
          60_000,
        );
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** One statement on a short-lived connection; rows as plain objects. */
async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** Polls `check` every 50 ms (errors count as "not yet") until it holds or `timeoutMs` passes. */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
      last = null;
    } catch (err) {
      last = err;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `condition not met within ${timeoutMs} ms${last instanceof Error ? `: ${last.message}` : ''}`,
  );
}
