import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markCode, pseudoGuide } from './guides.js';

const dir = 'src/web/features/developers';
const blocks = (text: string) => [...text.matchAll(/^```[^\n]*\n[\s\S]*?^```$/gm)].map((m) => m[0]);
const headings = (text: string) => text.match(/^#+ /gm) ?? [];

describe('the developer guides in every language (issue 42)', () => {
  for (const name of ['guide', 'webhooks']) {
    const english = readFileSync(`${dir}/${name}.md`, 'utf8');
    for (const locale of ['es', 'de', 'fr', 'pt']) {
      it(`${name}.${locale}.md has the English code samples, unchanged and in order`, () => {
        const translated = readFileSync(`${dir}/${name}.${locale}.md`, 'utf8');
        expect(blocks(translated)).toEqual(blocks(english));
        expect(headings(translated)).toEqual(headings(english));
      });
    }
  }

  it('marks code not to translate, and the pseudo-locale accents prose only', () => {
    expect(markCode('<p><code>x</code></p><pre><code class="language-sh">y</code></pre>')).toBe(
      '<p><code translate="no">x</code></p><pre translate="no"><code class="language-sh">y</code></pre>',
    );
    expect(pseudoGuide('Send `POST /qr` to [the API](/api/v1).\n\n```sh\ncurl x\n```\n')).toBe(
      'Šéñð `POST /qr` ţó [ţĥé ÁÞÍ](/api/v1).\n\n```sh\ncurl x\n```\n',
    );
  });
});
