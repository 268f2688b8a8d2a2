// Local ESLint rules for the layer and module boundaries of docs/ARCHITECTURE.md ("Boundaries").
// Each rule resolves a relative import against the linted file's path, so the same rule holds
// at any folder depth; package imports (zod, drizzle-orm, ...) are judged by name.
import path from 'node:path';

/** The linted file relative to the working directory (the repository root), '/'-separated. */
function projectPath(context) {
  return path.relative(context.cwd, context.filename).split(path.sep).join('/');
}

/** The project path a relative specifier names, extension and query as written; else null. */
function importTarget(fromFile, specifier) {
  if (typeof specifier !== 'string' || !specifier.startsWith('.')) return null;
  const joined = path.posix.normalize(
    path.posix.join(path.posix.dirname(fromFile), specifier.replace(/\?.*$/, '')),
  );
  return joined;
}

/** A relative specifier from `fromFile` to the project path `to` (always starting with '.'). */
function specifierTo(fromFile, to) {
  const relative = path.posix.relative(path.posix.dirname(fromFile), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Test files and the helpers only tests use: they may reach other modules' test helpers. */
const TEST_FILE = /\.test\.tsx?$/;
const TEST_HELPER =
  /(^|\/)(test-(support|codes|tasks)|[^/]*fixtures|[^/]*-support)\.tsx?$|(^|\/)testing\/|^src\/server\/test\//;
function isTestSide(file) {
  return TEST_FILE.test(file) || TEST_HELPER.test(file);
}
function isTestHelper(file) {
  return TEST_HELPER.test(file.replace(/\.js$/, '.ts'));
}

/** Calls every import form reports: static, re-export and `import('...')`. */
function onImport(check) {
  const withSource = (node) => {
    if (node.source && node.source.type === 'Literal') check(node, node.source.value);
  };
  return {
    ImportDeclaration: withSource,
    ExportNamedDeclaration: withSource,
    ExportAllDeclaration: withSource,
    ImportExpression: withSource,
  };
}

/** `<root>/<name>/<rest>` split for a target path under `root`, or null. */
function unitOf(root, file) {
  if (!file.startsWith(`${root}/`)) return null;
  const [name, ...rest] = file.slice(root.length + 1).split('/');
  return rest.length === 0 ? null : { name, rest: rest.join('/') };
}

/**
 * True when the specifier names an entry of the unit: its `index.ts` (as `x/index.js`,
 * `x/index.ts(x)` or `x`) or, with `folderEntries`, the index of one of its folders (a narrower
 * public surface, for a part other units load at another time).
 */
function isEntry(rest, folderEntries) {
  if (rest === '' || /^index(\.(js|ts|tsx))?$/.test(rest)) return true;
  return folderEntries && /\/index(\.(js|ts|tsx))?$/.test(rest);
}

/**
 * Builds a rule: files under `importerRoot` that import a unit (`<unitRoot>/<name>/`) other than
 * their own must name its index; tests and test helpers may also import its test helpers. With
 * `splitPoints`, `import('...')` may name any file: a lazily loaded part stays its own chunk
 * only when it is loaded by its own file (through the index it would join the importer's).
 */
function entryRule(
  unitRoot,
  importerRoot,
  message,
  { splitPoints = false, folderEntries = false } = {},
) {
  return {
    meta: {
      type: 'problem',
      docs: { description: message.replace(/:.*$/, '') },
      messages: { entry: message },
      schema: [],
    },
    create(context) {
      const file = projectPath(context);
      if (!file.startsWith(`${importerRoot}/`)) return {};
      const own = unitOf(unitRoot, file);
      return onImport((node, specifier) => {
        const target = importTarget(file, specifier);
        if (target === null) return;
        const unit = target === `${unitRoot}` ? null : unitOf(unitRoot, `${target}/`);
        if (unit === null || (own !== null && own.name === unit.name)) return;
        const rest = unit.rest.replace(/\/$/, '');
        if (isEntry(rest, folderEntries)) return;
        if (isTestSide(file) && isTestHelper(`${unitRoot}/${unit.name}/${rest}`)) return;
        if (splitPoints && node.type === 'ImportExpression') return;
        context.report({
          node: node.source,
          messageId: 'entry',
          data: { entry: specifierTo(file, `${unitRoot}/${unit.name}/index.js`) },
        });
      });
    },
  };
}

const moduleEntry = entryRule(
  'src/server/modules',
  'src',
  "Server modules import each other only through index.ts: import from '{{entry}}'",
);

const featureEntry = entryRule(
  'src/web/features',
  'src/web/features',
  "Web features import each other only through index.ts: import from '{{entry}}'",
  { splitPoints: true, folderEntries: true },
);

/** `src/contracts` is shared by browser and server: it may import only itself and `src/qr`. */
const contractsImports = {
  meta: {
    type: 'problem',
    docs: { description: 'src/contracts imports only src/qr and packages' },
    messages: {
      outside: "src/contracts imports only src/qr and packages: '{{specifier}}' is outside them",
    },
    schema: [],
  },
  create(context) {
    const file = projectPath(context);
    if (!file.startsWith('src/contracts/')) return {};
    return onImport((node, specifier) => {
      const target = importTarget(file, specifier);
      if (target === null) {
        if (typeof specifier === 'string' && specifier.startsWith('node:')) {
          context.report({ node: node.source, messageId: 'outside', data: { specifier } });
        }
        return;
      }
      if (target.startsWith('src/contracts/') || target.startsWith('src/qr/')) return;
      context.report({ node: node.source, messageId: 'outside', data: { specifier } });
    });
  },
};

/** The QR core runs in the browser and on the server: nothing from the rest of the project. */
const qrImports = {
  meta: {
    type: 'problem',
    docs: { description: 'src/qr imports nothing from the project' },
    messages: {
      outside: "src/qr imports nothing from the rest of the project: '{{specifier}}'",
    },
    schema: [],
  },
  create(context) {
    const file = projectPath(context);
    if (!file.startsWith('src/qr/') || TEST_FILE.test(file)) return {};
    return onImport((node, specifier) => {
      const target = importTarget(file, specifier);
      if (target === null || target.startsWith('src/qr/')) return;
      context.report({ node: node.source, messageId: 'outside', data: { specifier } });
    });
  },
};

/**
 * SQL lives in repository files: `repository.ts` or `<name>-repository.ts` (a module's second
 * repository). Anywhere else a value import from drizzle-orm (sql templates, operators) or a
 * query method called on a database handle (`db`, `tx`, `this.db`, `deps.db`, ...) is reported.
 * Type-only imports (`import type { SQL }`) are fine.
 */
const REPOSITORY_FILE = /(^|\/|-)repository\.ts$/;
const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  '$count',
  '$with',
  'with',
]);
const DB_HANDLE = /^(db|tx|trx|database)$/;

function isDbHandle(node) {
  if (node.type === 'Identifier') return DB_HANDLE.test(node.name);
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    return DB_HANDLE.test(node.property.name);
  }
  return false;
}

const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL only in repository files' },
    messages: {
      drizzle:
        'SQL only in repository files (repository.ts or *-repository.ts): move the code using drizzle-orm there',
      query:
        'SQL only in repository files (repository.ts or *-repository.ts): move this query into the repository',
    },
    schema: [],
  },
  create(context) {
    const file = projectPath(context);
    if (REPOSITORY_FILE.test(file) || isTestSide(file)) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source !== 'drizzle-orm' && !String(source).startsWith('drizzle-orm/')) return;
        if (node.importKind === 'type') return;
        const values = node.specifiers.filter((s) => s.importKind !== 'type');
        if (node.specifiers.length > 0 && values.length === 0) return;
        context.report({ node, messageId: 'drizzle' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (callee.property.type !== 'Identifier' || !QUERY_METHODS.has(callee.property.name)) {
          return;
        }
        if (isDbHandle(callee.object)) context.report({ node, messageId: 'query' });
      },
    };
  },
};

export default {
  meta: { name: 'qr-shark-boundaries' },
  rules: {
    'module-entry': moduleEntry,
    'feature-entry': featureEntry,
    'contracts-imports': contractsImports,
    'qr-imports': qrImports,
    'sql-in-repositories': sqlInRepositories,
  },
};
