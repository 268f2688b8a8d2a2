import type { FastifyRequest } from 'fastify';
import {
  apiLinkControlsInputSchema,
  apiLinkControlsSchema,
  codeIdParamsSchema as idParams,
} from '../../../contracts/public-api.js';
import type { App } from '../../lib/app-types.js';
import type { LinkControlsService } from '../link-controls/index.js';
import type { ApiOwner, PublicCodes } from './codes.js';
import { readErrors, writeErrors } from './openapi.js';
import { auditTarget } from './routes-code-writes.js';

/** What a saved code answers: link controls belong to a short link. */
export const CONTROLS_STATIC_MESSAGE =
  'Only dynamic codes have link controls: a static code has no short link.';

/**
 * GET and PUT /api/v1/codes/{id}/controls (issue 40): a dynamic code's link controls as the web
 * app's edit dialog has them (schedule, expiry, scan cap, fallback, password, smart rules and
 * the weighted split), through the same service, with the same validation messages.
 */
export function registerControlsRoutes(
  api: App,
  deps: {
    controls: LinkControlsService;
    codes: Pick<PublicCodes, 'get' | 'dynamicId'>;
    ownerOf: (request: FastifyRequest) => ApiOwner;
  },
): void {
  const { controls, codes, ownerOf } = deps;

  api.get(
    '/codes/:id/controls',
    {
      schema: {
        operationId: 'getCodeControls',
        summary: 'Get a dynamic code’s link controls',
        description:
          'Its schedule, expiry, scan cap, fallback, whether a password guards it, its smart rules and its weighted split (A/B test). Saved codes have no short link (409 NOT_DYNAMIC).',
        tags: ['Codes'],
        params: idParams,
        response: { 200: apiLinkControlsSchema, ...readErrors(404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const id = await codes.dynamicId(owner, request.params.id, CONTROLS_STATIC_MESSAGE);
      return controls.get(owner, id);
    },
  );

  api.put(
    '/codes/:id/controls',
    {
      schema: {
        operationId: 'updateCodeControls',
        summary: 'Change a dynamic code’s link controls',
        description:
          'Each member omitted is kept, null removes it. `rules` replaces the list (first match wins); `split` shares scanners between 2 to 5 destinations by whole weights adding up to 100, the same phone always getting the same one; a rule with `split: true` sends its scans to the split. The short link follows the change at once. Setting a password needs Premium or a trial (403 PREMIUM_REQUIRED).',
        tags: ['Codes'],
        params: idParams,
        body: apiLinkControlsInputSchema,
        response: { 200: apiLinkControlsSchema, ...writeErrors(400, 404, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const id = await codes.dynamicId(owner, request.params.id, CONTROLS_STATIC_MESSAGE);
      const view = await controls.update(owner, id, request.body);
      const code = await codes.get(owner, request.params.id);
      // The workspace's audit trail (issue 39 item 6), as the web app records it.
      const { startsAt, expiresAt, maxScans, fallbackUrl, rules, split, hasPassword } = view;
      const after = { startsAt, expiresAt, maxScans, fallbackUrl, rules, split, hasPassword };
      await api.audit.record(
        owner,
        { action: 'code.controls', target: auditTarget(code), after },
        request,
      );
      return view;
    },
  );
}
