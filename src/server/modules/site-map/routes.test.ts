import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { PUBLIC_PATHS, readPostEntries } from './index.js';

describe('sitemap and robots', () => {
  const { app } = useTestApp('pglite', { publicUrl: 'https://qr.example' });

  it('reads the 11 posts with their dates', () => {
    const posts = readPostEntries();
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const p of posts) expect(p.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists every public page and post under PUBLIC_URL', async () => {
    const res = await app().inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...PUBLIC_PATHS.map((p) => `https://qr.example${p}`),
      ...Array.from({ length: 11 }, (_, i) => `https://qr.example/blog/${i + 1}`),
    ]);
    expect(res.body).toContain('<lastmod>2026-01-12</lastmod>');
  });

  it('points crawlers at the sitemap and away from the API and short links', async () => {
    const res = await app().inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /d/');
    expect(res.body).toContain('Sitemap: https://qr.example/sitemap.xml');
  });
});
