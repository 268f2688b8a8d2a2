import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { WhiteLabelConfig } from '../../../contracts/white-label.js';
import { DEFAULT_CLIENT_ID } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/html-page.js';
import { requestClientId } from '../../lib/tenant.js';
import type { ClientRow } from './repository.js';
import type { WhiteLabelService } from './service.js';
import type { Tenancy } from './tenancy.js';

/** Id of the JSON data block the web app reads its brand from (src/web/lib/brand.ts). */
export const BRAND_DATA_ID = 'qrs-brand';
/** Id of the inline style sheet carrying the brand's colours and custom CSS. */
export const BRAND_STYLE_ID = 'qrs-brand-theme';

/**
 * CSS text that cannot end the <style> element it sits in: every "<" becomes the CSS escape
 * "\3c " (same character inside strings; never valid elsewhere in CSS). The sanitiser already
 * drops "</style" (custom-css.ts); this holds whatever the stored text is.
 */
function inertCss(css: string): string {
  return css.replace(/</g, '\\3c ');
}

/** JSON that cannot end its <script> data block nor open a comment in it. */
function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * The app's HTML document (the shell, index.html) in a white-label client's brand, so its first
 * byte already carries it (issue 17 item 5): the title "{name} - QR Code Generator", the
 * favicon when the client has one, the theme colour, `--primary`/`--secondary` (and the design
 * system's `--color-primary`/`--color-secondary`, which every brand-coloured class reads) and
 * the client's custom CSS in an inline style sheet after the built one, and the brand (name,
 * logo, remove branding) in a JSON data block the app reads before its first render. A data
 * block is not run (the CSP admits no inline script; style-src already allows inline styles).
 */
export function themeHtml(html: string, brand: WhiteLabelConfig): string {
  const e = escapeHtml;
  const vars =
    `--primary:${brand.primaryColor};--secondary:${brand.secondaryColor};` +
    `--color-primary:${brand.primaryColor};--color-secondary:${brand.secondaryColor}`;
  const css = `:root{${vars}}${brand.customCSS ? `\n${brand.customCSS}` : ''}`;
  const data = {
    name: brand.name,
    logoUrl: brand.logoUrl,
    removeBranding: brand.removeBranding,
  };
  const head =
    `<style id="${BRAND_STYLE_ID}">${inertCss(css)}</style>` +
    `<script type="application/json" id="${BRAND_DATA_ID}">${inertJson(data)}</script>`;
  let out = html.replace(
    /<title>[^<]*<\/title>/,
    `<title>${e(`${brand.name} - QR Code Generator`)}</title>`,
  );
  out = out.replace(
    /<meta name="theme-color" content="[^"]*"\s*\/?>/,
    `<meta name="theme-color" content="${e(brand.secondaryColor)}" />`,
  );
  if (brand.customFavicon) {
    out = out.replace(
      /<link rel="icon"[^>]*>/,
      `<link rel="icon" href="${e(brand.customFavicon)}" />`,
    );
  }
  out = out.replace(
    /QR Shark needs JavaScript to run\./,
    `${e(brand.name)} needs JavaScript to run.`,
  );
  // After the built style sheet (also in <head>), so the brand's values win.
  return out.replace('</head>', `${head}</head>`);
}

/**
 * The app's shell for a request, in its host's white-label brand; null on the default brand (the
 * built files are sent as they are). Each client's document is made once per loaded client row
 * (the tenancy cache reloads rows, so an edited brand shows within its 30 s).
 */
export type ThemedShell = (request: FastifyRequest) => Promise<string | null>;

export function createThemedShell(deps: {
  webDir: string;
  tenancy: Tenancy;
  service: Pick<WhiteLabelService, 'publicConfig'>;
}): ThemedShell {
  const file = path.join(deps.webDir, 'index.html');
  const shell = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const made = new WeakMap<ClientRow, string>();
  return async (request) => {
    if (shell === null || requestClientId(request) === DEFAULT_CLIENT_ID) return null;
    const client = await deps.tenancy.clientOf(request.hostname);
    if (!client || client.id !== requestClientId(request)) return null;
    let html = made.get(client);
    if (html === undefined) {
      html = themeHtml(shell, deps.service.publicConfig(client));
      made.set(client, html);
    }
    return html;
  };
}
