import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.js';
import {
  createDynamicCode,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';

// Journey: saved views (issue 40 item 2). A search and sort are saved under a name; the filters
// are cleared; opening the view puts its search and sort back in the URL and the list; the view
// is renamed, then deleted. At both widths: nothing wider than the screen, axe-clean.

test(
  'saves a view, opens it, renames and deletes it',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'views'));
    const trial = await page.request.post('/api/activate-trial', { data: {} });
    expect(trial.status(), await trial.text()).toBe(200);
    await createDynamicCode(page.request, 'Lunch menu', 'https://example.com/lunch');
    await createDynamicCode(page.request, 'Dinner menu', 'https://example.com/dinner');
    await createDynamicCode(page.request, 'Careers', 'https://example.com/jobs');

    await page.goto('/');
    const views = page.getByRole('region', { name: 'Saved views' });
    await expect(views.getByText('None yet: search or filter, then save the view.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('menu');
    // On a phone the fields fold behind "Filters" (issue 40 item 4), which counts those set.
    const type = page.getByRole('combobox', { name: 'Type' });
    const filters = page.getByRole('button', { name: /^Filters/ });
    if (testInfo.project.name === 'mobile') {
      await expect(type).toBeHidden();
      await expect(filters).toHaveText('Filters');
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(filters).toBeHidden();
    }
    await type.selectOption({ label: 'Website' });
    if (testInfo.project.name === 'mobile') await expect(filters).toHaveText('Filters (1)');
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Name (A to Z)' });
    await expect(page).toHaveURL(/[?&]q=menu/);
    await expect(page.getByRole('article')).toHaveCount(2);

    await views.getByRole('button', { name: 'Save view' }).click();
    await views.getByRole('textbox', { name: 'View name' }).fill('Menus');
    await views.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'View “Menus” saved')).toBeVisible();
    const open = views.getByRole('button', { name: 'Menus', exact: true });
    await expect(open).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoSeriousViolations(page, testInfo);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(open).toHaveAttribute('aria-pressed', 'false');
    await open.click();
    await expect(page).toHaveURL(/[?&]q=menu/);
    await expect(page).toHaveURL(/[?&]qrType=url/);
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('menu');

    // Opened again in a new visit, the view is still there.
    await page.goto('/');
    await views.getByRole('button', { name: 'Rename view Menus' }).click();
    const rename = views.getByRole('textbox', { name: 'New name for “Menus”' });
    await rename.fill('Food menus');
    await views.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(views.getByRole('button', { name: 'Food menus', exact: true })).toBeVisible();

    await views.getByRole('button', { name: 'Delete view Food menus' }).click();
    await expect(toast(page, 'View “Food menus” deleted')).toBeVisible();
    await expect(views.getByText('None yet: search or filter, then save the view.')).toBeVisible();
    expect(problems).toEqual([]);
  },
);
