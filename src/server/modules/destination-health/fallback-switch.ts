import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import { escapeHtml, renderMessagePage } from '../../lib/html-page.js';
import { requestBrandName } from '../../lib/tenant.js';
import { errorBodySchema } from '../../../contracts/errors.js';
import { fileAnswer } from '../../lib/route-schemas.js';
import { serviceReadBody, type CodeOwner } from '../dynamic-codes/index.js';
import type { FallbackGrant, FallbackLinks } from './fallback-links.js';
import { findSwitchTarget, type SwitchTarget } from './repository.js';

export const SWITCH_PATH = '/destination-health/switch';

/**
 * Every answer is a page: the confirmation (GET) or the outcome (POST) 200; a forged or
 * altered token 400, a deleted code 404, a changed fallback 409, an expired link 410. A body
 * that cannot be read (400, 413, 415) or a cross-origin post (403) gets the error body.
 */
const htmlPage = fileAnswer('text/html', 'The confirmation or the outcome, for people');
const switchAnswers = {
  200: htmlPage,
  400: htmlPage.or(errorBodySchema),
  403: errorBodySchema,
  404: htmlPage,
  409: htmlPage,
  410: htmlPage,
  413: errorBodySchema,
  415: errorBodySchema,
};

export interface FallbackSwitchDeps {
  db: Database;
  links: FallbackLinks;
  brandName: string;
  now: () => Date;
  /** Sets the code's destination as its owner's edit would (history, redirect cache). */
  setDestination: (owner: CodeOwner, codeId: number, destination: string) => Promise<unknown>;
}

type Outcome =
  | { kind: 'refused'; status: number; heading: string; message: string }
  | { kind: 'ready'; grant: FallbackGrant; code: SwitchTarget };

/**
 * The broken-link mail's one-click "switch to fallback" (issue 20 item 5): GET shows what would
 * change and a button, changing nothing (mail scanners and link previews follow GETs); the
 * button's POST sets the code's destination to the fallback URL signed into the link. Refused,
 * changing nothing: a forged or altered token, one older than 7 days, a deleted code, and a
 * code whose fallback was changed since the mail (the link is bound to the URL it named).
 */
export function registerFallbackSwitch(app: App, deps: FallbackSwitchDeps): void {
  app.register(async (plugin) => {
    plugin.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const scope = plugin as unknown as App;
    const getSchema = {
      querystring: z
        .object({ token: z.unknown().optional() })
        .meta({ description: 'token: the signed link' }),
      response: switchAnswers,
    };
    scope.get(SWITCH_PATH, { schema: getSchema }, async (request, reply) => {
      const { token } = request.query as { token?: unknown };
      const outcome = await resolve(deps, token);
      if (outcome.kind === 'refused') return page(reply, request, deps, outcome);
      return send(reply, 200, confirmPage(brandOf(request, deps), outcome, String(token)));
    });
    const postSchema = {
      body: serviceReadBody(['token'], 'Form encoded: `token`, the signed link of the e-mail.'),
      response: switchAnswers,
    };
    scope.post(SWITCH_PATH, { schema: postSchema }, async (request, reply) => {
      const body = request.body ?? {};
      const outcome = await resolve(deps, body.token);
      if (outcome.kind === 'refused') return page(reply, request, deps, outcome);
      const { code, grant } = outcome;
      const label = code.name.trim() || code.short_code;
      if (code.destination !== grant.fallbackUrl) {
        await deps.setDestination(
          {
            userId: Number(code.user_id),
            clientId: Number(code.client_id),
            workspaceId: Number(code.workspace_id),
          },
          Number(code.id),
          grant.fallbackUrl,
        );
      }
      return page(reply, request, deps, {
        kind: 'refused',
        status: 200,
        heading: 'Switched to the fallback',
        message: `Scanners of “${label}” now go to ${grant.fallbackUrl}.`,
      });
    });
  });
}

async function resolve(deps: FallbackSwitchDeps, token: unknown): Promise<Outcome> {
  const grant = typeof token === 'string' ? deps.links.verify(token) : null;
  if (!grant) {
    return {
      kind: 'refused',
      status: 400,
      heading: 'This link is not valid',
      message:
        'The link is incomplete or was changed. Nothing was switched. Open the link from the e-mail again, or edit the code in your dashboard.',
    };
  }
  if (deps.now().getTime() >= grant.expiresAt) {
    return {
      kind: 'refused',
      status: 410,
      heading: 'This link has expired',
      message:
        'Switch links work for 7 days. Nothing was switched. Edit the code’s destination in your dashboard.',
    };
  }
  const code = await findSwitchTarget(deps.db, grant.codeId);
  if (!code) {
    return {
      kind: 'refused',
      status: 404,
      heading: 'This QR code no longer exists',
      message: 'Nothing was switched.',
    };
  }
  if (code.fallback_url !== grant.fallbackUrl) {
    return {
      kind: 'refused',
      status: 409,
      heading: 'The fallback has changed',
      message:
        'The code’s fallback URL was changed after this e-mail was sent. Nothing was switched. Edit the code in your dashboard.',
    };
  }
  return { kind: 'ready', grant, code };
}

const brandOf = (request: FastifyRequest, deps: FallbackSwitchDeps) =>
  requestBrandName(request, deps.brandName);

function page(
  reply: FastifyReply,
  request: FastifyRequest,
  deps: FallbackSwitchDeps,
  outcome: Extract<Outcome, { kind: 'refused' }>,
) {
  const html = renderMessagePage({
    brandName: brandOf(request, deps),
    heading: outcome.heading,
    message: outcome.message,
    link: { href: '/', text: 'Open your dashboard' },
  });
  return send(reply, outcome.status, html);
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

function confirmPage(
  brandName: string,
  ready: Extract<Outcome, { kind: 'ready' }>,
  token: string,
): string {
  const e = escapeHtml;
  const { code, grant } = ready;
  const label = code.name.trim() || code.short_code;
  return renderMessagePage({
    brandName,
    heading: `Switch “${label}” to its fallback?`,
    message: 'Scanners of this QR code will go to its fallback URL instead of its destination.',
    html: `<dl>
<dt>Now goes to</dt><dd>${e(code.destination)}</dd>
<dt>Will go to</dt><dd>${e(grant.fallbackUrl)}</dd>
</dl>
<form method="post">
<input type="hidden" name="token" value="${e(token)}">
<button type="submit">Switch to the fallback</button>
</form>`,
  });
}
