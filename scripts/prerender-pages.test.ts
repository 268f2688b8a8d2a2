import { describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER, publicPagePaths } from '../src/contracts/public-pages.js';
import { pngToRgba } from '../src/server/lib/qr-output/decode.js';
import { readPostEntries } from '../src/server/modules/site-map/index.js';
import { POSTS } from '../src/web/features/blog/posts.js';
import { cardTitle, notFoundDocument, pageDocument } from './prerender-pages.js';
import { SOCIAL_IMAGE_SIZE, socialImagePng, wrapText } from './social-image.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>QR Shark - Free QR Code Generator</title>
    <meta
      name="description"
      content="Create, style and download QR codes for free."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <noscript>QR Shark needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('pageDocument', () => {
  it("puts the page's markup, title, description and URL tags into the built index.html", () => {
    const html = pageDocument(TEMPLATE, '/blog/3', {
      html: '<h1>Static &amp; dynamic</h1>',
      locale: 'en',
      head: { title: 'Static "vs" <Dynamic> - QR Shark', description: 'Which one & why' },
    });
    expect(html).toContain('<title>Static &quot;vs&quot; &lt;Dynamic&gt; - QR Shark</title>');
    expect(html).toContain('<meta name="description" content="Which one &amp; why" />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/blog/3" />`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL_PLACEHOLDER}/blog/3" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Static &quot;vs&quot; &lt;Dynamic&gt; - QR Shark" />',
    );
    expect(html).toContain('<div id="root"><h1>Static &amp; dynamic</h1></div>');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it("adds Open Graph and Twitter card tags with the page's own social image (issue 37)", () => {
    const html = pageDocument(TEMPLATE, '/blog/3', {
      html: '',
      locale: 'en',
      head: { title: 'Static vs Dynamic - QR Shark', description: 'Which one' },
    });
    const image = `${PUBLIC_URL_PLACEHOLDER}/social/blog/3.png`;
    for (const tag of [
      '<meta property="og:type" content="article" />',
      `<meta property="og:image" content="${image}" />`,
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="Static vs Dynamic: Which one" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:title" content="Static vs Dynamic - QR Shark" />',
      '<meta name="twitter:description" content="Which one" />',
      `<meta name="twitter:image" content="${image}" />`,
    ]) {
      expect(html).toContain(tag);
    }
    const home = pageDocument(TEMPLATE, '/', {
      html: '',
      locale: 'en',
      head: { title: 'QR Shark', description: 'd' },
    });
    expect(home).toContain('<meta property="og:type" content="website" />');
    expect(home).toContain(
      `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/social/index.png" />`,
    );
    expect(cardTitle('Frequently Asked Questions - QR Shark')).toBe('Frequently Asked Questions');
  });

  it('fails the build when the template lacks a part it fills in', () => {
    expect(() =>
      pageDocument('<html></html>', '/', {
        html: '',
        locale: 'en',
        head: { title: 't', description: 'd' },
      }),
    ).toThrow(/index.html has no/);
  });
});

describe('pageDocument in another language (issue 42)', () => {
  it('sets <html lang> and names every language version of a translated page', () => {
    const html = pageDocument(TEMPLATE, '/es/faq', {
      html: '<h1>Preguntas frecuentes</h1>',
      locale: 'es',
      head: { title: 'Preguntas frecuentes - QR Shark', description: 'Respuestas' },
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/es/faq" />`);
    const alternates = [
      ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
    ].map((m) => `${m[1]} ${m[2]?.replace(PUBLIC_URL_PLACEHOLDER, '')}`);
    expect(alternates).toEqual([
      'en /faq',
      'es /es/faq',
      'de /de/faq',
      'fr /fr/faq',
      'pt /pt/faq',
      'x-default /faq',
    ]);
    expect(
      pageDocument(TEMPLATE, '/es/', {
        html: '',
        locale: 'es',
        head: { title: 't', description: 'd' },
      }),
    ).toContain(`<link rel="alternate" hreflang="de" href="${PUBLIC_URL_PLACEHOLDER}/de/" />`);
  });

  it('names only English (and x-default) for a page in English only', () => {
    const html = pageDocument(TEMPLATE, '/blog/3', {
      html: '',
      locale: 'en',
      head: { title: 't', description: 'd' },
    });
    expect(html).toContain('<html lang="en">');
    expect([...html.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['en', 'x-default']);
  });
});

describe('notFoundDocument', () => {
  it('is the page document without a canonical address, kept out of search results', () => {
    const html = notFoundDocument(TEMPLATE, {
      html: '<header></header><h1>Page not found</h1><footer></footer>',
      locale: 'en',
      head: { title: 'Page not found - QR Shark', description: 'There is no page here.' },
    });
    expect(html).toContain('<title>Page not found - QR Shark</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
    expect(html).toContain('<div id="root"><header></header><h1>Page not found</h1>');
  });
});

describe('social images', () => {
  /** Share of the image's pixels in a band of rows that are dark text (not the light ground). */
  function inkRows(png: Buffer, from: number, to: number): number {
    const image = pngToRgba(png);
    let ink = 0;
    for (let y = from; y < to; y++) {
      for (let x = 0; x < image.width; x++) {
        const i = (y * image.width + x) * 4;
        const [r = 255, g = 255, b = 255] = image.data.subarray(i, i + 3);
        if (r + g + b < 3 * 128) ink++;
      }
    }
    return ink / ((to - from) * image.width);
  }

  it('draws the title: a 1200 x 630 PNG whose title rows carry ink, different per title', () => {
    const faq = socialImagePng('Frequently Asked Questions', 'Answers.', 'QR Shark');
    const image = pngToRgba(faq);
    expect([image.width, image.height]).toEqual([
      SOCIAL_IMAGE_SIZE.width,
      SOCIAL_IMAGE_SIZE.height,
    ]);
    // Two title lines at 76 px from y = 250: text there, nothing above the site name's row.
    expect(inkRows(faq, 190, 250)).toBeGreaterThan(0.05);
    expect(inkRows(faq, 265, 325)).toBeGreaterThan(0.05);
    const other = socialImagePng('About', 'Answers.', 'QR Shark');
    expect(inkRows(other, 190, 250)).toBeGreaterThan(0.01);
    expect(inkRows(other, 265, 325)).toBe(0); // one line: no second title line
    expect(Buffer.compare(faq, other)).not.toBe(0);
  });

  it('wraps by measured width and ends a title too long for three lines with "..."', () => {
    expect(wrapText('Frequently Asked Questions', 76, 1040, 3)).toEqual([
      'Frequently Asked',
      'Questions',
    ]);
    const long = wrapText('word '.repeat(80), 76, 1040, 3);
    expect(long).toHaveLength(3);
    expect(long.at(-1)?.endsWith('...')).toBe(true);
  });
});

describe('one list of public pages', () => {
  it('the posts the prerender renders are those the sitemap lists', () => {
    expect(publicPagePaths(POSTS.map((p) => p.id))).toEqual(
      publicPagePaths(readPostEntries().map((p) => p.id)),
    );
  });
});
