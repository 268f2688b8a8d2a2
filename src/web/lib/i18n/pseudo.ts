// The pseudo-locale (issue 42 item 5): English turned into accented look-alikes about 40 % longer
// and wrapped in ⟦…⟧, so a string drawn from the catalogue is told apart at a glance from one
// written into the code, and a layout that cannot take longer words shows it. Made here from
// the English bundle; the app turns it on only for automated browsers and `npm run dev`
// (pseudo-request.ts), never for visitors.
import type { AppBundle } from './app-bundle.js';
import type { SiteBundle } from './bundle.js';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i] ?? letter,
  ]),
);

/** Text's letters as their accented look-alikes, nothing else changed (no ICU, no padding). */
export function pseudoAccent(text: string): string {
  return [...text].map((char) => ACCENTED[char] ?? char).join('');
}

/** The end of the `{…}` that opens at `start`, or the text's length when it is not closed. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** An ICU argument `{…}` (braces included): plural and select branches are pseudo too. */
function pseudoArgument(argument: string): string {
  const match = /^\{\s*(\w+)\s*,\s*(plural|select|selectordinal)\s*,/.exec(argument);
  if (!match) return argument;
  let out = match[0];
  let i = match[0].length;
  const end = argument.length - 1;
  while (i < end) {
    const open = argument.indexOf('{', i);
    if (open === -1 || open >= end) break;
    out += argument.slice(i, open);
    const close = closing(argument, open);
    out += `{${pseudoMessage(argument.slice(open + 1, close))}}`;
    i = close + 1;
  }
  return `${out}${argument.slice(i)}`;
}

/** A message's text accented: arguments' names, tags and `#` stay as they are. */
function pseudoMessage(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '{') {
      const close = closing(text, i);
      out += pseudoArgument(text.slice(i, close + 1));
      i = close + 1;
    } else if (char === '<') {
      const close = text.indexOf('>', i);
      const end = close === -1 ? text.length : close + 1;
      out += text.slice(i, end);
      i = end;
    } else {
      out += ACCENTED[char] ?? char;
      i++;
    }
  }
  return out;
}

/** One message in the pseudo-locale: accented, padded by about 40 %, between ⟦ and ⟧. */
export function pseudoLocalize(text: string): string {
  const letters = text.replace(/\{[^{}]*\}|<[^>]*>/g, '').length;
  return `⟦${pseudoMessage(text)}${' ·'.repeat(Math.ceil((letters * 0.4) / 2))}⟧`;
}

/** The whole bundle in the pseudo-locale. */
export function pseudoBundle<B extends SiteBundle | AppBundle>(english: B): B {
  return Object.fromEntries(
    Object.entries(english).map(([namespace, messages]) => [
      namespace,
      Object.fromEntries(
        Object.entries(messages as Record<string, string>).map(([id, text]) => [
          id,
          pseudoLocalize(text),
        ]),
      ),
    ]),
  ) as unknown as B;
}
