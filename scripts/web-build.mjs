// The first-start web build for `npm start`: runs `vite build` and shows its progress (Vite's
// steps: transforming, rendering chunks, ...) without the list of every file it wrote.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A line of Vite's per-file output ("dist/web/assets/x-1a2b.js  12.3 kB │ gzip: ..."). */
export function isFileLine(line) {
  // eslint-disable-next-line no-control-regex
  return /^\s*\S+\.\w+\s+[\d.,]+ kB/.test(line.replace(/\u001b\[[0-9;]*m/g, ''));
}

/**
 * Runs `vite build`, printing each progress line through `print` and counting the written
 * files instead of listing them. Resolves with the time taken; rejects when the build fails.
 */
export function buildWebApp({ print = (line) => console.log(line), args = [] } = {}) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'info', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let files = 0;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (isFileLine(line)) files += 1;
    else if (line.trim() !== '') print(`  ${line}`);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, files });
      else reject(new Error(`vite build failed (exit code ${code})`));
    });
  });
}
