// `npm start`: builds the web app when dist/web is missing or older than its sources, then
// runs the server in this same process (TypeScript through tsx), so signals reach it directly.
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { buildWebApp } from './web-build.mjs';

const builtIndex = 'dist/web/index.html';

/** Newest modification time (ms) of any file under `dir`. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

// Server processes forked by the cluster (WEB_CONCURRENCY) run this file too: the primary built.
const webSources = ['src/web', 'src/contracts', 'src/qr'].filter((d) => existsSync(d));
const stale =
  cluster.isPrimary &&
  (!existsSync(builtIndex) ||
    Math.max(...webSources.map(newestMtime)) > statSync(builtIndex).mtimeMs);
if (stale) {
  console.log('Building the web app (first start or sources changed; about a minute)...');
  const { seconds, files } = await buildWebApp();
  console.log(`Web app built in ${seconds.toFixed(1)} s (${files} files in dist/web).`);
}

register();
await import('../src/server/main.ts');
