import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorOf,
  type PgErrorFields,
} from '../../db/errors.js';
import { isIP } from 'node:net';
import {
  WHITE_LABEL_DEFAULTS,
  WHITE_LABEL_MESSAGES,
  type DnsRecord,
  type DomainStatus,
  type ValidClientInput,
  type WhiteLabelClient,
  type WhiteLabelConfig,
  type WhiteLabelSettings,
} from '../../../contracts/white-label.js';
import type { SocialLink } from '../../../contracts/social-links.js';
import type { Database } from '../../db/client.js';
import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import type { MailBrand } from '../../lib/mail-brand.js';
import { newApiKey, hashApiKey, looksLikeApiKey } from './api-key.js';
import { sanitizeCustomCss } from './custom-css.js';
import { checkDomainToken, newDomainToken, type TxtResolver } from '../../lib/dns-check.js';
import * as repo from './repository.js';
import type { ClientRow } from './repository.js';

/** The name of the TXT record that proves a custom domain: `_qrshark.{domain}`. */
export const VERIFY_LABEL = '_qrshark';

export interface WhiteLabelDeps {
  db: Database;
  /** Our own origin (PUBLIC_URL): its host may not be a client's domain, and CNAMEs point to it. */
  publicUrl: string;
  baseDomain: string | null;
  brandName: string;
  /** The operator's footer links (SOCIAL_LINKS), shown on its own host only. */
  socialLinks?: readonly SocialLink[];
  resolver: TxtResolver;
  /** Is `/logo/{id}` an existing uploaded logo? The server never fetches a client's URL. */
  uploadedLogoExists: (path: string) => Promise<boolean>;
  /** Called after any change to a client, so host lookups see it at once in this process. */
  onChanged?: () => void;
}

function pgError(err: unknown): PgErrorFields | null {
  return pgErrorOf(err, [PG_UNIQUE_VIOLATION, PG_FOREIGN_KEY_VIOLATION]);
}

/**
 * A host only this machine reaches: localhost (and names under it), 127.0.0.0/8, ::1 or the
 * unspecified addresses. `host` is a URL's hostname (IPv6 in brackets).
 */
export function isLocalHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '::1' ||
    name === '0.0.0.0' ||
    name === '::'
  );
}

const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', firstFieldMessage(fields), fields);

/**
 * White-label clients (spec 001 §2, §3, §7; issue 17): management for the operator's admins,
 * API keys, custom-domain verification and the public brand of a client.
 */
export class WhiteLabelService {
  private readonly ownHost: string;

  constructor(private readonly deps: WhiteLabelDeps) {
    this.ownHost = new URL(deps.publicUrl).hostname.toLowerCase();
  }

  /** This server's own setup, as the management screen explains it (issue 37 item 11). */
  settings(): WhiteLabelSettings {
    return {
      baseDomain: this.deps.baseDomain,
      publicUrl: this.deps.publicUrl,
      dnsTarget: this.ownHost.replace(/^\[|\]$/g, ''),
      publicUrlIsLocal: isLocalHost(this.ownHost),
    };
  }

  async list(): Promise<WhiteLabelClient[]> {
    return (await repo.listClients(this.deps.db)).map((row) => this.view(row));
  }

  /** Creates a client with a fresh API key; the answer is the only place the key appears. */
  async create(input: ValidClientInput): Promise<WhiteLabelClient> {
    const { values, cssDropped } = await this.checked(input, null);
    const key = newApiKey();
    try {
      const row = await repo.insertClient(this.deps.db, {
        ...values,
        apiKeyHash: key.hash,
        apiKeyPrefix: key.prefix,
        domainToken: values.customDomain ? newDomainToken() : null,
      });
      this.deps.onChanged?.();
      return { ...this.view(row), apiKey: key.key, cssDropped };
    } catch (err) {
      throw this.conflict(err);
    }
  }

  /** Replaces the client's fields; a changed custom domain must be verified again. */
  async update(
    id: number,
    input: ValidClientInput & { isActive?: boolean },
  ): Promise<WhiteLabelClient> {
    const current = await repo.findClient(this.deps.db, id);
    if (!current) throw notFound('No such client');
    if (input.isActive === false && id === WHITE_LABEL_DEFAULTS.defaultClientId) {
      throw invalid({ isActive: 'The default client cannot be deactivated' });
    }
    const { values, cssDropped } = await this.checked(input, current);
    const domainChanged = values.customDomain !== current.customDomain;
    try {
      const row = await repo.updateClient(this.deps.db, id, {
        ...values,
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        ...(domainChanged
          ? {
              domainToken: values.customDomain ? newDomainToken() : null,
              domainVerifiedAt: null,
              domainCheckMessage: null,
            }
          : {}),
      });
      if (!row) throw notFound('No such client');
      this.deps.onChanged?.();
      return { ...this.view(row), cssDropped };
    } catch (err) {
      throw this.conflict(err);
    }
  }

  async remove(id: number): Promise<void> {
    if (id === WHITE_LABEL_DEFAULTS.defaultClientId) {
      throw new AppError(403, 'DEFAULT_CLIENT', WHITE_LABEL_MESSAGES.defaultClientProtected);
    }
    try {
      if (!(await repo.deleteClient(this.deps.db, id))) throw notFound('No such client');
    } catch (err) {
      if (pgError(err)?.code === PG_FOREIGN_KEY_VIOLATION) {
        throw new AppError(409, 'CLIENT_IN_USE', WHITE_LABEL_MESSAGES.clientInUse);
      }
      throw err;
    }
    this.deps.onChanged?.();
  }

  /** A new key replaces the old one at once (the old one stops working); shown only here. */
  async regenerateKey(id: number): Promise<WhiteLabelClient> {
    const key = newApiKey();
    const row = await repo.updateClient(this.deps.db, id, {
      apiKeyHash: key.hash,
      apiKeyPrefix: key.prefix,
    });
    if (!row) throw notFound('No such client');
    return { ...this.view(row), apiKey: key.key };
  }

  /**
   * The active client a server-to-server call's key belongs to, or null; the card's "last
   * used" time is recorded (to the minute).
   */
  async clientOfApiKey(key: string): Promise<ClientRow | null> {
    if (!looksLikeApiKey(key)) return null;
    const row = await repo.useApiKey(this.deps.db, hashApiKey(key), 60_000);
    return row?.isActive ? row : null;
  }

  /**
   * Looks up `_qrshark.{customDomain}` and records the outcome: verified when one TXT string
   * equals the client's token, otherwise the reason.
   */
  async verifyDomain(id: number): Promise<WhiteLabelClient> {
    const client = await repo.findClient(this.deps.db, id);
    if (!client) throw notFound('No such client');
    if (!client.customDomain || !client.domainToken) {
      throw invalid({ customDomain: 'Add a custom domain first' });
    }
    const outcome = await checkDomainToken(
      this.deps.resolver,
      `${VERIFY_LABEL}.${client.customDomain}`,
      client.domainToken,
    );
    const row = await repo.updateClient(
      this.deps.db,
      id,
      outcome.verified
        ? { domainVerifiedAt: new Date(), domainCheckMessage: null }
        : { domainVerifiedAt: null, domainCheckMessage: outcome.reason },
    );
    this.deps.onChanged?.();
    return this.view(row ?? client);
  }

  /**
   * A client's name and the origin of its own host, for mail to its users (links must lead to
   * where their session works): its verified custom domain, else {subdomain}.BASE_DOMAIN, with
   * PUBLIC_URL's scheme and port. null for the default client or one without a host.
   */
  async mailBrand(clientId: number, db?: Database): Promise<MailBrand | null> {
    if (clientId === DEFAULT_CLIENT_ID) return null;
    const client = await repo.findClient(db ?? this.deps.db, clientId);
    if (!client) return null;
    const host =
      client.customDomain && client.domainVerifiedAt
        ? client.customDomain
        : client.subdomain && this.deps.baseDomain
          ? `${client.subdomain}.${this.deps.baseDomain}`
          : null;
    if (host === null) return null;
    const url = new URL(this.deps.publicUrl);
    url.hostname = host;
    return { name: client.name, origin: url.origin };
  }

  /** For Caddy's on-demand TLS `ask`: true only for a verified, active client's domain. */
  async isServedDomain(domain: string): Promise<boolean> {
    const host = domain.trim().toLowerCase().replace(/\.$/, '');
    if (!host) return false;
    const row = await repo.findByCustomDomain(this.deps.db, host);
    return Boolean(row?.isActive && row.domainVerifiedAt);
  }

  /** The public brand (spec 001 §3) of `client`, or of the default client when null. */
  publicConfig(client: ClientRow | null): WhiteLabelConfig {
    if (!client) {
      return {
        name: this.deps.brandName,
        primaryColor: WHITE_LABEL_DEFAULTS.primaryColor,
        secondaryColor: WHITE_LABEL_DEFAULTS.secondaryColor,
        customFavicon: null,
        customCSS: null,
        logoUrl: null,
        removeBranding: false,
        socialLinks: [...(this.deps.socialLinks ?? [])],
      };
    }
    return {
      name: client.name,
      primaryColor: client.primaryColor,
      secondaryColor: client.secondaryColor,
      customFavicon: client.customFavicon,
      customCSS: client.customCss,
      logoUrl: client.logoUrl,
      removeBranding: client.removeBranding,
      socialLinks: [],
    };
  }

  /**
   * The records an operator creates for `domain`: one pointing it at PUBLIC_URL's host (CNAME
   * to a name; A or AAAA when PUBLIC_URL names an IP address, which a CNAME cannot hold) and the
   * TXT with the token.
   */
  dnsRecords(domain: string, token: string): DnsRecord[] {
    const target = this.ownHost.replace(/^\[|\]$/g, '');
    const family = isIP(target);
    const type = family === 4 ? 'A' : family === 6 ? 'AAAA' : 'CNAME';
    return [
      { type, name: domain, value: target },
      { type: 'TXT', name: `${VERIFY_LABEL}.${domain}`, value: token },
    ];
  }

  /**
   * Validation beyond the schema: own host, a new subdomain without BASE_DOMAIN (one kept
   * unchanged by an edit stays, so the client can still be edited), taken names, uploaded
   * images, CSS sanitising. `current`: the client being edited, null when creating.
   */
  private async checked(input: ValidClientInput, current: ClientRow | null) {
    const exceptId = current?.id ?? null;
    const fields: Record<string, string> = {};
    const domain = input.customDomain ?? null;
    if (domain && this.isOwnHost(domain)) fields.customDomain = WHITE_LABEL_MESSAGES.domainOwnHost;
    const subdomain = input.subdomain ?? null;
    if (subdomain && !this.deps.baseDomain && subdomain !== current?.subdomain) {
      fields.subdomain = WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain;
    }
    for (const key of ['logoUrl', 'customFavicon'] as const) {
      const path = input[key];
      if (path && !(await this.deps.uploadedLogoExists(path))) {
        fields[key] = WHITE_LABEL_MESSAGES.imageInvalid;
      }
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const taken = await repo.takenBy(
      this.deps.db,
      { customDomain: domain, subdomain: input.subdomain ?? null },
      exceptId,
    );
    if (taken.customDomain) throw this.taken('customDomain');
    if (taken.subdomain) throw this.taken('subdomain');
    const css = input.customCSS ? sanitizeCustomCss(input.customCSS) : null;
    return {
      values: {
        name: input.name,
        customDomain: domain,
        subdomain: input.subdomain ?? null,
        logoUrl: input.logoUrl ?? null,
        primaryColor: input.primaryColor,
        secondaryColor: input.secondaryColor,
        customFavicon: input.customFavicon ?? null,
        removeBranding: input.removeQRSharkBranding,
        customCss: css?.css || null,
      },
      cssDropped: css?.dropped ?? [],
    };
  }

  private isOwnHost(domain: string): boolean {
    const base = this.deps.baseDomain;
    return (
      domain === this.ownHost || (base !== null && (domain === base || domain.endsWith(`.${base}`)))
    );
  }

  private taken(field: 'customDomain' | 'subdomain') {
    const message =
      field === 'customDomain'
        ? WHITE_LABEL_MESSAGES.domainTaken
        : WHITE_LABEL_MESSAGES.subdomainTaken;
    return new AppError(409, 'CONFLICT', message, { [field]: message });
  }

  /** A unique-index race lost to another request: the same 409 as the checked case. */
  private conflict(err: unknown): unknown {
    const found = pgError(err);
    if (found?.code !== PG_UNIQUE_VIOLATION) return err;
    const text = `${found.constraint ?? ''} ${found.message ?? ''}`;
    if (text.includes('custom_domain')) return this.taken('customDomain');
    if (text.includes('subdomain')) return this.taken('subdomain');
    return err;
  }

  private view(row: ClientRow): WhiteLabelClient {
    const status: DomainStatus = !row.customDomain
      ? 'none'
      : row.domainVerifiedAt
        ? 'verified'
        : row.domainCheckMessage
          ? 'failed'
          : 'pending';
    return {
      id: row.id,
      name: row.name,
      customDomain: row.customDomain,
      subdomain: row.subdomain,
      logoUrl: row.logoUrl,
      primaryColor: row.primaryColor,
      secondaryColor: row.secondaryColor,
      customFavicon: row.customFavicon,
      removeQRSharkBranding: row.removeBranding,
      customCSS: row.customCss,
      isActive: row.isActive,
      apiKeyPrefix: row.apiKeyPrefix,
      apiKeyLastUsedAt: row.apiKeyLastUsedAt?.toISOString() ?? null,
      domainStatus: status,
      domainCheckMessage: row.domainCheckMessage,
      ...(row.customDomain && row.domainToken
        ? { dnsRecords: this.dnsRecords(row.customDomain, row.domainToken) }
        : {}),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
