import postcss, { type AtRule, type ChildNode, type Declaration, type Root } from 'postcss';
import { UPLOADED_IMAGE_PATH } from '../../../contracts/white-label.js';

export interface SanitizedCss {
  css: string;
  /** One human-readable line per removed construct, e.g. "@import (line 1)". */
  dropped: string[];
}

/** Functions that load a resource; only our own uploaded images may be named in them. */
const LOADING_FUNCTIONS = /\b(url|src|image|image-set|-webkit-image-set|cross-fade|element)\s*\(/g;
/** At-rules a client's CSS may use: they style, and load nothing by themselves. */
const ALLOWED_AT_RULES = new Set([
  'media',
  'supports',
  'keyframes',
  '-webkit-keyframes',
  'container',
  'layer',
  'page',
]);
/** Properties that run code or bind behaviour in old engines. */
const CODE_PROPERTIES = new Set(['behavior', '-moz-binding', '-ms-behavior']);

/**
 * CSS escapes decoded (\75 rl( is url(), \62 ehavior is behavior), so checks see what the
 * browser will see. CSS Syntax Level 3 §4.3.7.
 */
export function decodeCssEscapes(text: string): string {
  return text
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff ? '\uFFFD' : String.fromCodePoint(code);
    })
    .replace(/\\\n/g, '')
    .replace(/\\(.)/g, '$1');
}

/**
 * The resource paths a value loads, unquoted; `null` when one cannot be read exactly (then the
 * whole declaration goes).
 */
function loadedPaths(value: string): string[] | null {
  const paths: string[] = [];
  const decoded = decodeCssEscapes(value);
  for (const match of decoded.matchAll(LOADING_FUNCTIONS)) {
    const rest = decoded.slice((match.index ?? 0) + match[0].length).trimStart();
    const quoted = /^(["'])(.*?)\1\s*\)/s.exec(rest);
    const bare = /^([^"'()\s]*)\s*\)/.exec(rest);
    if (match[1] !== 'url' && match[1] !== 'src') return null;
    if (quoted) paths.push(quoted[2] ?? '');
    else if (bare) paths.push(bare[1] ?? '');
    else return null;
  }
  return paths;
}

const where = (node: ChildNode) => (node.source?.start ? ` (line ${node.source.start.line})` : '');

/**
 * A client's custom CSS with everything removed that could load from elsewhere, run code or
 * end the <style> element (issue 17 item 6): at-rules other than @media, @supports, @keyframes,
 * @container, @layer and @page (and any with an escaped name), @import, @font-face with any url (fonts cannot be
 * uploaded, so every font would come from elsewhere), url()/src()/image() other than our own
 * uploaded images (/logo/{id}), expression(), behavior and -moz-binding, and any node whose text
 * contains "</style" or "<!--". Comments are dropped silently. Parsed by PostCSS (a real CSS
 * parser); unparseable CSS is refused whole, as the message says.
 */
export function sanitizeCustomCss(input: string): SanitizedCss {
  const dropped: string[] = [];
  let root: Root;
  try {
    root = postcss.parse(input);
  } catch (err) {
    const reason = err instanceof Error && 'reason' in err ? String(err.reason) : 'parse error';
    return { css: '', dropped: [`the whole stylesheet: it could not be read (${reason})`] };
  }
  const unsafeText = (text: string) => /<\/style|<!--|-->/i.test(decodeCssEscapes(text));

  root.walk((node) => {
    if (node.type === 'comment') {
      node.remove();
      return;
    }
    if (node.type === 'atrule') {
      const rule = node as AtRule;
      const name = decodeCssEscapes(rule.name).toLowerCase();
      if (name === 'import' || name === 'font-face' || name === 'namespace') {
        dropped.push(`@${name}${where(rule)}`);
        rule.remove();
        return;
      }
      // Only the at-rules that style, spelt plainly: a browser reads "@im\70 ort" as @import,
      // where PostCSS ends the name before the escape.
      if (rule.name.includes('\\') || !ALLOWED_AT_RULES.has(name)) {
        dropped.push(`@${rule.name} (not allowed)${where(rule)}`.slice(0, 200));
        rule.remove();
        return;
      }
      if (unsafeText(rule.params) || loadedPaths(rule.params)?.length !== 0) {
        dropped.push(`@${name} ${rule.params}${where(rule)}`.slice(0, 200));
        rule.remove();
      }
      return;
    }
    if (node.type === 'rule') {
      if (unsafeText(node.selector)) {
        dropped.push(`a rule whose selector ends the style element${where(node)}`);
        node.remove();
      }
      return;
    }
    if (node.type === 'decl') {
      const reason = declarationProblem(node);
      if (reason) {
        dropped.push(`${reason}${where(node)}`);
        node.remove();
      }
    }
  });
  // Rules left empty by removals carry nothing; drop them to keep the output readable.
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  let css = root.toString().trim();
  // Belt and braces: the output read again as text, escapes decoded, wherever the parser put
  // things (a selector or a string it read differently from a browser): nothing that passed may
  // end the style element, load from elsewhere or run code, or the whole stylesheet goes.
  const left = leftoverProblem(css);
  if (left) {
    dropped.push(`the whole stylesheet: it still contained ${left}`);
    css = '';
  }
  return { css, dropped };
}

/** What the finished stylesheet still holds that it must not, or null. */
function leftoverProblem(css: string): string | null {
  const text = decodeCssEscapes(css).toLowerCase();
  if (/<\/style|<!--|-->/.test(text)) return '"</style", "<!--" or "-->"';
  if (/@(?:import|font-face|namespace)\b/.test(text)) return 'an @import, @font-face or @namespace';
  if (/expression\s*\(|javascript:|(?:^|[^-\w])behavior\s*:|-moz-binding/.test(text)) {
    return 'something that runs code';
  }
  const paths = loadedPaths(css);
  if (paths === null || paths.some((p) => !UPLOADED_IMAGE_PATH.test(p))) {
    return 'a resource from elsewhere';
  }
  return null;
}

function declarationProblem(decl: Declaration): string | null {
  const prop = decodeCssEscapes(decl.prop).toLowerCase();
  const value = decodeCssEscapes(decl.value).toLowerCase();
  if (CODE_PROPERTIES.has(prop)) return `${prop}`;
  if (/expression\s*\(/.test(value) || /javascript:/.test(value)) return `${prop}: expression`;
  if (/<\/style|<!--|-->/.test(value) || /<\/style/i.test(decl.prop)) {
    return `${prop}: text that ends the style element`;
  }
  const paths = loadedPaths(decl.value);
  if (paths === null) return `${prop}: a resource function that could not be checked`;
  const foreign = paths.find((p) => !UPLOADED_IMAGE_PATH.test(p));
  if (foreign !== undefined) return `${prop}: url(${foreign.slice(0, 100)})`;
  return null;
}
