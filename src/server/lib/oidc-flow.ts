// The OpenID Connect authorization code flow both sign-ins run (Google in `auth`, a workspace's
// own issuer in `company-sign-in`): PKCE (S256), state and nonce made at the start and carried
// by the browser in a signed cookie; at the callback the code is redeemed and the ID token checked
// by openid-client (signature, issuer, audience, expiry, nonce, state). Where the configuration
// comes from (discovery, which fetch) is each caller's.
import * as oidc from 'openid-client';

/** What the browser carries from the start to the callback (in a signed cookie). */
export interface PendingAuthorization {
  verifier: string;
  state: string;
  nonce: string;
}

/** What a validated ID token says of the person. */
export interface OidcIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
}

/** The issuer's authorization URL for a new sign-in, and what the callback will need. */
export async function startAuthorization(
  config: oidc.Configuration,
  redirectUri: string,
  extra: Record<string, string> = {},
): Promise<{ url: string; pending: PendingAuthorization }> {
  const pending = {
    verifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    ...extra,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url: url.href, pending };
}

/** Redeems the callback's code and validates the ID token; throws on any mismatch. */
export async function finishAuthorization(
  config: oidc.Configuration,
  callbackUrl: URL,
  pending: PendingAuthorization,
): Promise<OidcIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
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

/**
 * The pending authorization a signed cookie carries, with whatever else the caller put in it
 * (read by the caller), or null when the cookie is missing, its signature wrong, or it was
 * tampered with or cut short.
 */
export function readPendingCookie(
  raw: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
): (PendingAuthorization & Record<string, unknown>) | null {
  if (!raw) return null;
  const result = unsign(raw);
  if (!result.valid || result.value === null) return null;
  try {
    const parsed = JSON.parse(result.value) as Record<string, unknown>;
    const { verifier, state, nonce } = parsed;
    if (typeof verifier === 'string' && typeof state === 'string' && typeof nonce === 'string') {
      return { ...parsed, verifier, state, nonce };
    }
  } catch {
    // Tampered or truncated: treated as missing.
  }
  return null;
}
