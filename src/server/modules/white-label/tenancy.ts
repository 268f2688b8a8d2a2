import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import { renderMessagePage } from '../../lib/html-page.js';
import { setRequestTenant, type HostTenant } from '../../lib/tenant.js';
import * as repo from './repository.js';
import type { ClientRow } from './repository.js';

/** How long a host's client is remembered in one process; other processes see changes after it. */
export const HOST_CACHE_MS = 30_000;
const HOST_CACHE_MAX = 10_000;

const DEFAULT_TENANT: HostTenant = {
  clientId: DEFAULT_CLIENT_ID,
  brandName: null,
  brandColor: null,
};

/** A host's tenant: the default one for null, nothing (null) for an inactive client. */
function tenantOf(client: ClientRow | null): HostTenant | null {
  if (client === null) return DEFAULT_TENANT;
  return client.isActive
    ? { clientId: client.id, brandName: client.name, brandColor: client.primaryColor }
    : null;
}

export interface TenancyOptions {
  db: Database;
  publicUrl: string;
  baseDomain: string | null;
  now?: () => number;
}

/**
 * Host → white-label client (issue 17 item 4): a verified custom domain, or
 * {subdomain}.BASE_DOMAIN; anything else (our own host, unknown or unverified names, QR type
 * subdomains) is the default client. The Host is request.hostname, so X-Forwarded-Host counts
 * only from proxies TRUST_PROXY names.
 */
export class Tenancy {
  private readonly cache = new Map<string, { client: ClientRow | null; until: number }>();
  private readonly ownHost: string;
  private readonly now: () => number;

  constructor(private readonly options: TenancyOptions) {
    this.ownHost = new URL(options.publicUrl).hostname.toLowerCase();
    this.now = options.now ?? Date.now;
  }

  /** Forget every host (after a client changed in this process). */
  clear(): void {
    this.cache.clear();
  }

  /** The client serving `host` (active or not), or null for the default client. */
  async clientOf(hostname: string): Promise<ClientRow | null> {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    if (host === this.ownHost || host === '') return null;
    const cached = this.cache.get(host);
    if (cached && cached.until > this.now()) return cached.client;
    const client = await this.lookUp(host);
    if (this.cache.size >= HOST_CACHE_MAX) this.cache.clear();
    this.cache.set(host, { client, until: this.now() + HOST_CACHE_MS });
    return client;
  }

  /**
   * The client serving `hostname` for paths answered before Fastify's hooks (the short-link fast
   * path): the default client for our own and unknown hosts, null for an inactive client's hosts
   * (nothing is served there). Synchronous when the host is cached (every busy host is), so a
   * cached scan still costs no promise.
   */
  tenantOfHost(hostname: string): HostTenant | null | Promise<HostTenant | null> {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    if (host === this.ownHost || host === '') return DEFAULT_TENANT;
    const cached = this.cache.get(host);
    if (cached && cached.until > this.now()) return tenantOf(cached.client);
    return this.clientOf(host).then(tenantOf);
  }

  /** The subdomain label of `host` under BASE_DOMAIN (one label only), or null. */
  subdomainOf(hostname: string): string | null {
    const base = this.options.baseDomain;
    const host = hostname.toLowerCase().replace(/\.$/, '');
    if (!base || !host.endsWith(`.${base}`)) return null;
    const label = host.slice(0, -(base.length + 1));
    return label && !label.includes('.') ? label : null;
  }

  private async lookUp(host: string): Promise<ClientRow | null> {
    const label = this.subdomainOf(host);
    if (label) return repo.findBySubdomain(this.options.db, label);
    const row = await repo.findByCustomDomain(this.options.db, host);
    return row?.domainVerifiedAt ? row : null;
  }

  /**
   * onRequest hook: records the request's tenant; an inactive client's hosts get a neutral
   * 503 page (no brand, no hint of who the client is) for every path.
   */
  hook() {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const client = await this.clientOf(request.hostname);
      const origin = `${request.protocol}://${request.host}`;
      setRequestTenant(request, {
        clientId: client?.id ?? DEFAULT_CLIENT_ID,
        host: client ? request.hostname.toLowerCase() : null,
        origin: client ? origin : this.options.publicUrl,
        brandName: client?.name ?? null,
        brandColor: client?.primaryColor ?? null,
      });
      if (client && !client.isActive) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            renderMessagePage({
              brandName: '',
              heading: 'This site is not available',
              message: 'This site is not available at the moment.',
            }),
          );
      }
      return undefined;
    };
  }
}
