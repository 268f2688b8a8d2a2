import { describe, expect, it } from 'vitest';
import { POSTGRES_HINT, postgresSkipNotice } from './postgres-skip-notice.js';

describe('PostgreSQL skip notice', () => {
  const gaps = [
    { file: 'src/server/db/client.test.ts', skipped: 3, pgliteOnly: true },
    { file: 'src/server/security/limits-across-processes.test.ts', skipped: 2, pgliteOnly: false },
    { file: 'src/server/modules/auth/sessions.test.ts', skipped: 0, pgliteOnly: true },
    { file: 'src/server/modules/x.test.ts', skipped: 0, pgliteOnly: false },
  ];

  it('names the skipped PostgreSQL tests, the PGlite-only suites and how to run them, in one line', () => {
    const line = postgresSkipNotice(gaps, undefined)!;
    expect(line).toBe(
      'PostgreSQL not tested (TEST_DATABASE_URL unset): 5 PostgreSQL-only tests skipped ' +
        '(src/server/db/client.test.ts, src/server/security/limits-across-processes.test.ts); ' +
        `2 database suite files ran on PGlite only; ${POSTGRES_HINT}.`,
    );
    expect(line).not.toContain('\n');
    expect(line).toContain('127.0.0.1:5432');
  });

  it('says nothing when PostgreSQL was tested or nothing depended on it', () => {
    expect(postgresSkipNotice(gaps, 'postgres://postgres@127.0.0.1:5432/test')).toBeNull();
    expect(postgresSkipNotice([gaps[3]!], undefined)).toBeNull();
    expect(postgresSkipNotice([], '')).toBeNull();
  });

  it('leaves out the skipped count when only PGlite-only suites ran', () => {
    expect(postgresSkipNotice([gaps[2]!], undefined)).toBe(
      `PostgreSQL not tested (TEST_DATABASE_URL unset): 1 database suite file ran on PGlite only; ${POSTGRES_HINT}.`,
    );
  });
});
