// `npm run db:generate` (scripts/db-generate.ts, drizzle-kit from tools/drizzle-kit) diffs
// src/server/db/schema against the committed snapshots and writes a new SQL migration to
// src/server/db/migrations. The server applies them at start. A plain object: drizzle-kit is
// not installed at the root, so its defineConfig type is not imported here.
export default {
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  strict: true,
};
