// A pseudo-locale for tests: every catalogue's English text with each ASCII letter replaced by an
// accented look-alike, arguments, plurals and tags untouched. A page rendered through it shows
// no plain ASCII letter in any text that came from a catalogue, so a test can find the words a
// page prints from anywhere else (a string written in the code rather than in the catalogue).
// Test support only: it parses with @formatjs/icu-messageformat-parser (a dev dependency).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Catalogue, Catalogues } from './format.js';
import { LOCALES } from './locales.js';

const FROM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TO = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';

/** `text` with every ASCII letter accented (no other character changes). */
export function accent(text: string): string {
  let out = '';
  for (const char of text) {
    const at = FROM.indexOf(char);
    out += at === -1 ? char : Array.from(TO)[at];
  }
  return out;
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: transform(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: transform(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/** One ICU message with its literal text accented. */
export function pseudoMessage(message: string): string {
  return printAST(transform(parse(message)));
}

/** The English catalogue, pseudo-localised, in the place of every locale. */
export function pseudoCatalogues<Id extends string>(catalogues: Catalogues<Id>): Catalogues<Id> {
  const pseudo = Object.fromEntries(
    Object.entries<string>(catalogues.en).map(([id, text]) => [id, pseudoMessage(text)]),
  ) as Catalogue<Id>;
  return Object.fromEntries(LOCALES.map((locale) => [locale, pseudo])) as Catalogues<Id>;
}

/** Whether `text` still holds a plain ASCII letter (a word the pseudo-locale did not reach). */
export function hasPlainLetters(text: string): boolean {
  return /[A-Za-z]/.test(text);
}
