import { ownerOf, requireMember } from '../../lib/guards.js';
import { z } from 'zod';
import {
  WEBHOOK_MESSAGES,
  createWebhookSchema,
  webhookAttemptSchema,
  webhookEndpointSchema,
  webhookWithSecretSchema,
} from '../../../contracts/webhooks.js';
import type { App } from '../../lib/app-types.js';
import { notFound } from '../../lib/errors.js';
import { emptyAnswer, errorAnswers, noBody } from '../../lib/route-schemas.js';
import type { WebhookService } from './service.js';

const idParams = z.object({ id: z.string() });

/** A request without a body asks for an endpoint without a URL: the schema's message answers. */
const createBody = z.preprocess((body) => body ?? {}, createWebhookSchema);

/** An endpoint id from a URL; anything but a positive 32-bit integer is "not found". */
export function parseEndpointId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(WEBHOOK_MESSAGES.notFound);
  return id;
}

/**
 * Scan webhook endpoints of the signed-in user (session cookie), for account settings:
 * GET/POST /api/account/webhooks, DELETE /api/account/webhooks/{id},
 * POST …/{id}/rotate-secret, POST …/{id}/test (sends at once, answers the logged attempt),
 * GET …/{id}/deliveries. Never cached (a secret is shown once).
 */
export function registerWebhookRoutes(app: App, service: WebhookService): void {
  const read = requireMember('webhook', 'admin');
  const write = requireMember('webhook', 'admin');
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/account/webhooks')) reply.header('cache-control', 'no-store');
  });
  app.get(
    '/api/account/webhooks',
    {
      onRequest: read,
      schema: { response: { 200: z.array(webhookEndpointSchema), ...errorAnswers(401) } },
    },
    async (request) => service.list(ownerOf(request)),
  );
  app.post(
    '/api/account/webhooks',
    {
      onRequest: write,
      schema: {
        body: createBody,
        response: { 201: webhookWithSecretSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const made = await service.create(ownerOf(request), request.body);
      const target = { kind: 'webhook', id: made.id, label: made.url };
      await app.audit.record(ownerOf(request), { action: 'webhook.create', target }, request);
      return reply.status(201).send(made);
    },
  );
  app.delete(
    '/api/account/webhooks/:id',
    {
      onRequest: write,
      schema: { params: idParams, response: { 204: emptyAnswer, ...errorAnswers(401, 403, 404) } },
    },
    async (request, reply) => {
      const id = parseEndpointId(request.params.id);
      const label = (await service.list(ownerOf(request))).find((e) => e.id === id)?.url;
      await service.remove(ownerOf(request), id);
      const target = { kind: 'webhook', id, label };
      await app.audit.record(ownerOf(request), { action: 'webhook.delete', target }, request);
      return reply.status(204).send(undefined);
    },
  );
  app.post(
    '/api/account/webhooks/:id/rotate-secret',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: noBody,
        response: { 200: webhookWithSecretSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => service.rotateSecret(ownerOf(request), parseEndpointId(request.params.id)),
  );
  app.post(
    '/api/account/webhooks/:id/test',
    {
      onRequest: write,
      schema: {
        params: idParams,
        body: noBody,
        response: { 200: webhookAttemptSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.sendTest(ownerOf(request), parseEndpointId(request.params.id)),
  );
  app.get(
    '/api/account/webhooks/:id/deliveries',
    {
      onRequest: read,
      schema: {
        params: idParams,
        response: { 200: z.array(webhookAttemptSchema), ...errorAnswers(401, 404) },
      },
    },
    async (request) => service.log(ownerOf(request), parseEndpointId(request.params.id)),
  );
}
