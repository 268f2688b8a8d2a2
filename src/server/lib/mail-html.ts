// The HTML part of our mails: one layout (the brand's name over a white card on grey, inline
// styles only, as mail clients strip <style>), and plain text turned into that HTML for mails
// written as text (account mails), so every mail has both parts.
import { escapeHtml } from '../../contracts/escape-html.js';

const LINK_STYLE = 'color:#1d4ed8';

/**
 * A whole HTML mail: `brandName` as its heading, `bodyHtml` (already safe), and, when given,
 * `footerHtml` (already safe) under a rule.
 */
export function mailLayout(brandName: string, bodyHtml: string, footerHtml?: string): string {
  return (
    `<!doctype html><html><body style="margin:0;padding:0;background:#f3f4f6">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#111827;background:#ffffff;line-height:1.5">` +
    `<p style="font-size:18px;font-weight:bold;color:#1d4ed8;margin:0 0 16px">${escapeHtml(brandName)}</p>` +
    bodyHtml +
    (footerHtml === undefined
      ? ''
      : `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">` +
        `<p style="font-size:12px;color:#4b5563">${footerHtml}</p>`) +
    `</div></body></html>`
  );
}

/** An http(s) address in running text, up to whitespace (a trailing full stop stays text). */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+?(?=[.,;:!?)]?(?:\s|$))/g;

/** One line of text, escaped, with its http(s) addresses as links. */
function lineToHtml(line: string): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(line.slice(at, match.index));
    html += `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(url)}</a>`;
    at = match.index + url.length;
  }
  return html + escapeHtml(line.slice(at));
}

/**
 * Plain text as mail HTML: paragraphs at blank lines, line breaks kept, addresses as links,
 * everything else escaped. The text part stays the source of truth; this is the same words.
 */
export function textToMailHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(lineToHtml).join('<br>')}</p>`)
    .join('');
}
