// The development tools install on first use. `npm install` leaves out the devDependencies
// (.npmrc: omit=dev), so a self-hoster's install holds only what `npm start` runs. The scripts
// that need the tools (test, check, lint, typecheck, format, bench) run this first: when any
// devDependency is missing from node_modules it runs `npm install --include=dev`, which installs
// them from the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The devDependencies of `root`'s package.json that are not in its node_modules. */
export function missingDevTools(root = '.') {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.keys(manifest.devDependencies ?? {}).filter(
    (name) => !existsSync(join(root, 'node_modules', name, 'package.json')),
  );
}

const missing = missingDevTools();
if (missing.length > 0) {
  console.log(
    `Installing the development tools (${missing.length} packages such as ${missing.slice(0, 3).join(', ')}; first use only): npm install --include=dev`,
  );
  const result = spawnSync('npm', ['install', '--include=dev', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm install --include=dev failed: the development tools are not installed.');
    process.exit(result.status ?? 1);
  }
}
