import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES } from '../../../contracts/api-keys.js';
import type { ApiRatePlan } from '../../../contracts/api-rate-limits.js';
import { roleAllows } from '../../../contracts/workspaces.js';
import { AppError } from '../../lib/errors.js';
import { requestClientId } from '../../lib/tenant.js';
import type { ApiKeyService, KeyPrincipal } from '../api-keys/index.js';
import { clientKeyGrants, ON_BEHALF_OF_HEADER, type ClientKeys } from './client-keys.js';
import type { ApiRateLimiter } from './rate-limit.js';

const principals = new WeakMap<FastifyRequest, KeyPrincipal>();
/** How a request counts more units in its window (a large render): set with its principal. */
const chargers = new WeakMap<
  FastifyRequest,
  (units: number, reply: FastifyReply) => Promise<void>
>();

/**
 * Methods a read key may use; every other method needs a read-write key, except on routes whose
 * config says `readOnlySafe: true` (a POST that stores and changes nothing, e.g. POST /qr).
 */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads and renders only, whatever its method: a read key may use it. */
    readOnlySafe?: boolean;
  }
}

function unauthenticated(message: string): AppError {
  // RFC 6750 §3: a 401 for a bearer-protected resource names the scheme.
  return new AppError(401, 'UNAUTHORIZED', message, undefined, {
    'www-authenticate': 'Bearer realm="api"',
  });
}

/**
 * onRequest hook of the /api/v1 scope: `Authorization: Bearer qrs_...` must name a valid
 * personal key of the request's white-label client, or that client's own key (client-keys.ts;
 * it then acts for the user named in QRS-On-Behalf-Of). 401 otherwise: missing, malformed,
 * unknown, revoked, expired, another client's, or the owner's account deleted. The request is
 * counted in its owner's window (429 past it) before anything else is looked up; a read key may only
 * use GET/HEAD/OPTIONS and
 * routes marked `readOnlySafe` (403). Session cookies do not authenticate here. The key is never logged
 * (the logger redacts the Authorization header, and request lines carry no headers).
 */
export function createKeyAuth(
  keys: ApiKeyService,
  clientKeys: ClientKeys,
  limiter: ApiRateLimiter,
) {
  return async function keyAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const token = header ? /^Bearer +(\S+) *$/i.exec(header)?.[1] : undefined;
    if (token === undefined) throw unauthenticated(API_KEY_MESSAGES.missing);
    const hostClientId = requestClientId(request);
    const personal = await keys.authenticate(token, hostClientId);
    let principal: KeyPrincipal;
    let bucket: string;
    let plan: ApiRatePlan;
    if (personal) {
      // Every request of a valid key counts, whatever comes of it, in its owner's window: all of
      // a user's keys share one (rate-limit.ts).
      bucket = rateBucketOf(personal);
      plan = personal.ratePlan;
      await limiter.admit(bucket, plan, reply);
      principal = personal;
    } else {
      const clientId = await clientKeys.clientOf(token, hostClientId);
      if (clientId === null) throw unauthenticated(API_KEY_MESSAGES.invalid);
      const grants = clientKeyGrants(clientId);
      bucket = rateBucketOf({ kind: 'client', ...grants });
      plan = grants.ratePlan;
      await limiter.admit(bucket, plan, reply);
      const onBehalfOf = request.headers[ON_BEHALF_OF_HEADER];
      principal = await clientKeys.principal(
        clientId,
        Array.isArray(onBehalfOf) ? onBehalfOf[0] : onBehalfOf,
      );
    }
    // A key acts with its role in its workspace (read = viewer, read-write = editor, never above
    // its maker's role there now): a viewer's key only reads.
    if (
      !roleAllows(principal.role, 'editor') &&
      !READ_METHODS.has(request.method) &&
      request.routeOptions.config.readOnlySafe !== true
    ) {
      throw new AppError(
        403,
        'READ_ONLY_KEY',
        principal.scope === 'read' ? API_KEY_MESSAGES.readOnly : API_KEY_MESSAGES.viewerMaker,
      );
    }
    principals.set(request, principal);
    chargers.set(request, (units, answer) => limiter.charge(bucket, plan, units - 1, answer));
  };
}

/**
 * The rate-limit window a principal's requests count in: its owner's ("api:user:{id}", shared by
 * all of a user's personal keys, so more keys are not more requests), or a white-label client
 * key's own ("api:client:{id}").
 */
export function rateBucketOf(
  principal: Pick<KeyPrincipal, 'kind' | 'keyRef'> & { userId?: number },
): string {
  return principal.kind === 'personal' ? `api:user:${principal.userId}` : `api:${principal.keyRef}`;
}

/**
 * A render's cost for its request's window (the request's own unit is already counted): the
 * generator's `charge` option for a request of the /api/v1 scope. Throws the 429 past the limit.
 */
export function renderChargeOf(
  request: FastifyRequest,
  reply: FastifyReply,
): (units: number) => Promise<void> {
  const charge = chargers.get(request);
  if (!charge) throw unauthenticated(API_KEY_MESSAGES.missing);
  return (units) => charge(units, reply);
}

/** The key a request was authenticated with; only inside the /api/v1 scope. */
export function principalOf(request: FastifyRequest): KeyPrincipal {
  const principal = principals.get(request);
  if (!principal) throw unauthenticated(API_KEY_MESSAGES.missing);
  return principal;
}
