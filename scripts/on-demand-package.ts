// Tools that neither `npm start` nor the tests need (Lighthouse and autocannon for the
// benchmarks, drizzle-kit for new migrations) live in packages of their own, each with its
// package.json and committed lockfile, so `npm install` at the root stays lean. They are
// installed with `npm ci --prefix <dir>` the first time a command needs them, and again when
// their lockfile changes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The dependency names a tool package declares. */
export function declaredDependencies(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/** True when `dir/node_modules` is missing or older than `dir/package-lock.json`. */
export function needsInstall(dir: string): boolean {
  const installed = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return true;
  return statSync(join(dir, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
}

/** Installs the tool package at `dir` from its lockfile unless it is installed. Throws when npm fails. */
export function ensureInstalled(dir: string): void {
  if (!needsInstall(dir)) return;
  const where = relative(process.cwd(), dir) || '.';
  console.log(`Installing ${where} (first use, or its lockfile changed): npm ci --prefix ${where}`);
  const result = spawnSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm ci --prefix ${where} failed`);
}
