import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './escape-html.js';

export { escapeHtml };

/**
 * Addresses a link or image may use: http(s), mailto and paths on this site (made absolute
 * against `baseUrl` when given, for mail).
 */
function safeUrl(href: string, baseUrl: string): string | null {
  const url = href.trim();
  if (/^(https?:|mailto:)/i.test(url)) return url;
  if (/^\/(?!\/)/.test(url)) return baseUrl + url;
  if (url.startsWith('#')) return url;
  return null;
}

/**
 * Markdown → HTML for blog posts and newsletters (headings, lists, bold, tables, links). Sanitised by
 * construction: raw HTML in the source is shown as text, never parsed; links and images keep
 * only http(s), mailto and same-site addresses (a `javascript:` link becomes plain text).
 */
function markedFor(baseUrl: string) {
  return new Marked({
    gfm: true,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const url = safeUrl(href, baseUrl);
        if (!url) return inner;
        const external = /^https?:/i.test(url);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(url)}"${titleAttr}${external ? ' rel="noopener noreferrer nofollow"' : ''}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const url = safeUrl(href, baseUrl);
        if (!url) return escapeHtml(text);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
      },
    },
  });
}

const onSite = markedFor('');
const byBase = new Map<string, Marked>();

/** `baseUrl` (an origin, e.g. PUBLIC_URL) makes site paths absolute, for mail. */
export function renderMarkdown(markdown: string, options: { baseUrl?: string } = {}): string {
  const base = options.baseUrl ?? '';
  let marked = base ? byBase.get(base) : onSite;
  if (!marked) {
    marked = markedFor(base);
    byBase.set(base, marked);
  }
  return marked.parse(markdown, { async: false });
}
