// The boundary rules of eslint-rules/boundaries.js, run through ESLint's Node API with this
// repository's eslint.config.js on source text placed (by its file path) in the tree: each
// rule rejects its violation with a message naming the rule, and accepts the allowed form.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` as if it were the file at `file`. */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('boundary rules', () => {
  it('server modules import each other only through index.ts', async () => {
    const file = 'src/server/modules/qr-codes/scratch.ts';
    expect(
      await boundaryMessages(file, "export { AuthService } from '../auth/service.js';\n"),
    ).toEqual([
      "boundaries/module-entry: Server modules import each other only through index.ts: import from '../auth/index.js'",
    ]);
    expect(
      await boundaryMessages(file, "export { AuthService } from '../auth/index.js';\n"),
    ).toEqual([]);
    // Its own files, at any depth.
    expect(await boundaryMessages(file, "export { QrCodeService } from './service.js';\n")).toEqual(
      [],
    );
    // From outside the modules too (app.ts, lib, security tests).
    expect(
      await boundaryMessages(
        'src/server/scratch.ts',
        "import { registerTrialRoutes } from './modules/trial/routes.js';\nvoid registerTrialRoutes;\n",
      ),
    ).toEqual([
      "boundaries/module-entry: Server modules import each other only through index.ts: import from './modules/trial/index.js'",
    ]);
  });

  it("tests may import other modules' test helpers, production code may not", async () => {
    const helper = "export { samplePng } from '../uploads/test-support.js';\n";
    expect(await boundaryMessages('src/server/modules/bulk/scratch.test.ts', helper)).toEqual([]);
    expect(await boundaryMessages('src/server/modules/bulk/scratch.ts', helper)).toEqual([
      "boundaries/module-entry: Server modules import each other only through index.ts: import from '../uploads/index.js'",
    ]);
  });

  it('web features import each other only through index.ts', async () => {
    const file = 'src/web/features/dashboard/scratch.ts';
    expect(
      await boundaryMessages(file, "export { useAuth } from '../auth/use-auth.js';\n"),
    ).toEqual([
      "boundaries/feature-entry: Web features import each other only through index.ts: import from '../auth/index.js'",
    ]);
    expect(await boundaryMessages(file, "export { useAuth } from '../auth/index.js';\n")).toEqual(
      [],
    );
    // A folder's index.ts is a narrower public surface of the feature.
    expect(
      await boundaryMessages(file, "export { ColorsTab } from '../generator/tabs/index.js';\n"),
    ).toEqual([]);
    // A split point loads its file directly, so that it stays its own chunk.
    expect(
      await boundaryMessages(file, "export const page = () => import('../auth/auth-page.js');\n"),
    ).toEqual([]);
  });

  it('src/contracts imports only src/qr and packages', async () => {
    const file = 'src/contracts/scratch.ts';
    expect(
      await boundaryMessages(file, "export { AppError } from '../server/lib/errors.js';\n"),
    ).toEqual([
      "boundaries/contracts-imports: src/contracts imports only src/qr and packages: '../server/lib/errors.js' is outside them",
    ]);
    expect(
      await boundaryMessages(
        file,
        "export { z } from 'zod';\nexport { QR_TYPES } from '../qr/payload/qr-types.js';\n",
      ),
    ).toEqual([]);
  });

  it('src/qr imports nothing from the rest of the project', async () => {
    const messages = await boundaryMessages(
      'src/qr/render/scratch.ts',
      "export { DESIGN_LIMITS } from '../../contracts/design.js';\n",
    );
    expect(messages).toEqual([
      "boundaries/qr-imports: src/qr imports nothing from the rest of the project: '../../contracts/design.js'",
    ]);
  });

  it('SQL only in repository files', async () => {
    const code = [
      "import { sql } from 'drizzle-orm';",
      "import type { Database } from '../../db/client.js';",
      'export async function count(db: Database) {',
      '  return db.execute(sql`select 1`);',
      '}',
      'export async function rows(deps: { db: Database }) {',
      '  return deps.db.select().from(sql`users`);',
      '}',
      '',
    ].join('\n');
    const query =
      'boundaries/sql-in-repositories: SQL only in repository files (repository.ts or *-repository.ts): move this query into the repository';
    expect(await boundaryMessages('src/server/modules/trial/scratch.ts', code)).toEqual([
      'boundaries/sql-in-repositories: SQL only in repository files (repository.ts or *-repository.ts): move the code using drizzle-orm there',
      query,
      query,
    ]);
    expect(await boundaryMessages('src/server/modules/trial/repository.ts', code)).toEqual([]);
    expect(await boundaryMessages('src/server/modules/analytics/user-repository.ts', code)).toEqual(
      [],
    );
    // A type from drizzle-orm is no query; nor is a Map's delete.
    expect(
      await boundaryMessages(
        'src/server/modules/trial/scratch.ts',
        "import type { SQL } from 'drizzle-orm';\nexport type Where = SQL;\nexport const drop = (m: Map<string, number>) => m.delete('a');\n",
      ),
    ).toEqual([]);
  });
});
