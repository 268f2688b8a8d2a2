// `npm run db:generate [-- --name <name>]`: drizzle-kit generate with drizzle.config.ts. drizzle-kit
// (and the two esbuild versions it brings) lives in tools/drizzle-kit, installed on first use.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './on-demand-package.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tool = join(root, 'tools', 'drizzle-kit');
ensureInstalled(tool);
const result = spawnSync(
  process.execPath,
  [join(tool, 'node_modules', 'drizzle-kit', 'bin.cjs'), 'generate', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
