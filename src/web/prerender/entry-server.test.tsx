// The prerendered public pages as a visitor without JavaScript gets them (issue 37 item 2):
// the real build-time renderer, on the real pages. The FAQ's answers are in the HTML, inside
// native <details> that open without a script; the schema.org data parses and carries the
// fields search engines require.
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../components/json-ld.js';
import { FAQ_ENTRIES } from '../features/marketing/content/faq.js';
import { POSTS } from '../features/blog/posts.js';
import { prerenderPaths, renderPage } from './entry-server.js';

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

describe('prerendered pages without JavaScript', () => {
  it('/faq carries every question and every answer, each in a native <details>', async () => {
    const { html, head } = await renderPage('/faq');
    expect(head.title).toBe('Frequently Asked Questions - QR Shark');
    const items = [...html.matchAll(/<details\b[^>]*>([\s\S]*?)<\/details>/g)].map((m) =>
      decode(m[1] ?? ''),
    );
    expect(items).toHaveLength(FAQ_ENTRIES.length);
    for (const [i, entry] of FAQ_ENTRIES.entries()) {
      expect(items[i]).toMatch(/^<summary\b/);
      expect(items[i]).toContain(entry.question);
      for (const paragraph of entry.answer) expect(items[i]).toContain(`<p>${paragraph}</p>`);
    }
    // Closed by default, in one group: the browser keeps one open at a time.
    const tags = [...html.matchAll(/<details\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.every((t) => !/\sopen\b/.test(t))).toBe(true);
    expect(new Set(tags.map((t) => /name="([^"]+)"/.exec(t)?.[1])).size).toBe(1);
  });

  it('/faq has FAQPage data with each question and its whole answer', async () => {
    const data = jsonLd((await renderPage('/faq')).html);
    expect(data).toHaveLength(1);
    const [faq = {}] = data;
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toEqual(
      FAQ_ENTRIES.map((e) => ({
        '@type': 'Question',
        name: e.question,
        acceptedAnswer: { '@type': 'Answer', text: e.answer.join('\n\n') },
      })),
    );
  });

  it('a blog post has Article data (BlogPosting) with the required and recommended fields', async () => {
    const post = POSTS.find((p) => p.id === 3);
    if (!post) throw new Error('no post 3');
    const { html } = await renderPage(`/blog/${post.id}`);
    const [article = {}] = jsonLd(html);
    expect(article['@context']).toBe('https://schema.org');
    // BlogPosting is schema.org's Article for a blog post.
    expect(article['@type']).toBe('BlogPosting');
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: 'QR Shark' },
      // The build writes PUBLIC_URL's placeholder here (no window); this test runs in jsdom.
      mainEntityOfPage: `${siteOrigin()}/blog/${post.id}`,
      image: `${siteOrigin()}/social/blog/${post.id}.png`,
    });
    expect(String(article.headline).length).toBeLessThanOrEqual(110);
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('prerenders every public page and every post', () => {
    const paths = prerenderPaths();
    expect(paths).toContain('/faq');
    for (const post of POSTS) expect(paths).toContain(`/blog/${post.id}`);
  });
});
