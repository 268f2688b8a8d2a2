import type { OutgoingHttpHeaders } from 'node:http';
import { LINK_CONTROL_MESSAGES } from '../../../contracts/link-controls.js';
import { escapeHtml, renderMessagePage } from '../../lib/html-page.js';
import { memoByBrand, staticPages, type StaticPage } from '../../lib/brand-pages.js';

/** A page the short link answers instead of redirecting: built once per brand. */
export type LinkPage = StaticPage;

/**
 * Nothing but inline styles, and the password form posting back to the same link. form-action
 * also governs every redirect that follows the form's POST (browsers check each hop): the right
 * answer goes 303 to the link and from there to the code's destination, any http(s) site, so
 * 'self' alone made Chromium abort the landing after a correct password. The page carries no
 * script and nothing of the visitor's, so no other form can be put on it.
 */
export const LINK_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' http: https:; frame-ancestors 'none'";

export type LinkPageKind =
  'not-active' | 'expired' | 'password' | 'password-wrong' | 'password-throttled';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:1.5rem;width:100%;max-width:24rem;margin:1rem;box-sizing:border-box}
.brand{font-weight:700;color:#1d4ed8;margin:0 0 1rem}
h1{font-size:1.25rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;font-size:1rem;padding:.75rem;border:1px solid #94a3b8;border-radius:8px}
input:focus{outline:3px solid #93c5fd;outline-offset:1px}
button{margin-top:1rem;width:100%;font-size:1rem;padding:.75rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;min-height:44px}
.error{color:#b91c1c;font-weight:600}`;

function passwordPage(brandName: string, error: string | null): string {
  const e = escapeHtml;
  const described = error ? ' aria-describedby="password-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Password required - ${e(brandName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${e(brandName)}</p>
<h1>This QR code is protected</h1>
<p>Enter the password its owner gave you to continue.</p>
<form method="post">
${error ? `<p id="password-error" class="error" role="alert">${e(error)}</p>` : ''}
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus${described}>
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>
`;
}

const STATUS: Record<LinkPageKind, number> = {
  'not-active': 200,
  expired: 410,
  password: 200,
  'password-wrong': 401,
  'password-throttled': 429,
};

function html(kind: LinkPageKind, brandName: string): string {
  const home = { href: '/', text: `Go to ${brandName}` };
  switch (kind) {
    case 'not-active':
      return renderMessagePage({
        brandName,
        heading: 'This code is not active yet',
        message: 'Its owner has scheduled this QR code to start later. Please try again then.',
        link: home,
      });
    case 'expired':
      return renderMessagePage({
        brandName,
        heading: 'This code has expired',
        message: 'Its owner set this QR code to stop working, so it no longer leads anywhere.',
        link: home,
      });
    case 'password':
      return passwordPage(brandName, null);
    case 'password-wrong':
      return passwordPage(brandName, LINK_CONTROL_MESSAGES.wrongPassword);
    case 'password-throttled':
      return passwordPage(brandName, LINK_CONTROL_MESSAGES.tooManyTries);
  }
}

/** Every link-control page, per brand name (built once per brand), ready to send. */
export function buildLinkPages(
  security: OutgoingHttpHeaders,
): (brandName: string) => Record<LinkPageKind, LinkPage> {
  return memoByBrand((brandName) => linkPagesFor(brandName, security));
}

function linkPagesFor(
  brandName: string,
  security: OutgoingHttpHeaders,
): Record<LinkPageKind, LinkPage> {
  return staticPages(
    STATUS,
    (kind) => html(kind, brandName),
    {
      'content-security-policy': LINK_PAGE_CSP,
      // same-origin, not no-referrer: under no-referrer Chromium sends "Origin: null" with the
      // password form's POST, which the origin check rightly refuses; other sites (the
      // destination after the password) still get no referrer.
      'referrer-policy': 'same-origin',
      ...security,
    },
    (kind) => (kind === 'password-throttled' ? { 'retry-after': '300' } : {}),
  );
}
