// With the embedded database the running server holds DATA_DIR (data-dir-lock.ts), so
// `npm run backup` asks it for the backup over a UNIX socket in DATA_DIR, mode 0600: only the
// account that owns DATA_DIR (which can read the database files anyway) can connect. The
// protocol is one line, `backup\n`; the server answers the gzip backup and closes.
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type { PgliteThread } from '../pglite-thread.js';
import { writeBackup } from './backup.js';

export const SOCKET_NAME = 'backup.sock';

export interface BackupSocketLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Listens on DATA_DIR/backup.sock for backup requests (the caller holds DATA_DIR's lock, so a
 * file left there by a process that died is stale and replaced). Answers a close function.
 */
export async function serveBackups(
  pglite: PgliteThread,
  dataDir: string,
  log: BackupSocketLog,
): Promise<() => Promise<void>> {
  const file = path.join(dataDir, SOCKET_NAME);
  await rm(file, { force: true });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let request = '';
    const onData = (chunk: Buffer) => {
      request += chunk.toString('utf8');
      if (!request.includes('\n')) {
        if (request.length > 64) socket.destroy();
        return;
      }
      socket.off('data', onData);
      if (request.trim() !== 'backup') {
        socket.end('unknown request\n');
        return;
      }
      const startedAt = Date.now();
      const gzip = createGzip({ level: 6 });
      gzip.pipe(socket);
      // The command went away (killed, disk full): stop writing for it.
      socket.once('close', () => gzip.destroy());
      let heldMs = 0;
      let rowBytes = 0;
      writeBackup({
        engine: { kind: 'pglite', pglite },
        dataDir,
        out: gzip,
        onSnapshot: (ms, bytes) => {
          heldMs = ms;
          rowBytes = bytes;
        },
      }).then(
        (header) => {
          const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
          // heldMs: how long other statements waited for the database (the snapshot).
          log.info(
            { rows, rowBytes, heldMs, ms: Date.now() - startedAt },
            'backup sent to the backup command',
          );
        },
        (err: unknown) => {
          log.warn({ err: { message: (err as Error).message } }, 'backup failed');
          // The command sees the stream end without its trailer and reports the failure.
          gzip.destroy();
          socket.destroy();
        },
      );
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Created with no permissions for others from the start, then exactly 0600.
    // (process.umask cannot be changed in a worker thread: there, chmod alone does it.)
    let umask: number | null = null;
    try {
      umask = process.umask(0o177);
    } catch {
      umask = null;
    }
    try {
      server.listen(file, () => resolve());
    } finally {
      if (umask !== null) process.umask(umask);
    }
  });
  await chmod(file, 0o600);
  server.unref();
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}

/**
 * Asks the server holding DATA_DIR for a backup: answers the gzip stream, or null when no
 * server listens there (no socket, or a stale one).
 */
export async function requestBackup(dataDir: string): Promise<net.Socket | null> {
  const file = path.join(dataDir, SOCKET_NAME);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    socket.once('connect', () => {
      socket.off('error', onError);
      socket.write('backup\n');
      resolve(socket);
    });
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    };
    socket.once('error', onError);
  });
}
