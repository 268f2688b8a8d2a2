import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.js';
import { testConfig, type Config } from '../config.js';
import { useTestDatabase, type TestDatabaseKind } from './databases.js';

/**
 * A fresh database and an app on it for the current describe block (not listening: use
 * app.inject). Returns getters valid once beforeAll has run.
 */
export function useTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  deps: Omit<AppDeps, 'database'> = {},
) {
  const database = useTestDatabase(kind);
  let app: App | undefined;
  const config = testConfig(overrides);
  beforeAll(async () => {
    app = buildApp(config, { database: database(), ...deps });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    config,
    database,
    app: () => {
      if (!app) throw new Error('test app used before beforeAll ran');
      return app;
    },
  };
}

/** "name=value" for a Cookie header, from a response's Set-Cookie. */
export function cookieHeader(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
