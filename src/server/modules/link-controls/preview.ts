import type { Database } from '../../db/client.js';
import { escapeHtml } from '../../lib/html-page.js';
import { safeRedirectTarget } from '../redirect/index.js';
import { findPreviewCode, lastDestinationChange } from './repository.js';

/** What the safe preview shows about one code. */
interface PreviewFacts {
  shortCode: string;
  destination: string;
  qrType: string;
  isPaused: boolean;
  brand: string;
  protectedByPassword: boolean;
  rules: number;
  /** The weighted split's destinations (A/B test), [] when none. */
  split: string[];
  createdAt: Date;
  lastChangedAt: Date | null;
  health: { status: string; brokenSince: Date | null; checkedAt: Date } | null;
}

async function previewFacts(
  db: Database,
  shortCode: string,
  clientId: number,
): Promise<PreviewFacts | null> {
  const row = await findPreviewCode(db, shortCode, clientId);
  if (!row) return null;
  const lastChangedAt = await lastDestinationChange(db, row.id);
  return {
    shortCode,
    destination: row.destination,
    qrType: row.qrType,
    isPaused: row.isPaused,
    brand: row.brand,
    protectedByPassword: row.protectedByPassword,
    rules: row.linkControls?.rules.length ?? 0,
    split: (row.linkControls?.split ?? []).map((v) => v.destination),
    createdAt: row.createdAt,
    lastChangedAt,
    health: row.health?.status ? row.health : null,
  };
}

const HEALTH_TEXT: Record<string, string> = {
  ok: 'The destination answered normally at the last check.',
  redirected: 'The destination redirects elsewhere (seen at the last check).',
};

function healthText(health: PreviewFacts['health']): string {
  if (!health) return 'Not checked yet.';
  if (health.status === 'broken') {
    return `Broken since ${(health.brokenSince ?? health.checkedAt).toUTCString()}.`;
  }
  return HEALTH_TEXT[health.status] ?? 'Not checked yet.';
}

/** The page: no script, no redirect; Continue goes through the short link (counted there). */
function renderPreview(facts: PreviewFacts, brandName: string): string {
  const e = escapeHtml;
  const location = safeRedirectTarget(facts.destination);
  let where: string;
  if (facts.protectedByPassword) {
    where = '<p>This code is password protected: its destination is shown after the password.</p>';
  } else if (location === null) {
    where = '<p>This code shows a page hosted by us rather than leading to another site.</p>';
  } else {
    const host = new URL(location).host;
    const variants = facts.split.flatMap((d) => safeRedirectTarget(d) ?? []);
    where = `${
      variants.length > 0
        ? `<p>It shares scanners between ${variants.length} addresses (an A/B test):</p>
<ul>${variants.map((v) => `<li><strong class="host">${e(new URL(v).host)}</strong> <span class="url">${e(v)}</span></li>`).join('')}</ul>`
        : `<p>It leads to <strong class="host">${e(host)}</strong></p>
<p class="url">${e(location)}</p>`
    }${
      facts.rules > 0
        ? `<p>Some devices, places, times or languages are sent to other addresses (${facts.rules} rule${facts.rules === 1 ? '' : 's'}).</p>`
        : ''
    }`;
  }
  const changed = facts.lastChangedAt
    ? `Destination last changed ${facts.lastChangedAt.toUTCString()}.`
    : `Destination unchanged since the code was made (${facts.createdAt.toUTCString()}).`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Where this QR code goes - ${e(brandName)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:1.5rem;width:100%;max-width:28rem;margin:1rem;box-sizing:border-box}
h1{font-size:1.25rem;margin:0 0 .75rem}
.url{word-break:break-all;font-family:ui-monospace,monospace;background:#f1f5f9;padding:.5rem;border-radius:6px}
.host{font-size:1.1rem}
a.button{display:block;text-align:center;margin-top:1rem;padding:.75rem;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}
dt{font-weight:600;margin-top:.5rem}dd{margin:0}
</style>
</head>
<body>
<main>
<h1>Where this QR code goes</h1>
${where}
<dl>
<dt>Owner</dt><dd class="brand">${e(facts.brand)}</dd>
<dt>Last change</dt><dd class="changed">${e(changed)}</dd>
<dt>Destination health</dt><dd class="health">${e(healthText(facts.health))}</dd>
</dl>
${facts.isPaused ? '<p>The code is paused by its owner.</p>' : ''}
<a class="button" href="/d/${e(facts.shortCode)}" rel="noreferrer">Continue</a>
</main>
</body>
</html>
`;
}

export const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The safe preview of /d/{code}+: shows where the code leads without redirecting or counting a
 * scan. null for an unknown, deleted or retired code, or one of another client than `clientId`
 * (the request host's; the caller answers 404).
 */
export async function renderLinkPreview(
  db: Database,
  shortCode: string,
  brandName: string,
  clientId: number,
): Promise<string | null> {
  const facts = await previewFacts(db, shortCode, clientId);
  return facts && renderPreview(facts, brandName);
}
