import { z } from 'zod';
import {
  clientInputSchema,
  qrTypeOfLabel,
  type SubdomainInfo,
  whiteLabelClientSchema,
  whiteLabelConfigSchema,
  whiteLabelSettingsSchema,
} from '../../../contracts/white-label.js';
import { subdomainInfoSchema } from '../../../contracts/subdomain-info.js';
import type { App } from '../../lib/app-types.js';
import { requestClientId } from '../../lib/tenant.js';
import { requireRole } from '../../lib/guards.js';
import { errorAnswers, noBody } from '../../lib/route-schemas.js';
import type { WhiteLabelService } from './service.js';
import type { Tenancy } from './tenancy.js';

/** GET /api/white-label/domain-check: the domain asked about and whether it is served. */
const domainCheck = z.object({ domain: z.string(), served: z.boolean() });

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Operator routes (admins of the default client, on its own host; 401 signed out, 403 anyone
 * else): GET /api/white-label/settings (BASE_DOMAIN, PUBLIC_URL and whether it is local), GET/POST /api/white-label/clients, PUT/DELETE /api/white-label/clients/:id, POST
 * /api/white-label/clients/:id/api-key (new key, shown once), POST
 * /api/white-label/clients/:id/verify-domain (DNS TXT check). Public: GET
 * /api/white-label/config (the request host's brand), GET /api/white-label/domain-check?domain=
 * (200 only for a verified, active client domain: Caddy's on-demand TLS `ask`), GET
 * /api/subdomain-info (spec 000 §3).
 */
export function registerWhiteLabelRoutes(
  app: App,
  deps: { service: WhiteLabelService; tenancy: Tenancy },
): void {
  const { service, tenancy } = deps;
  const operator = requireRole('operator');

  app.get(
    '/api/white-label/settings',
    { onRequest: operator, schema: { response: { 200: whiteLabelSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.settings();
    },
  );
  app.get(
    '/api/white-label/clients',
    {
      onRequest: operator,
      schema: { response: { 200: z.array(whiteLabelClientSchema), ...errorAnswers(401, 403) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list();
    },
  );
  app.post(
    '/api/white-label/clients',
    {
      onRequest: operator,
      schema: {
        body: clientInputSchema,
        response: { 201: whiteLabelClientSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await service.create(request.body));
    },
  );
  app.put(
    '/api/white-label/clients/:id',
    {
      onRequest: operator,
      schema: {
        params: idParams,
        body: clientInputSchema.extend({ isActive: z.boolean().optional() }),
        response: { 200: whiteLabelClientSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      return service.update(request.params.id, request.body);
    },
  );
  app.delete(
    '/api/white-label/clients/:id',
    {
      onRequest: operator,
      schema: {
        params: idParams,
        response: { 200: z.object({ ok: z.boolean() }), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { ok: true };
    },
  );
  app.post(
    '/api/white-label/clients/:id/api-key',
    {
      onRequest: operator,
      schema: {
        params: idParams,
        body: noBody,
        response: { 200: whiteLabelClientSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.regenerateKey(request.params.id);
    },
  );
  app.post(
    '/api/white-label/clients/:id/verify-domain',
    {
      onRequest: operator,
      schema: {
        params: idParams,
        body: noBody,
        response: { 200: whiteLabelClientSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return service.verifyDomain(request.params.id);
    },
  );

  app.get(
    '/api/white-label/config',
    { schema: { response: { 200: whiteLabelConfigSchema } } },
    async (request, reply) => {
      const client = await tenancy.clientOf(request.hostname);
      reply.header('cache-control', 'no-cache');
      return service.publicConfig(client?.id === requestClientId(request) ? client : null);
    },
  );

  app.get(
    '/api/white-label/domain-check',
    {
      schema: {
        querystring: z.object({ domain: z.string().max(255).default('') }),
        // 200 when the domain is served, 404 (the same body) when not: Caddy reads the status.
        response: { 200: domainCheck, 404: domainCheck, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const served = await service.isServedDomain(request.query.domain);
      reply.header('cache-control', 'no-store');
      return reply.status(served ? 200 : 404).send({ domain: request.query.domain, served });
    },
  );

  app.get(
    '/api/subdomain-info',
    { schema: { response: { 200: subdomainInfoSchema } } },
    async (request, reply): Promise<SubdomainInfo> => {
      reply.header('cache-control', 'no-cache');
      const label = tenancy.subdomainOf(request.hostname);
      if (!label) return { isSubdomain: false, qrType: null, subdomain: null };
      const qrType = qrTypeOfLabel(label);
      if (qrType) return { isSubdomain: true, qrType, subdomain: label };
      const client = await tenancy.clientOf(request.hostname);
      return client
        ? { isSubdomain: true, qrType: null, subdomain: label }
        : { isSubdomain: false, qrType: null, subdomain: null };
    },
  );
}
