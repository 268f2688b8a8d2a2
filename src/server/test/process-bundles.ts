// Vitest global setup (node project): bundles the entry files that tests run as real Node
// processes (spawnTs in child-process.ts) once per run, so each child starts on plain `node`
// instead of loading every TypeScript file of the server through tsx. Measured 2026-11-30 on the
// 2-core machine under load: importing app.ts cost 4.3-5.7 s of CPU through tsx and 2.3 s from
// the bundle; the process suites start dozens of such processes per run.
//
// Only our own code is bundled: packages stay imports, resolved from the project's node_modules
// (the bundles are written under node_modules/.cache for that). Each file's `import.meta.url` is
// replaced by the URL of its source file, so what it locates next to itself (the worker-thread
// entries, migrations, package.json, PROJECT_ROOT) is found where it is under tsx.
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT } from '../config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's bundles (process-bundles.ts), or '' when none were made. */
    testProcessBundles: string;
  }
}

/** Every file a test runs as a process; spawnTs refuses others. Paths from the project root. */
export const TEST_PROCESS_ENTRIES = [
  'src/server/main.ts',
  'src/server/backup-command.ts',
  'src/server/admin-command.ts',
  'src/server/test/fixtures/slow-server.ts',
  'src/server/test/fixtures/hold-data-dir.ts',
  'src/server/test/job-runner-process.ts',
  'src/server/test/mail-worker-process.ts',
];

/** The pipeline's task module, bundled too and named to the workers by QRS_PIPELINE_MODULE. */
export const PIPELINE_TASKS_ENTRY = 'src/server/worker-tasks/tasks.ts';

/** The bundle of `entry` (a path from the project root) inside `dir`. */
export function bundledEntry(dir: string, entry: string): string {
  return path.join(dir, entry.replace(/\.ts$/, '.mjs'));
}

/** Gives each of our source files its own URL as `import.meta.url` (see the header). */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      const loader = args.path.endsWith('ts') ? 'ts' : 'js';
      return { contents: text.replaceAll('import.meta.url', url), loader };
    });
  },
};

/** Bundles TEST_PROCESS_ENTRIES into a fresh folder under node_modules/.cache; returns it. */
export async function bundleTestProcesses(): Promise<string> {
  const parent = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'qrs-test-processes');
  await mkdir(parent, { recursive: true });
  // A run that was killed left its folder: remove those older than a day (never a live run's).
  for (const name of await readdir(parent)) {
    const old = path.join(parent, name);
    const { mtimeMs } = await stat(old);
    if (Date.now() - mtimeMs > 86_400_000) await rm(old, { recursive: true, force: true });
  }
  const dir = await mkdtemp(path.join(parent, 'run-'));
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [...TEST_PROCESS_ENTRIES, PIPELINE_TASKS_ENTRY],
    outbase: PROJECT_ROOT,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [sourceUrls],
    logLevel: 'warning',
  });
  return dir;
}

export default async function setup(project: TestProject) {
  const dir = await bundleTestProcesses();
  project.provide('testProcessBundles', dir);
  // Set before Vitest starts its workers, so they and the processes they spawn inherit it.
  process.env.QRS_PIPELINE_MODULE = bundledEntry(dir, PIPELINE_TASKS_ENTRY);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
