import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../test-utils/fake-api.js';
import { renderApp } from '../../test-utils/render-app.js';
import { filterPosts, parsePost, POSTS, wordCount } from './posts.js';
import { renderMarkdown } from './render-markdown.js';

describe('blog posts', () => {
  it('has 11 posts with ids 1-11, complete front matter and real length', () => {
    expect(POSTS.map((p) => p.id).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    for (const p of POSTS) {
      expect(p.title, `post ${p.id}`).not.toBe('');
      expect(p.title + p.excerpt, `post ${p.id} quotes`).not.toMatch(/^['"]|['"]$/);
      expect(p.excerpt).not.toBe('');
      expect(p.author).not.toBe('');
      expect(p.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.tags.length).toBeGreaterThanOrEqual(3);
      expect(wordCount(p.content), `post ${p.id} words`).toBeGreaterThanOrEqual(550);
      expect(p.readTime).toBe(Math.ceil(wordCount(p.content) / 200));
    }
  });

  it('searches title, excerpt and tags, and filters by category', () => {
    expect(filterPosts(POSTS, 'quishing', 'All').map((p) => p.id)).toEqual([5]);
    expect(filterPosts(POSTS, 'VCARD', 'All').map((p) => p.id)).toEqual([8]);
    expect(filterPosts(POSTS, '', 'Shark Tips').map((p) => p.id)).toEqual([11]);
    expect(filterPosts(POSTS, 'wifi', 'Security')).toEqual([]);
  });

  it('renders headings, lists, bold, tables and links', () => {
    const html = renderMarkdown(
      '## Title\n\n- **bold** item\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[site](https://example.com)',
    );
    expect(html).toContain('<h2');
    expect(html).toContain('<li><strong>bold</strong> item</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">');
  });

  it('leaves scripts, event handlers and javascript: links inert', () => {
    const post = parsePost(
      99,
      '---\ntitle: t\nexcerpt: e\nauthor: a\npublishedAt: 2026-01-01\ncategory: Security\ntags: [x]\n---\n' +
        'Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n' +
        '[click](javascript:alert(3)) and [data](data:text/html,hi) ![p](javascript:alert(4))',
    );
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown(post.content);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/href="javascript/i);
    // Shown as text instead.
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });
});

describe('blog pages', () => {
  it('lists posts with category, 3 tags, author, date and read time; search narrows them', async () => {
    const { user } = renderApp('/blog', createFakeApi());
    const cards = await screen.findAllByTestId('blog-card');
    expect(cards).toHaveLength(11);
    const first = cards[0]!;
    expect(within(first).getAllByRole('listitem')).toHaveLength(3);
    expect(within(first).getByText(/min read/)).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'phishing');
    expect(screen.getAllByTestId('blog-card')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zzzz');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeTruthy();
  });

  it('shows a post, and the not-found page for an unknown id', async () => {
    const view = renderApp('/blog/3', createFakeApi());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Static vs Dynamic QR Codes: Which One Do You Need?',
      }),
    ).toBeTruthy();
    view.unmount();
    for (const id of ['99', '03', 'x']) {
      const unknown = renderApp(`/blog/${id}`, createFakeApi());
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
        '/',
      );
      const main = within(screen.getByRole('navigation', { name: 'Main pages' }));
      expect(main.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
      unknown.unmount();
    }
  });
});
