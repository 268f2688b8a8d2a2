import { escapeHtml } from '../../contracts/escape-html.js';

export { escapeHtml };

/**
 * A small standalone page for server-rendered answers outside the SPA (e.g. Google sign-in
 * errors). Inline style only (the CSP allows inline styles, not scripts).
 */
export function renderMessagePage(page: {
  brandName: string;
  heading: string;
  message: string;
  /** Trusted markup after the message (a form), already escaped by the caller. */
  html?: string;
  /** Omitted for pages that must not point anywhere (an unavailable white-label site). */
  link?: { href: string; text: string };
  /** The page's language (`<html lang>`); English by default. */
  lang?: string;
}): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(page.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(page.brandName ? `${page.heading} - ${page.brandName}` : page.heading)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;max-width:28rem;margin:1rem}
h1{font-size:1.25rem;margin:0 0 .75rem}
a{color:#1d4ed8}
main{overflow-wrap:anywhere}
dt{font-weight:600;margin-top:.5rem}
dd{margin:0}
button{margin-top:1.25rem;width:100%;font-size:1rem;padding:.75rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;min-height:44px}
</style>
</head>
<body>
<main>
<h1>${e(page.heading)}</h1>
<p>${e(page.message)}</p>
${page.html ?? ''}
${page.link ? `<p><a href="${e(page.link.href)}">${e(page.link.text)}</a></p>` : ''}
</main>
</body>
</html>
`;
}
