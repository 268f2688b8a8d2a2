// The QR Shark server process: configuration, database, migrations, listen, graceful shutdown.
// With WEB_CONCURRENCY above 1 (PostgreSQL) this process becomes the cluster's primary and each
// forked worker runs the server (cluster.ts).
import cluster from 'node:cluster';
import { runClusterPrimary } from './cluster.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { MigrationRefusedError } from './db/migrate.js';
import { exitGracefullyOnSignals, startServer } from './server.js';

try {
  const config = loadConfig(process.env);
  if (config.webConcurrency > 1 && cluster.isPrimary) runClusterPrimary(config);
  else exitGracefullyOnSignals(await startServer(config));
} catch (err) {
  // Configuration, DATA_DIR and refused-migration problems are the operator's to fix: say
  // what, without a trace.
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof MigrationRefusedError
  ) {
    console.error(err.message);
  } else {
    console.error('QR Shark failed to start:', err);
  }
  process.exit(1);
}
