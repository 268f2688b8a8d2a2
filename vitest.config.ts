import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PostgresSkipNotice } from './scripts/postgres-skip-notice.js';

// Two projects: Node for the QR core, contracts and server; jsdom for React components.
export default defineConfig({
  test: {
    // Without TEST_DATABASE_URL the run ends with one line naming the PostgreSQL tests left out.
    reporters: ['default', new PostgresSkipNotice()],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/{qr,contracts,server}/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
        },
      },
    ],
  },
});
