// axe-core with the suite's rules: WCAG 2.x A/AA and axe's best practices, no serious or
// critical violation. Used by accessibility.spec.ts over every page and by the journeys that
// open a state no page load reaches (a dialog, a warning).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Serious and critical violations, one line each: rule, impact, how many nodes, the first few. */
function blocking(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Scans the page as it stands once settled. `soft`: a page's violations fail the test but let it
 * go on to scan the next page (a test that scans several).
 */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  options: { soft?: boolean } = {},
): Promise<void> {
  // Wait for the page's own content (lazy chunks) and any entrance transition to settle.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
  // A prerendered page is scanned once React owns it: until then its controls are disabled
  // (HydrationGate), and axe does not check a disabled control's contrast.
  await expect(page.locator('fieldset[data-hydrated="false"]')).toHaveCount(0);
  // The analytics page's demo charts are drawn in the browser only, once scrolled near: scan
  // them too.
  if (new URL(page.url()).pathname === '/features/analytics') {
    await page.locator('#analytics-demo-heading').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('analytics-demo').locator('svg').first()).toBeVisible();
  }
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const problems = blocking(results);
  await testInfo.attach(`axe-violations ${new URL(page.url()).pathname}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const verdict = options.soft ? expect.soft : expect;
  verdict(problems, `${page.url()} at ${page.viewportSize()?.width} px`).toEqual([]);
}
