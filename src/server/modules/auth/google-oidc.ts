import * as oidc from 'openid-client';
import {
  finishAuthorization,
  startAuthorization,
  type PendingAuthorization,
} from '../../lib/oidc-flow.js';
import type { GoogleIdentity } from './service.js';

export type { PendingAuthorization };

export interface GoogleOidcSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** {PUBLIC_URL}/auth/google/callback; must be registered with the provider. */
  redirectUri: string;
}

/**
 * OpenID Connect authorization code flow with PKCE (S256), state and nonce. Discovery runs on
 * first use and is retried after a failure. http issuers are allowed only for local tests.
 */
export class GoogleOidc {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: GoogleOidcSettings) {}

  async start(): Promise<{ url: string; pending: PendingAuthorization }> {
    return startAuthorization(await this.discover(), this.settings.redirectUri);
  }

  /**
   * Exchanges the code from the callback query and validates the ID token (signature, issuer,
   * audience, expiry, nonce) and the state. Throws on any mismatch.
   */
  async finish(callbackQuery: string, pending: PendingAuthorization): Promise<GoogleIdentity> {
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = callbackQuery;
    return finishAuthorization(await this.discover(), currentUrl, pending);
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const insecure = new URL(issuer).protocol === 'http:';
      this.configuration = oidc
        .discovery(
          new URL(issuer),
          clientId,
          clientSecret,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
        )
        .catch((err: unknown) => {
          this.configuration = null;
          throw err;
        });
    }
    return this.configuration;
  }
}
