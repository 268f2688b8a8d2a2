import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs src/server/db/schema against the committed snapshots and writes a
// new SQL migration to src/server/db/migrations. The server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  strict: true,
});
