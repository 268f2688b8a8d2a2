// Runs every benchmark in bench/ (files named *.bench.ts) one after another, each in its own
// process so one benchmark's heap and JIT state cannot skew the next. Each prints its own table
// of ratios against a baseline measured in the same run. Pass names to run a subset:
// `npm run bench -- qr-encoder`.
//
// Tools only benchmarks use (Lighthouse, autocannon) are bench/package.json's dependencies, not
// the project's: the first run of a benchmark that imports one installs them from
// bench/package-lock.json (`npm ci --prefix bench`), so `npm install` and the tests never do.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredDependencies, ensureInstalled } from '../scripts/on-demand-package.js';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

const benchTools = declaredDependencies(here);
const usesBenchTools = (file: string) => {
  const source = readFileSync(join(here, file), 'utf8');
  return benchTools.some((name) => source.includes(`'${name}'`));
};
if (files.some(usesBenchTools)) ensureInstalled(here);

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
