// Every catalogue complete in every locale: the same ids as English, each translation parsing as
// ICU MessageFormat and using exactly the English message's arguments (a translation that drops
// "{count}" or invents "{name}" would print wrong or throw at run time).
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from './locales.js';
import type { Catalogue } from './format.js';

const modules = import.meta.glob<{ messages: Catalogue }>('./catalogues/*/{en,es,de,fr,pt}.ts', {
  eager: true,
});

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const namespaces = new Map<string, Map<string, Catalogue>>();
for (const [path, module] of Object.entries(modules)) {
  const match = /\.\/catalogues\/([^/]+)\/([a-z]+)\.ts$/.exec(path);
  if (!match) continue;
  const [, namespace = '', locale = ''] = match;
  const byLocale = namespaces.get(namespace) ?? new Map<string, Catalogue>();
  byLocale.set(locale, module.messages);
  namespaces.set(namespace, byLocale);
}

describe('message catalogues', () => {
  it('exist', () => {
    expect(namespaces.size).toBeGreaterThan(0);
  });

  for (const [namespace, byLocale] of namespaces) {
    describe(namespace, () => {
      it('has a file for each of the five locales and no other', () => {
        expect([...byLocale.keys()].sort()).toEqual([...LOCALES].sort());
      });

      const english = byLocale.get('en') ?? {};
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        it(`${locale}: every English id, no other, with the same ICU arguments`, () => {
          const messages = byLocale.get(locale) ?? {};
          expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
          for (const [id, source] of Object.entries(english)) {
            const translated = messages[id] ?? '';
            expect(translated.trim(), `${namespace}.${id} in ${locale} is empty`).not.toBe('');
            const want = [...argumentsOf(parse(source))].sort();
            const got = [...argumentsOf(parse(translated))].sort();
            expect(got, `${namespace}.${id} in ${locale}`).toEqual(want);
          }
        });
      }
    });
  }
});
