import type { FastifyRequest } from 'fastify';
import { DEFAULT_CLIENT_ID } from '../db/schema/index.js';

/**
 * The white-label client (tenant) a request belongs to, chosen from its Host by the white-label
 * module's onRequest hook (modules/white-label/tenancy.ts). Every module reads it from here, so
 * sessions, sign-up and queries stay inside one client.
 */
export interface RequestTenant {
  clientId: number;
  /** The host the client was found by ({subdomain}.BASE_DOMAIN or a custom domain); null: default. */
  host: string | null;
  /** Origin short links and mail links use for this client ("https://acme.example.com"). */
  origin: string;
  /** The client's name, which its hosts' pages show instead of ours; null: the default brand. */
  brandName: string | null;
  /** The client's primary colour (#RRGGBB) for its hosts' pages; null: the default brand. */
  brandColor: string | null;
}

/**
 * What paths answered before Fastify's hooks (the short-link fast path) need of a host's client:
 * its id and the name its pages show (null: the default brand).
 */
export type HostTenant = Pick<RequestTenant, 'clientId' | 'brandName' | 'brandColor'>;

const tenants = new WeakMap<FastifyRequest, RequestTenant>();

export function setRequestTenant(request: FastifyRequest, tenant: RequestTenant): void {
  tenants.set(request, tenant);
}

/** The request's tenant; the default client when the hook did not run (e.g. tests of a route). */
export function requestTenant(request: FastifyRequest, publicUrl: string): RequestTenant {
  return (
    tenants.get(request) ?? {
      clientId: DEFAULT_CLIENT_ID,
      host: null,
      origin: publicUrl,
      brandName: null,
      brandColor: null,
    }
  );
}

/**
 * The name a page served on this request's host shows: the white-label client's own name on its
 * hosts, else `defaultBrand` (BRAND_NAME). No page on a client's host names us.
 */
export function requestBrandName(request: FastifyRequest, defaultBrand: string): string {
  return tenants.get(request)?.brandName ?? defaultBrand;
}

/** The request's client and the name its pages show (see HostTenant). */
export function requestHostTenant(request: FastifyRequest): HostTenant {
  const tenant = tenants.get(request);
  return tenant
    ? { clientId: tenant.clientId, brandName: tenant.brandName, brandColor: tenant.brandColor }
    : { clientId: DEFAULT_CLIENT_ID, brandName: null, brandColor: null };
}

/** The request's client id (1, the default brand, when no client's host was used). */
export function requestClientId(request: FastifyRequest): number {
  return tenants.get(request)?.clientId ?? DEFAULT_CLIENT_ID;
}

/**
 * The origin of the white-label client's host the request came in on ("https://acme.example"),
 * or undefined on the default client (callers then use PUBLIC_URL). Short links made by a
 * client's user carry it.
 */
export function requestClientOrigin(request: FastifyRequest): string | undefined {
  const tenant = tenants.get(request);
  return tenant?.host ? tenant.origin : undefined;
}
