// One shape for every server module (docs/ARCHITECTURE.md, "Modules"): each folder under
// src/server/modules exports its plugin from index.ts, app.ts registers it, and app.ts only
// composes (it stays short enough to read in one sitting).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(root, 'src/server/modules');
const appFile = path.join(root, 'src/server/app.ts');

/** Modules that are a library of functions for other modules, with no routes, hooks or jobs. */
const LIBRARY_MODULES = new Set(['plans']);
const APP_MAX_LINES = 250;

/** "destination-health" -> "destinationHealthModule". */
function pluginName(folder: string): string {
  return `${folder.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())}Module`;
}

describe('server modules', () => {
  const folders = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const app = readFileSync(appFile, 'utf8');

  it('each exports its plugin from index.ts, and app.ts registers it', () => {
    const missing: string[] = [];
    for (const folder of folders.filter((name) => !LIBRARY_MODULES.has(name))) {
      const name = pluginName(folder);
      const index = readFileSync(path.join(modulesDir, folder, 'index.ts'), 'utf8');
      const exported = new RegExp(`export (const ${name}\\b|\\{[^}]*\\b${name}\\b)`).test(index);
      if (!exported) missing.push(`${folder}/index.ts does not export ${name}`);
      if (!new RegExp(`app\\.register\\(${name}\\b`).test(app)) {
        missing.push(`app.ts does not register ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it(`app.ts only composes: at most ${APP_MAX_LINES} lines, no service built there`, () => {
    const lines = app.split('\n').length;
    expect(lines, `app.ts has ${lines} lines`).toBeLessThanOrEqual(APP_MAX_LINES);
    // Services are a module's own business: app.ts builds only the shared dependencies.
    const built = [...app.matchAll(/new ([A-Z]\w*)\(/g)].map((match) => match[1]);
    expect(built.sort()).toEqual(
      ['Date', 'FileStorage', 'MailBrands', 'SharedLimits', 'ShortLinkFastPath'].sort(),
    );
  });
});
