import { expect, test } from '@playwright/test';

// Issue 37 item 1: every unknown address (a path, a blog post, a template, a short code) is
// answered by the server with HTTP 404 and a page inside the site's header and footer, with a
// way home and the main pages, before any script runs; in the browser the same page, at 1280 px
// and at 390 px. /test (a leftover page) is gone.

const UNKNOWN_PAGES = ['/no-such-page', '/test', '/blog/99', '/templates/no-such-template'];

test('the server answers unknown pages 404 with the whole not-found page', async ({ request }) => {
  for (const path of UNKNOWN_PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html, path).toMatch(/<header[\s>]/);
    expect(html, path).toMatch(/<footer[\s>]/);
    expect(html, path).toContain('Page not found');
    expect(html, path).toContain('Go to the home page');
    expect(html, path).not.toContain('needs JavaScript');
  }
  // An unknown short code has the scanner's own not-found page, also 404.
  const code = await request.get('/d/nosuchcode');
  expect(code.status()).toBe(404);
  // Real pages still answer 200.
  for (const path of ['/', '/blog/3', '/templates', '/login']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test(
  'an unknown page shows the header, the footer and the way home',
  { tag: '@layout' },
  async ({ page, isMobile }) => {
    for (const path of UNKNOWN_PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
      await expect(page).toHaveTitle('Page not found - QR Shark');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const main = page.getByRole('navigation', { name: 'Main pages' });
      await expect(main.getByRole('link', { name: 'Templates' })).toHaveAttribute(
        'href',
        '/templates',
      );
    }
    if (isMobile) {
      const viewport = page.viewportSize()!.width;
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest).toBeLessThanOrEqual(viewport);
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Generate Your QR Code' })).toBeVisible();
    await page.goto('/no-such-page');
    await page
      .getByRole('navigation', { name: 'Main pages' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  },
);
