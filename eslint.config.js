// Lint rules: typescript-eslint recommended plus React hooks; the boundary rules of
// docs/ARCHITECTURE.md ("Boundaries") come from the local plugin in eslint-rules/boundaries.js.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The QR core runs in the browser and on the server: no Node built-ins, nothing from the app.
    files: ['src/qr/**/*.ts'],
    ignores: ['src/qr/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['node:*', '../../server/*', '../../web/*', '../../contracts/*', 'fs', 'path'],
        },
      ],
    },
  },
  {
    // Boundaries: modules, features and layers meet only at their public entry points.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/module-entry': 'error',
      'boundaries/feature-entry': 'error',
      'boundaries/contracts-imports': 'error',
      'boundaries/qr-imports': 'error',
    },
  },
  {
    // The worker threads' task table imports only the task files of the modules that own them
    // (analytics' PDF report, uploads' logo task): a module's index.ts brings its routes and
    // services, which a worker thread must not load.
    files: ['src/server/worker-tasks/tasks.ts'],
    rules: { 'boundaries/module-entry': 'off' },
  },
  {
    // SQL only in repository files (tests and their helpers seed databases as they need).
    files: ['src/server/modules/**/*.ts', 'src/server/lib/**/*.ts'],
    // Every file's queries have moved into repositories (issue 38 item 5): no exemptions.
    plugins: { boundaries },
    rules: { 'boundaries/sql-in-repositories': 'error' },
  },
);
