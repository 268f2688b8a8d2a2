// SVG logos, checked by what an XML parser (saxes) sees, never by patterns over the text: the
// document is parsed once, refused when it could run code, reach outside the file, expand
// entities or cost more than a budget to draw, and otherwise re-serialised from the parsed tree,
// so the renderer reads exactly what was checked (no comments, no CDATA tricks, no DOCTYPE).
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  ImageTooLargeError,
  inspectRasterImage,
  MalformedImageError,
  type RasterType,
} from './image-header.js';

export const SVG_LIMITS = {
  /** bytes of SVG text */
  maxBytes: 1024 * 1024,
  /** Elements in the document, counting each <use> as the elements it draws, recursively. */
  maxNodes: 10_000,
  /** Element nesting (the renderer recurses per level). */
  maxDepth: 64,
} as const;

/** Why an SVG was refused; `message` is shown to the user. */
export class SvgRejectedError extends Error {
  constructor(
    message: string,
    /** 'forbidden': content we never draw; 'budget': too large or complex; 'malformed'. */
    readonly reason: 'forbidden' | 'budget' | 'malformed',
  ) {
    super(message);
    this.name = 'SvgRejectedError';
  }
}

const forbidden = (what: string) =>
  new SvgRejectedError(
    `SVG logos must not contain ${what}. Remove them, or upload the logo as a PNG.`,
    'forbidden',
  );

const overBudget = (what: string) =>
  new SvgRejectedError(
    `This SVG is too ${what} to use as a logo. Please simplify it, or upload the logo as a PNG.`,
    'budget',
  );

const malformed = (detail: string) =>
  new SvgRejectedError(
    `This SVG could not be read (${detail}). Please upload a valid SVG or a PNG.`,
    'malformed',
  );

/** Elements that run code or embed other documents; refused wherever they appear. */
const FORBIDDEN_ELEMENTS: Record<string, string> = {
  script: 'scripts',
  foreignobject: 'embedded HTML (foreignObject)',
  iframe: 'embedded documents',
  embed: 'embedded documents',
  object: 'embedded documents',
  handler: 'scripts',
  listener: 'event listeners',
};

/** Raster types an embedded data: URL may hold (each is inspected like an upload). */
const DATA_IMAGE = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/=\s]*)$/i;

interface Node {
  /** Own elements: this one plus its descendants (each <use> counted as 1 here). */
  children: Node[];
  /** The id a <use> refers to (without '#'), if this is one. */
  useRef: string | null;
}

export interface CheckedSvg {
  /** The document re-serialised from the parsed tree: what the renderer must be given. */
  svg: string;
  /** Elements after <use> expansion. */
  nodes: number;
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return (colon === -1 ? name : name.slice(colon + 1)).toLowerCase();
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) =>
  escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

/**
 * Parses an SVG logo and checks it. Throws SvgRejectedError: 'budget' above SVG_LIMITS (text
 * size, nesting, elements after <use> expansion: a <use> of a group counts that group's
 * elements again, so nested-<use> bombs are caught before anything is drawn), 'forbidden' for
 * scripts, event attributes (on*), references outside the document (href not starting with '#',
 * CSS url() or @import of anything else, processing instructions), <foreignObject> and other
 * embedded documents, a DOCTYPE with an internal subset or any entity, and 'malformed' when it
 * is not well-formed XML with an <svg> root. Embedded data: images must be PNG, JPEG, GIF or
 * WebP that pass the same structure and size checks as uploads.
 */
export function checkSvg(input: Uint8Array | string): CheckedSvg {
  const byteLength = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (byteLength > SVG_LIMITS.maxBytes) throw overBudget('large');
  let text: string;
  try {
    text =
      typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    throw malformed('it is not UTF-8 text');
  }

  const parser = new SaxesParser({ xmlns: false });
  const out: string[] = [];
  const root: Node = { children: [], useRef: null };
  const stack: Node[] = [root];
  const ids = new Map<string, Node>();
  let elements = 0;
  let sawRoot = false;
  let failure: SvgRejectedError | null = null;
  /** Stack depth of the open <style> element (0: none): its text is CSS. */
  let styleDepth = 0;
  const stop = (err: SvgRejectedError): never => {
    failure ??= err;
    throw err;
  };

  parser.on('error', (err) => stop(malformed(err.message.replace(/^[^:]*:\d+:\d+: /, ''))));
  parser.on('doctype', (doctype) => {
    // A public DTD reference (common from editors) is harmless: nothing is fetched. An internal
    // subset is where entities (and billion-laughs expansions) are declared.
    if (doctype.includes('[')) stop(forbidden('XML entity declarations (a DOCTYPE subset)'));
  });
  parser.on('processinginstruction', () =>
    stop(forbidden('processing instructions (such as xml-stylesheet)')),
  );
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (!sawRoot) {
      if (name !== 'svg') stop(malformed('its root element is not <svg>'));
      sawRoot = true;
    }
    const what = FORBIDDEN_ELEMENTS[name];
    if (what) stop(forbidden(what));
    elements++;
    if (elements > SVG_LIMITS.maxNodes) stop(overBudget('complex'));
    if (stack.length > SVG_LIMITS.maxDepth) stop(overBudget('deeply nested'));

    const node: Node = { children: [], useRef: null };
    let serialised = `<${tag.name}`;
    for (const [attribute, value] of Object.entries(tag.attributes)) {
      checkAttribute(name, attribute, value, node);
      serialised += ` ${attribute}="${escapeAttribute(value)}"`;
    }
    const id = tag.attributes.id;
    if (id !== undefined && !ids.has(id)) ids.set(id, node);
    stack.at(-1)!.children.push(node);
    stack.push(node);
    out.push(tag.isSelfClosing ? `${serialised}/>` : `${serialised}>`);
    if (name === 'style') styleDepth = stack.length;
  });
  parser.on('closetag', (tag) => {
    if (styleDepth === stack.length) styleDepth = 0;
    stack.pop();
    if (!tag.isSelfClosing) out.push(`</${tag.name}>`);
  });
  const onText = (value: string) => {
    if (stack.length <= 1) return; // Whitespace around the root.
    if (styleDepth) checkCss(value);
    out.push(escapeText(value));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(text).close();
  } catch (err) {
    if (failure) throw failure;
    if (err instanceof SvgRejectedError) throw err;
    throw malformed((err as Error).message);
  }
  if (failure) throw failure;
  if (!sawRoot) throw malformed('it has no <svg> element');

  const nodes = expandedCount(root, ids) - 1;
  if (nodes > SVG_LIMITS.maxNodes) throw overBudget('complex');
  return { svg: out.join(''), nodes };
}

/** Refuses event attributes, references outside the document and CSS that could reach out. */
function checkAttribute(element: string, attribute: string, value: string, node: Node): void {
  const name = localName(attribute);
  if (name.startsWith('on')) throw forbidden('event handler attributes');
  if (name === 'href' || name === 'src') {
    const target = value.trim();
    if (target.startsWith('#')) {
      if (element === 'use') node.useRef = target.slice(1);
      return;
    }
    const data = element === 'image' ? DATA_IMAGE.exec(target) : null;
    if (!data) throw forbidden('external links');
    checkEmbeddedImage(data[1]!.toLowerCase() as RasterType, data[2]!);
    return;
  }
  // <set>/<animate> could swap a safe link for another one while it is shown.
  if (name === 'attributename' && localName(value.trim()) === 'href') {
    throw forbidden('animated links');
  }
  if (name === 'style' || /url\(|@import/i.test(value)) checkCss(value);
}

/** CSS (a style element or attribute): only url(#fragment) references, no @import. */
function checkCss(css: string): void {
  const lower = css.toLowerCase();
  if (lower.includes('@import')) throw forbidden('CSS imports');
  let at = lower.indexOf('url(');
  while (at !== -1) {
    const target = lower
      .slice(at + 4)
      .trimStart()
      .replace(/^["']/, '');
    if (!target.startsWith('#')) throw forbidden('external CSS url() references');
    at = lower.indexOf('url(', at + 4);
  }
  // CSS escapes (\75 rl...) could spell a url( we do not see.
  if (lower.includes('\\')) throw forbidden('escaped CSS');
}

/** An embedded raster: the same structure and size checks as an uploaded file. */
function checkEmbeddedImage(type: RasterType, base64: string): void {
  const bytes = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  try {
    inspectRasterImage(bytes, type);
  } catch (err) {
    if (err instanceof ImageTooLargeError) throw overBudget('large (an embedded image)');
    if (err instanceof MalformedImageError) {
      throw malformed(`an embedded image: ${err.detail}`);
    }
    throw err;
  }
}

/**
 * Elements drawn for `node`: itself, its children and, for a <use>, what it refers to, counted
 * again each time. Memoised and saturating just above maxNodes, so the count stays linear in the
 * document even when the expansion is exponential. A reference cycle is refused.
 */
function expandedCount(root: Node, ids: Map<string, Node>): number {
  // The root here is the document (not an element): one more than the elements counted.
  const cap = SVG_LIMITS.maxNodes + 2;
  const memo = new Map<Node, number>();
  const active = new Set<Node>();
  const count = (node: Node): number => {
    const known = memo.get(node);
    if (known !== undefined) return known;
    if (active.has(node)) throw forbidden('<use> references that refer to themselves');
    active.add(node);
    let total = 1;
    for (const child of node.children) {
      total = Math.min(cap, total + count(child));
      if (total >= cap) break;
    }
    if (node.useRef !== null && total < cap) {
      const target = ids.get(node.useRef);
      if (target) total = Math.min(cap, total + count(target));
    }
    active.delete(node);
    memo.set(node, total);
    return total;
  };
  return count(root);
}
