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

/**
 * Routes registered before this walk's schema rule, still without the schemas they need. The
 * list only shrinks: a route added without its schemas fails, and so does a listed route once
 * it has them (take it off the list).
 */
const SCHEMA_GAPS = new Set<string>([
  'DELETE /api/account/api-keys/:id (response)',
  'DELETE /api/account/webhooks/:id (response)',
  'DELETE /api/qrcodes/:id (response)',
  'DELETE /api/utm-presets/:id (response)',
  'DELETE /api/white-label/clients/:id (response)',
  'GET /api/account/api-keys (response)',
  'GET /api/account/export (response)',
  'GET /api/account/mail-preferences (response)',
  'GET /api/account/webhooks (response)',
  'GET /api/account/webhooks/:id/deliveries (response)',
  'GET /api/admin/audit (response)',
  'GET /api/admin/messages (response)',
  'GET /api/admin/outbox (response)',
  'GET /api/admin/outbox/:id (params, response)',
  'GET /api/admin/system (response)',
  'GET /api/admin/users (response)',
  'GET /api/billing/plan (response)',
  'GET /api/connect/status (response)',
  'GET /api/contact-info (response)',
  'GET /api/newsletter/campaigns (response)',
  'GET /api/newsletter/stats (response)',
  'GET /api/payment-product/:id (response)',
  'GET /api/payment-status (response)',
  'GET /api/qrcodes (response)',
  'GET /api/site-stats (response)',
  'GET /api/subdomain-info (response)',
  'GET /api/trial-status (response)',
  'GET /api/unsubscribe (response)',
  'GET /api/unsubscribe/info (response)',
  'GET /api/user-analytics (response)',
  'GET /api/utm-presets (response)',
  'GET /api/v1/openapi.json (response)',
  'GET /api/white-label/clients (response)',
  'GET /api/white-label/config (response)',
  'GET /api/white-label/domain-check (response)',
  'GET /auth/google (response)',
  'GET /auth/google/callback (response)',
  'GET /images/:id (response)',
  'GET /images/:id/raw (response)',
  'GET /images/:id/w/:width (response)',
  'GET /logo/:id (response)',
  'GET /pdf/:id (response)',
  'GET /robots.txt (response)',
  'GET /sitemap.xml (response)',
  'PATCH /api/qrcodes/:id (body, response)',
  'POST /api/account/api-keys (body, response)',
  'POST /api/account/webhooks (body, response)',
  'POST /api/account/webhooks/:id/rotate-secret (body, response)',
  'POST /api/account/webhooks/:id/test (body, response)',
  'POST /api/activate-trial (body, response)',
  'POST /api/admin/messages/:id/read (params, body, response)',
  'POST /api/admin/outbox/:id/retry (params, body, response)',
  'POST /api/admin/users/:id/delete (params, body, response)',
  'POST /api/admin/users/:id/restore (params, body, response)',
  'POST /api/admin/users/:id/role (params, body, response)',
  'POST /api/billing/checkout (response)',
  'POST /api/billing/portal (response)',
  'POST /api/billing/pricing-table-session (response)',
  'POST /api/connect/onboard (response)',
  'POST /api/connect/refresh (response)',
  'POST /api/contact (body, response)',
  'POST /api/create-payment-intent (response)',
  'POST /api/generate-qrcode (body, response)',
  'POST /api/generate-qrcode/pdf (body, response)',
  'POST /api/logout (response)',
  'POST /api/newsletter-signup (body, response)',
  'POST /api/newsletter/campaigns/:id/send (params, body, response)',
  'POST /api/newsletter/confirm (body, response)',
  'POST /api/qrcodes (body, response)',
  'POST /api/send-newsletter (body, response)',
  'POST /api/send-pause-notifications (body, response)',
  'POST /api/send-scan-notifications (body, response)',
  'POST /api/send-welcome-to-all (body, response)',
  'POST /api/set-password (body, response)',
  'POST /api/stripe/webhook (body, response)',
  'POST /api/track-download (response)',
  'POST /api/track-generation (response)',
  'POST /api/unsubscribe (body, response)',
  'POST /api/unsubscribe/undo (body, response)',
  'POST /api/upload-image (body, response)',
  'POST /api/upload-logo (body, response)',
  'POST /api/upload-pdf (body, response)',
  'POST /api/utm-presets (body, response)',
  'POST /api/v1/codes/:id/pause (body)',
  'POST /api/v1/codes/:id/resume (body)',
  'POST /api/v1/webhooks/:id/rotate-secret (body)',
  'POST /api/v1/webhooks/:id/test (body)',
  'POST /api/white-label/clients (response)',
  'POST /api/white-label/clients/:id/api-key (body, response)',
  'POST /api/white-label/clients/:id/verify-domain (body, response)',
  'PUT /api/account/mail-preferences (body, response)',
  'PUT /api/white-label/clients/:id (response)',
]);

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

  it('declare their request and response schemas (SCHEMA_GAPS only shrinks)', () => {
    const gaps: string[] = [];
    for (const route of routes) {
      const [method = '', url = ''] = route.name.split(' ');
      const missing = missingSchemas(method, url, route.schema);
      if (missing.length > 0) gaps.push(`${route.name} (${missing.join(', ')})`);
    }
    const unlisted = gaps.filter((gap) => !SCHEMA_GAPS.has(gap));
    const mended = [...SCHEMA_GAPS].filter((gap) => !gaps.includes(gap));
    expect({ unlisted, mended }).toEqual({ unlisted: [], mended: [] });
  });
});
