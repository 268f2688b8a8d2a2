import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  WEBHOOK_LOG_LIMIT,
  createWebhookSchema,
  webhookAttemptSchema,
  webhookEndpointSchema,
  webhookWithSecretSchema,
} from '../../../contracts/webhooks.js';
import type { App } from '../../lib/app-types.js';
import { ignoredBody } from '../../lib/route-schemas.js';
import { parseEndpointId, type WebhookOwner, type WebhookService } from '../webhooks/index.js';
import { readErrors, writeErrors } from './openapi.js';

const idParams = z.object({
  id: z.string().meta({ description: 'The endpoint’s id.', examples: ['7'] }),
});

const endpointListSchema = z
  .object({ data: z.array(webhookEndpointSchema) })
  .meta({ id: 'WebhookEndpointList', description: 'The key owner’s endpoints, newest first.' });

const attemptListSchema = z.object({ data: z.array(webhookAttemptSchema) }).meta({
  id: 'WebhookAttemptList',
  description: `The endpoint’s newest ${WEBHOOK_LOG_LIMIT} requests, newest first.`,
});

/**
 * Scan webhook endpoints in the public API (issue 19 item 5), inside the /api/v1 scope (key auth,
 * problem details): the same service and rules as account settings' session routes. Another
 * user's endpoint is 404.
 */
export function registerPublicWebhookRoutes(
  api: App,
  service: WebhookService,
  ownerOf: (request: FastifyRequest) => WebhookOwner,
): void {
  api.get(
    '/webhooks',
    {
      schema: {
        operationId: 'listWebhooks',
        summary: 'List webhook endpoints',
        description: 'Each endpoint with its newest request (its delivery status).',
        tags: ['Webhooks'],
        response: { 200: endpointListSchema, ...readErrors() },
      },
    },
    async (request) => ({ data: await service.list(ownerOf(request)) }),
  );
  api.post(
    '/webhooks',
    {
      schema: {
        operationId: 'createWebhook',
        summary: 'Register a webhook endpoint',
        description:
          'An https URL that resolves only to public addresses (loopback, private, link-local and metadata addresses are refused, now and at every delivery). At most 5 per user (409 WEBHOOK_LIMIT). The answer is the only time the whole signing secret is shown.',
        tags: ['Webhooks'],
        body: createWebhookSchema,
        response: { 201: webhookWithSecretSchema, ...writeErrors(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(ownerOf(request), request.body)),
  );
  api.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        operationId: 'rotateWebhookSecret',
        summary: 'Rotate an endpoint’s signing secret',
        description:
          'A new secret at once: deliveries from now on are signed with it. Shown in this answer only.',
        tags: ['Webhooks'],
        params: idParams,
        body: ignoredBody,
        response: { 200: webhookWithSecretSchema, ...writeErrors(404) },
      },
    },
    async (request) => service.rotateSecret(ownerOf(request), parseEndpointId(request.params.id)),
  );
  api.delete(
    '/webhooks/:id',
    {
      schema: {
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook endpoint',
        description: 'With its queued events and its delivery log.',
        tags: ['Webhooks'],
        params: idParams,
        response: writeErrors(404),
      },
      config: { openapi: { empty: { 204: 'Deleted.' } } },
    },
    async (request, reply) => {
      await service.remove(ownerOf(request), parseEndpointId(request.params.id));
      return reply.status(204).send();
    },
  );
  api.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: 'An endpoint’s delivery log',
        description: `Its newest ${WEBHOOK_LOG_LIMIT} requests: time, events, HTTP status or error, duration, attempt number and next retry.`,
        tags: ['Webhooks'],
        params: idParams,
        response: { 200: attemptListSchema, ...readErrors(404) },
      },
    },
    async (request) => ({
      data: await service.log(ownerOf(request), parseEndpointId(request.params.id)),
    }),
  );
  api.post(
    '/webhooks/:id/test',
    {
      schema: {
        operationId: 'sendWebhookTest',
        summary: 'Send a test event',
        description:
          'Sends one signed delivery of type "test" now, logs it, and answers how it went (a test is not retried). 200 whatever the endpoint answered: `outcome`, `responseStatus` and `error` say. 409 WEBHOOK_BUSY while another request to the endpoint is under way.',
        tags: ['Webhooks'],
        params: idParams,
        body: ignoredBody,
        response: { 200: webhookAttemptSchema, ...writeErrors(404, 409) },
      },
    },
    async (request) => service.sendTest(ownerOf(request), parseEndpointId(request.params.id)),
  );
}
