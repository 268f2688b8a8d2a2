// Link controls of dynamic codes (issue 20): password, schedule and expiry, scan cap, fallback
// and smart rules. The redirect evaluates them through the LinkGate (one call over the cached
// code); this module also owns the owner's API and the scanner's password form.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { requestBrandName, requestClientId } from '../../lib/tenant.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import type { SharedLimits } from '../../lib/shared-limits.js';
import type { PasswordHasher } from '../auth/index.js';
import { LinkGate } from './link-gate.js';
import { buildLinkPages } from './pages.js';
import { PREVIEW_CSP, renderLinkPreview } from './preview.js';
import { PasswordCookies } from './password-cookie.js';
import { DEFAULT_PASSWORD_LIMITS, PasswordEntry, type PasswordLimits } from './password-entry.js';
import * as repo from './repository.js';
import { registerLinkControlRoutes } from './routes.js';
import { LinkControlsService } from './service.js';
import { splitBucket } from './split.js';
import { registerUtmPresetRoutes, UtmPresetService } from './utm-presets.js';

export { LinkGate } from './link-gate.js';
export { LinkControlsService } from './service.js';
export type { PasswordLimits } from './password-entry.js';
export { splitVariantKey } from './split.js';
export { buildLinkPages, renderLinkPage, type LinkPageKind } from './pages.js';

const HSTS = 'max-age=31536000; includeSubDomains';

export interface LinkControlsDeps {
  db: Database;
  brandName: string;
  appSecret: string;
  secure: boolean;
  hasher: PasswordHasher;
  limits: SharedLimits;
  passwordLimits?: Partial<PasswordLimits>;
  now?: () => Date;
}

/** The gate the redirect evaluates (build it before registering the redirect module). */
export function createLinkGate(deps: LinkControlsDeps): LinkGate {
  const now = deps.now ?? (() => new Date());
  return new LinkGate({
    pages: buildLinkPages(deps.secure ? { 'strict-transport-security': HSTS } : {}),
    cookies: new PasswordCookies(deps.appSecret),
    now: () => now().getTime(),
    claimCappedScan: (id, max) => repo.claimCappedScan(deps.db, id, max),
    capReached: (id, max) => repo.capReached(deps.db, id, max),
    bucketOf: (ip, userAgent, codeId) => splitBucket(deps.appSecret, ip, userAgent, codeId),
  });
}

/**
 * The /d/{code}+ handler for the redirect module: the safe preview, 200 (404 for no such code),
 * no-store, never a redirect, no scan recorded.
 */
export function createLinkPreview(deps: Pick<LinkControlsDeps, 'db' | 'brandName' | 'secure'>) {
  return async (shortCode: string, request: FastifyRequest, reply: FastifyReply) => {
    const html = await renderLinkPreview(
      deps.db,
      shortCode,
      requestBrandName(request, deps.brandName),
      requestClientId(request),
    );
    reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', PREVIEW_CSP)
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff');
    if (deps.secure) reply.header('strict-transport-security', HSTS);
    if (html === null) return reply.redirect(`/d/${shortCode}`, 303);
    return reply.type('text/html; charset=utf-8').send(html);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the short links evaluate on every scan (the gate and the safe preview of /d/{code}+),
     * and the owner's side (the public API's /api/v1/codes/{id}/controls uses it).
     */
    linkControls: {
      gate: LinkGate;
      preview: ReturnType<typeof createLinkPreview>;
      service: LinkControlsService;
    };
  }
}

export interface LinkControlsModuleOptions extends ModuleDeps {
  /** Wrong scanner-password throttles; tests shrink them. */
  passwordLimits?: Partial<PasswordLimits>;
}

/**
 * Link controls and UTM presets: the owner's routes, the scanner's password entry, and
 * `app.linkControls` for the redirect. Uses `app.accounts` (the password hasher) and, on each
 * change, `app.redirectCache`.
 */
export const linkControlsModule = defineModule<LinkControlsModuleOptions>(
  'link-controls',
  (app, { db, config, limits, now: clock, passwordLimits }) => {
    const deps: LinkControlsDeps = {
      db,
      brandName: config.brandName,
      appSecret: config.appSecret,
      secure: config.secure,
      hasher: app.accounts.hasher,
      limits,
      passwordLimits,
      now: clock,
    };
    const now = clock ?? (() => new Date());
    const service = new LinkControlsService({
      db,
      hasher: deps.hasher,
      now,
      onCodeChanged: (shortCode) => app.redirectCache.invalidate(shortCode),
    });
    app.decorate('linkControls', {
      gate: createLinkGate(deps),
      preview: createLinkPreview(deps),
      service,
    });
    const passwords = new PasswordEntry({
      db,
      cache: { get: (shortCode) => app.redirectCache.get(shortCode) },
      hasher: deps.hasher,
      limits,
      rules: { ...DEFAULT_PASSWORD_LIMITS, ...passwordLimits },
      cookies: new PasswordCookies(config.appSecret),
      pages: buildLinkPages(config.secure ? { 'strict-transport-security': HSTS } : {}),
      brandName: config.brandName,
      secure: config.secure,
      now,
    });
    scoped(app, (scope) => {
      registerLinkControlRoutes(scope, { service, passwords });
      registerUtmPresetRoutes(scope, new UtmPresetService(db));
    });
  },
  ['auth'],
);
