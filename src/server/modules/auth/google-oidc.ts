import * as oidc from 'openid-client';
import type { GoogleIdentity } from './service.js';

export interface GoogleOidcSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** {PUBLIC_URL}/auth/google/callback; must be registered with the provider. */
  redirectUri: string;
}

/** What the browser must carry from /auth/google to the callback (in a signed cookie). */
export interface PendingAuthorization {
  verifier: string;
  state: string;
  nonce: string;
}

/**
 * OpenID Connect authorization code flow with PKCE (S256), state and nonce. Discovery runs on
 * first use and is retried after a failure. http issuers are allowed only for local tests.
 */
export class GoogleOidc {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: GoogleOidcSettings) {}

  async start(): Promise<{ url: string; pending: PendingAuthorization }> {
    const config = await this.discover();
    const pending = {
      verifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /**
   * Exchanges the code from the callback query and validates the ID token (signature, issuer,
   * audience, expiry, nonce) and the state. Throws on any mismatch.
   */
  async finish(callbackQuery: string, pending: PendingAuthorization): Promise<GoogleIdentity> {
    const config = await this.discover();
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The ID token is missing');
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
    return {
      sub: claims.sub,
      email: text(claims.email),
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
    };
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
