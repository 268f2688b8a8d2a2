// Every route the app registers, walked once (Fastify's onRoute hook): each declares the schemas
// of what it takes and answers, and each route of a signed-in area declares its guard
// (lib/guards.ts) on the route itself.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { testConfig } from './config.js';
import { isGuard } from './lib/guards.js';
import { useTestDatabase } from './test/databases.js';

interface WalkedRoute {
  name: string;
  schema: Record<string, unknown>;
  guards: string[];
}

/** Paths whose every route needs a signed-in caller (or an admin): each must declare a guard. */
const SIGNED_IN_AREAS = [
  /^\/api\/account\/(?!.*unsubscribe)/,
  /^\/api\/admin\//,
  /^\/api\/dynamic-qrcodes/,
  /^\/api\/qrcodes/,
  /^\/api\/bulk-runs/,
  /^\/api\/bulk-generate-qrcode$/,
  /^\/api\/utm-presets/,
  /^\/api\/designs/,
  /^\/api\/destination-health$/,
  /^\/api\/white-label\/clients/,
  /^\/api\/sessions/,
  /^\/api\/newsletter\/(stats|campaigns)/,
  /^\/api\/send-/,
  /^\/api\/billing\/(?!plan$)/,
  /^\/api\/connect\//,
  /^\/api\/user(-analytics)?$/,
  /^\/api\/(update-name|delete-account|change-password|resend-verification|trial-status)$/,
  /^\/api\/hosted-page-preview$/,
];

/** What a route is missing: params for a path with parameters, body for a write, a response. */
function missingSchemas(method: string, url: string, schema: Record<string, unknown>): string[] {
  const missing: string[] = [];
  if (url.includes(':') && !schema.params) missing.push('params');
  if (['POST', 'PUT', 'PATCH'].includes(method) && !schema.body) missing.push('body');
  if (!schema.response) missing.push('response');
  return missing;
}

describe('every registered route', () => {
  const database = useTestDatabase('pglite');
  const routes: WalkedRoute[] = [];
  let app: App | undefined;
  beforeAll(async () => {
    // Without the built web app: its files are served by @fastify/static, one route per file
    // when dist/web exists (after `npm run build`), and files take no input to declare. The walk
    // is of the application's routes, the same whether or not the web app was built.
    const config = testConfig({ webDir: path.join(tmpdir(), 'qrs-routes-walk-no-web-build') });
    app = buildApp(config, {
      database: database(),
      weeklyScanSummary: false,
      webhooks: { start: false },
    });
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      const onRequest = [route.onRequest ?? []].flat();
      for (const method of methods) {
        routes.push({
          name: `${method} ${route.url}`,
          schema: (route.schema ?? {}) as Record<string, unknown>,
          guards: onRequest.filter(isGuard).map((guard) => guard.requires),
        });
      }
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('are walked (the modules registered their routes)', () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it('declare a guard on every route of a signed-in area', () => {
    const unguarded = routes
      .filter((route) => SIGNED_IN_AREAS.some((area) => area.test(route.name.split(' ')[1] ?? '')))
      .filter((route) => route.guards.length === 0)
      .map((route) => route.name);
    expect(unguarded).toEqual([]);
  });

  it('declare their request and response schemas', () => {
    const gaps: string[] = [];
    for (const route of routes) {
      const [method = '', url = ''] = route.name.split(' ');
      const missing = missingSchemas(method, url, route.schema);
      if (missing.length > 0) gaps.push(`${route.name} (${missing.join(', ')})`);
    }
    expect(gaps).toEqual([]);
  });
});
