// Every declared dependency is used (issue 38 item 1): each package in package.json (and in the
// tool packages bench/ and tools/drizzle-kit) is imported by a tracked source file, or runs as a
// command from package.json's scripts or .ci/run, or is named by a config file as a plugin,
// environment or CSS import. A package nothing uses still costs every install its megabytes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Manifest {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Manifest;

/** Tracked text files under `dirs` with a source extension, and their contents. */
function sources(dirs: string[]): { path: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...dirs], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((path) => /\.(?:[cm]?[jt]sx?|css)$/.test(path) && existsSync(join(root, path)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/**
 * Package names a file imports: import/export from, import(), require(), require.resolve() (also
 * on a createRequire(...) result), CSS @import.
 */
function importedPackages(text: string): Set<string> {
  const names = new Set<string>();
  const specifier =
    /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\s*\(\s*|\.resolve\(\s*|@import\s+|\bimport\s+)['"]([^'"./][^'"]*)['"]/g;
  for (const [, spec] of text.matchAll(specifier)) {
    const parts = spec!.split('/');
    names.add(spec!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return names;
}

/** The command names a package installs (its package.json `bin`). */
function binsOf(name: string, nodeModules: string): string[] {
  const manifestPath = join(nodeModules, name, 'package.json');
  if (!existsSync(manifestPath)) return [];
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  if (!bin) return [];
  return typeof bin === 'string' ? [name.split('/').pop() ?? name] : Object.keys(bin);
}

/**
 * Packages used without an import the scan can see, each with where it is used. Keep this
 * short: a new entry needs a reason a reader can check.
 */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  jsdom: "vitest.config.ts: the web project's environment: 'jsdom'",
  typescript: 'typescript-eslint and tsc (npm run typecheck) need it',
};

/** The packages declared in `manifest` that nothing in `files` or `commands` uses. */
function unused(
  manifest: Manifest,
  files: { text: string }[],
  commands: string,
  nodeModules: string,
) {
  const declared = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ];
  const imported = new Set(files.flatMap(({ text }) => [...importedPackages(text)]));
  const isUsed = (name: string): boolean => {
    if (imported.has(name) || name in USED_WITHOUT_IMPORT) return true;
    if (
      binsOf(name, nodeModules).some((bin) =>
        new RegExp(`(^|[\\s/"'])${bin}(\\s|$)`, 'm').test(commands),
      )
    ) {
      return true;
    }
    // @types/x is used when x is; @types/node types Node's own modules and globals.
    if (name.startsWith('@types/')) {
      const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
      return typed === 'node' || isUsed(typed);
    }
    return false;
  };
  return declared.filter((name) => !isUsed(name));
}

describe('declared dependencies', () => {
  it('the project imports or runs every package in package.json', () => {
    const manifest = readJson('package.json');
    const files = sources(['src', 'e2e', 'scripts', 'bench', '*.ts', '*.js', '*.mjs']);
    const ci = existsSync(join(root, '.ci/run')) ? readFileSync(join(root, '.ci/run'), 'utf8') : '';
    const commands = [...Object.values(manifest.scripts ?? {}), ci].join('\n');
    expect(unused(manifest, files, commands, join(root, 'node_modules'))).toEqual([]);
  });

  // Their packages are loaded by name at run time (a dynamic import of a variable, so that the
  // root type check does not need them; drizzle-kit's bin from scripts/db-generate.ts): each
  // must be named, quoted, in the folder or in scripts/.
  it.each(['bench', 'tools/drizzle-kit'])(
    'the tool package %s names each of its packages',
    (dir) => {
      const { dependencies = {} } = readJson(`${dir}/package.json`);
      const text = sources([dir, 'scripts'])
        .map((file) => file.text)
        .join('\n');
      expect(Object.keys(dependencies).filter((name) => !text.includes(`'${name}'`))).toEqual([]);
    },
  );

  // `npm install` leaves the devDependencies out (.npmrc: omit=dev), so whatever `npm start`
  // loads must be a dependency: the server, the web app it builds, the build's config and
  // plugins, and the scripts start runs. Tests, their helpers and test-only scripts may use
  // devDependencies (scripts/dev-tools.mjs installs those first).
  it('what npm start loads is in dependencies, not devDependencies', () => {
    const { dependencies = {}, devDependencies = {} } = readJson('package.json');
    const isTestFile = (path: string) =>
      /\.test\.|\/test\/|\/testing\/|test-support|test-setup|test-utils|fixtures|test-codes/.test(
        path,
      );
    // A file that imports Vitest is a test helper wherever it lives.
    const runtime = sources(['src', 'vite.config.ts']).filter(
      (file) => !isTestFile(file.path) && !importedPackages(file.text).has('vitest'),
    );
    for (const script of ['start.mjs', 'web-build.mjs', 'prerender-pages.ts', 'dev.mjs']) {
      runtime.push(...sources([`scripts/${script}`]));
    }
    const needed = new Set(runtime.flatMap(({ text }) => [...importedPackages(text)]));
    expect(readFileSync(join(root, '.npmrc'), 'utf8')).toMatch(/^omit=dev$/m);
    expect([...needed].filter((name) => name in devDependencies)).toEqual([]);
    expect(needed.has('react') && 'react' in dependencies).toBe(true);
  });

  it('finds the packages of import, dynamic import, require and CSS @import', () => {
    const text = [
      "import a from 'a';",
      "import { b } from '@scope/b/deep.js';",
      "const c = await import('c');",
      "const d = require('d/x');",
      "const file = require.resolve('@scope/i/data.bin');",
      "@import 'e';",
      "import 'f';",
      "import g from './local.js';",
      "import h from 'node:fs';",
    ].join('\n');
    expect([...importedPackages(text)].sort()).toEqual([
      '@scope/b',
      '@scope/i',
      'a',
      'c',
      'd',
      'e',
      'f',
      'node:fs',
    ]);
  });
});
