// `npm run admin -- you@example.com`: for a self-hoster with a shell on the server (issue 36
// item 3). An account whose address is proven becomes an administrator at once; otherwise (no
// account, or one whose address nobody proved, so its password may be a stranger's) it prints
// a one-time link (24 hours) that sets a new password and makes its follower the administrator.
// Reads the same configuration as the server (DATA_DIR or DATABASE_URL, PUBLIC_URL).
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrateDatabase, MigrationRefusedError } from './db/migrate.js';
import { AppError } from './lib/errors.js';
import { createPasswordHasher } from './modules/auth/index.js';
import { FirstAdminService, setupUrl, type GrantOutcome } from './modules/first-admin/index.js';

const USAGE = 'Usage: npm run admin -- you@example.com';

/** What the command prints for an outcome (the link on a line of its own). */
function describeOutcome(outcome: GrantOutcome, publicUrl: string, brand: string): string {
  if (outcome.kind === 'granted') {
    return outcome.already
      ? `${outcome.address} is already an administrator of ${brand}.`
      : `${outcome.address} is now an administrator of ${brand} (no restart needed).`;
  }
  const why =
    outcome.reason === 'no-account'
      ? `No account has the address ${outcome.address} yet. Open this link within 24 hours to create it as an administrator, with a password you choose:`
      : `The account ${outcome.address} has not proven its address, so its password may have been chosen by someone else. Open this link within 24 hours to choose a new password (every device signed in to it is signed out) and make it an administrator:`;
  return `${why}\n${setupUrl(publicUrl, outcome.token)}`;
}

async function run(args: string[]): Promise<number> {
  const [username] = args;
  if (args.length !== 1 || username === undefined || username.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateDatabase(database);
    const service = new FirstAdminService({ db: database.db, hasher: createPasswordHasher() });
    const outcome = await service.grantByCommand(username);
    console.log(describeOutcome(outcome, config.publicUrl, config.brandName));
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(
      `${err.message}\nWith the embedded database, stop the server, run this command, then start the server again.`,
    );
  } else if (
    err instanceof ConfigError ||
    err instanceof MigrationRefusedError ||
    err instanceof AppError
  ) {
    console.error(err.message);
  } else {
    console.error('The admin command failed:', err);
  }
  process.exitCode = 1;
}
