// The QR Shark server process: configuration, database, migrations, listen, graceful shutdown.
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { MigrationRefusedError } from './db/migrate.js';
import { exitGracefullyOnSignals, startServer } from './server.js';

try {
  const config = loadConfig(process.env);
  exitGracefullyOnSignals(await startServer(config));
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
