import { describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER } from '../src/contracts/public-pages.js';
import { notFoundDocument, pageDocument } from './prerender-pages.js';

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

  it('fails the build when the template lacks a part it fills in', () => {
    expect(() =>
      pageDocument('<html></html>', '/', { html: '', head: { title: 't', description: 'd' } }),
    ).toThrow(/index.html has no/);
  });
});

describe('notFoundDocument', () => {
  it('is the page document without a canonical address, kept out of search results', () => {
    const html = notFoundDocument(TEMPLATE, {
      html: '<header></header><h1>Page not found</h1><footer></footer>',
      head: { title: 'Page not found - QR Shark', description: 'There is no page here.' },
    });
    expect(html).toContain('<title>Page not found - QR Shark</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<div id="root"><header></header><h1>Page not found</h1>');
  });
});
