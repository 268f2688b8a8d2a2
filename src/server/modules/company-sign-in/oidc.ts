import * as oidc from 'openid-client';
import {
  finishAuthorization,
  startAuthorization,
  type OidcIdentity,
  type PendingAuthorization,
} from '../../lib/oidc-flow.js';
import { safeFetch, SafeFetchRefused } from '../../lib/safe-fetch/index.js';

/** What the browser carries from the start to the callback (in a signed cookie). */
export interface PendingCompanySignIn extends PendingAuthorization {
  /** The workspace whose company sign-in this is: the one callback URL serves them all. */
  workspaceId: number;
}

/** One workspace's issuer and client, as stored (the secret opened). */
export interface IssuerClient {
  workspaceId: number;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The stored row's updated_at: a changed setting is discovered afresh. */
  version: string;
}

/** What a validated ID token says. */
export type CompanyIdentity = OidcIdentity;

/** An issuer that cannot be used: `why` is safe to show to the workspace owner. */
export class IssuerProblem extends Error {}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * OpenID Connect for the workspaces' own issuers: the authorization code flow with PKCE (S256),
 * state and nonce, the ID token checked for signature, issuer, audience (the workspace's client
 * id), expiry and nonce by openid-client. Every request to an issuer (discovery, keys, token)
 * goes through safe-fetch: public addresses only, pinned, one deadline, capped bodies. With
 * `allowLoopback` (COMPANY_SIGN_IN_ALLOW_LOOPBACK: tests, e2e) an issuer on this machine is
 * allowed, over http too; nothing else is.
 */
export class CompanyOidc {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    private readonly settings: { allowLoopback: boolean; userAgent: string; timeoutMs?: number },
  ) {}

  /** Throws IssuerProblem unless `issuer` may be used at all (https, or local when allowed). */
  checkIssuerUrl(issuer: string): URL {
    const url = new URL(issuer);
    const local = this.settings.allowLoopback && LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
      throw new IssuerProblem('the issuer URL must start with https://');
    }
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
      throw new IssuerProblem('the issuer URL may not carry credentials, a query or a fragment');
    }
    return url;
  }

  /** Runs discovery now (the owner saving the setting); throws IssuerProblem saying why not. */
  async check(client: IssuerClient): Promise<void> {
    await this.configuration(client);
  }

  async start(
    client: IssuerClient,
    redirectUri: string,
    loginHint: string,
  ): Promise<{ url: string; pending: PendingCompanySignIn }> {
    const config = await this.configuration(client);
    const { url, pending } = await startAuthorization(config, redirectUri, {
      login_hint: loginHint,
    });
    return { url, pending: { ...pending, workspaceId: client.workspaceId } };
  }

  /** Redeems the code of the callback and validates the ID token; throws on any mismatch. */
  async finish(
    client: IssuerClient,
    callbackUrl: URL,
    pending: PendingCompanySignIn,
  ): Promise<CompanyIdentity> {
    return finishAuthorization(await this.configuration(client), callbackUrl, pending);
  }

  /** Discovery for this issuer and client, kept while the setting is unchanged. */
  private configuration(client: IssuerClient): Promise<oidc.Configuration> {
    const key = `${client.workspaceId}:${client.version}`;
    let found = this.configurations.get(key);
    if (!found) {
      if (this.configurations.size >= 200) this.configurations.clear();
      found = this.discover(client);
      this.configurations.set(key, found);
      found.catch(() => this.configurations.delete(key));
    }
    return found;
  }

  private async discover(client: IssuerClient): Promise<oidc.Configuration> {
    const url = this.checkIssuerUrl(client.issuer);
    const fetch = this.safeFetcher();
    try {
      const config = await oidc.discovery(url, client.clientId, client.clientSecret, undefined, {
        [oidc.customFetch]: fetch,
        ...(url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      config[oidc.customFetch] = fetch;
      return config;
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause;
      const refused = [err, cause].find((e) => e instanceof SafeFetchRefused);
      const why = refused ?? err;
      throw new IssuerProblem(why instanceof Error ? why.message.slice(0, 200) : 'unknown error');
    }
  }

  /** openid-client's fetch, made through safe-fetch (see the class comment). */
  private safeFetcher(): oidc.CustomFetch {
    const { allowLoopback, userAgent, timeoutMs } = this.settings;
    return async (url, options) => {
      const { body } = options;
      if (body !== undefined && body !== null && typeof body !== 'string') {
        if (!(body instanceof URLSearchParams)) throw new Error('unsupported request body');
      }
      const answer = await safeFetch(url, {
        userAgent,
        allowLoopback,
        method: options.method,
        headers: options.headers,
        body: body === undefined || body === null ? undefined : String(body),
        timeoutMs: timeoutMs ?? 10_000,
        maxBodyBytes: 512 * 1024,
      });
      const bodiless = [204, 205, 304].includes(answer.status);
      return new Response(bodiless ? null : new Uint8Array(answer.body), {
        status: answer.status,
        headers: answer.contentType === undefined ? {} : { 'content-type': answer.contentType },
      });
    };
  }
}
