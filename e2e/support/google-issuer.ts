// Google sign-in for the browser e2e: a real local OpenID Connect issuer (oauth2-mock-server, as
// the API tests use in src/server/test/google-issuer.ts), started by server.mjs, with an account
// chooser in front of its authorization endpoint the way Google shows one. The server's own OIDC
// client (discovery, PKCE, state, nonce, ID-token checks) runs unchanged against it.
//
// The chooser (GET /authorize without login_hint) asks for the Google account's e-mail address;
// its form sends the browser on to the same /authorize with login_hint set, where the issuer
// issues a code. The ID token for that code then says: sub = a stable id derived from the
// address, email = the address, email_verified = true, given/family name from the address.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

export interface LocalGoogleIssuer {
  /** The issuer URL: GOOGLE_ISSUER. */
  url: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/** The Google account id (`sub`) the local issuer gives an address: the same every sign-in. */
export function googleSubFor(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 21);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The account chooser: the authorization request's parameters ride along as hidden fields. */
function chooserPage(query: URLSearchParams): string {
  const hidden = [...query]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Sign in with Google (local stand-in)</title><link rel="icon" href="data:,"></head>' +
    '<body><main><h1>Choose a Google account (local stand-in)</h1>' +
    `<form method="get" action="/authorize">${hidden}` +
    '<label for="login_hint">Google account e-mail</label> ' +
    '<input id="login_hint" name="login_hint" type="email" required autocomplete="email"> ' +
    '<button type="submit">Continue</button></form></main></body></html>'
  );
}

export async function startLocalGoogleIssuer(): Promise<LocalGoogleIssuer> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  // Authorization code → the address chosen for it (read when the code is redeemed).
  const chosen = new Map<string, string>();
  service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    const hint = new URL(req.url ?? '/', 'http://issuer').searchParams.get('login_hint');
    const code = redirect.url.searchParams.get('code');
    if (hint && code) chosen.set(code, hint.trim().toLowerCase());
  });
  service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: unknown }) => {
      const code = (req.body as { code?: unknown } | undefined)?.code;
      const email = typeof code === 'string' ? chosen.get(code) : undefined;
      if (!email) return;
      const [local] = email.split('@');
      Object.assign(token.payload, {
        sub: googleSubFor(email),
        email,
        email_verified: true,
        given_name: local,
        family_name: 'Google',
      });
    },
  );
  // Both tokens of a code (access and ID) are signed before the answer; then it is spent.
  service.on('beforeResponse', (_response: unknown, req: IncomingMessage & { body?: unknown }) => {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') chosen.delete(code);
  });
  const handler = service.requestHandler as (req: IncomingMessage, res: ServerResponse) => void;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://issuer');
    if (
      req.method === 'GET' &&
      url.pathname === '/authorize' &&
      !url.searchParams.has('login_hint')
    ) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(chooserPage(url.searchParams));
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  issuer.url = `http://127.0.0.1:${port}`;
  return {
    url: issuer.url,
    clientId: 'qrs-e2e-client',
    clientSecret: 'qrs-e2e-secret',
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
