// A Vitest reporter that ends a run without TEST_DATABASE_URL with one line saying which
// PostgreSQL tests did not run and how to run them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** What a test file left out for lack of PostgreSQL. */
export interface PostgresGap {
  /** Path relative to the project root. */
  file: string;
  /** Tests skipped (describe.skipIf / runIf on TEST_DATABASE_URL). */
  skipped: number;
  /** Whether its database suites ran on PGlite only (describe.each(testDatabases())). */
  pgliteOnly: boolean;
}

export const POSTGRES_HINT =
  'run them with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:unit (PostgreSQL usually listens on 127.0.0.1:5432; the user must be allowed to create databases)';

/** The closing line, or null when nothing was left out (or PostgreSQL was tested). */
export function postgresSkipNotice(
  gaps: readonly PostgresGap[],
  testDatabaseUrl: string | undefined,
): string | null {
  if (testDatabaseUrl) return null;
  const relevant = gaps.filter((g) => g.skipped > 0 || g.pgliteOnly);
  if (relevant.length === 0) return null;
  const skipped = relevant.reduce((sum, g) => sum + g.skipped, 0);
  const skippedFiles = relevant.filter((g) => g.skipped > 0).map((g) => g.file);
  const pgliteOnly = relevant.filter((g) => g.pgliteOnly).length;
  const parts: string[] = [];
  if (skipped > 0) {
    parts.push(
      `${skipped} PostgreSQL-only test${skipped === 1 ? '' : 's'} skipped (${skippedFiles.join(', ')})`,
    );
  }
  if (pgliteOnly > 0) {
    parts.push(
      `${pgliteOnly} database suite file${pgliteOnly === 1 ? '' : 's'} ran on PGlite only`,
    );
  }
  return `PostgreSQL not tested (TEST_DATABASE_URL unset): ${parts.join('; ')}; ${POSTGRES_HINT}.`;
}

/** Reads one finished test module: its skipped tests, if its source depends on PostgreSQL. */
function gapOf(module: TestModule, root: string): PostgresGap | null {
  let source: string;
  try {
    source = readFileSync(module.moduleId, 'utf8');
  } catch {
    return null;
  }
  if (!source.includes('TEST_DATABASE_URL') && !source.includes('testDatabases()')) return null;
  const skipped = source.includes('TEST_DATABASE_URL')
    ? [...module.children.allTests('skipped')].length
    : 0;
  return {
    file: path.relative(root, module.moduleId),
    skipped,
    pgliteOnly: source.includes('testDatabases()'),
  };
}

export class PostgresSkipNotice implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const gaps = testModules
      .map((m) => gapOf(m, this.root))
      .filter((g): g is PostgresGap => g !== null);
    const line = postgresSkipNotice(gaps, process.env.TEST_DATABASE_URL);
    if (line) process.stdout.write(`\n${line}\n`);
  }
}
