import { expect, test, type Page } from '@playwright/test';
import { LINK_CONTROL_MESSAGES, LINK_CONTROL_WARNINGS } from '../src/contracts/link-controls.js';
import { expectNoSeriousViolations } from './support/axe.js';
import {
  codeCard,
  createDynamicCode,
  humanUserAgent,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';

// Issue 37 item 8: saving link controls says what happened, the way every save does (a toast
// "… saved" or "… not saved" with the reason), and a schedule that is rarely meant is asked
// about before it is sent: a past expiry and a fallback equal to the destination can be saved
// anyway; a start after the expiry is refused in the form, as the API refuses it.

test.use({ userAgent: humanUserAgent });

const DESTINATION = 'https://example.com/menu';

async function openEditDialog(page: Page, name: string) {
  await page.goto('/');
  await codeCard(page, name)
    .getByRole('button', { name: `Edit: ${name}`, exact: true })
    .click();
  return page.getByRole('dialog', { name: 'Edit destination' });
}

test(
  'link controls: refused, questioned and saved schedules each say so',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'saves'));
    const code = await createDynamicCode(page.request, 'Spring menu', DESTINATION);
    const controlsUrl = `/api/dynamic-qrcodes/${code.id}/controls`;
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(controlsUrl)) puts.push('PUT');
    });

    const dialog = await openEditDialog(page, 'Spring menu');
    const controls = dialog.getByRole('form', { name: 'Link controls' });
    const starts = controls.getByLabel('Starts at');
    const expires = controls.getByLabel('Expires at');
    const fallback = controls.getByLabel('Fallback URL (before start and after expiry)');
    const save = controls.getByRole('button', { name: 'Save link controls' });

    // A start after the expiry: the form refuses it with the API's words and sends nothing.
    await starts.fill('2031-03-02T10:00');
    await expires.fill('2031-03-01T10:00');
    await save.click();
    await expect(controls.getByText(LINK_CONTROL_MESSAGES.expiryBeforeStart)).toBeVisible();
    await expect(expires).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);

    // The code's own short link as fallback would loop: refused the same way.
    await starts.fill('');
    await fallback.fill(code.shortUrl);
    await save.click();
    await expect(controls.getByText(LINK_CONTROL_MESSAGES.fallbackIsOwnLink)).toBeVisible();
    expect(puts).toEqual([]);

    // A past expiry and a fallback that is the destination: asked first.
    await expires.fill('2025-01-01T10:00');
    await fallback.fill(DESTINATION);
    await save.click();
    const question = controls.getByRole('alert').filter({ hasText: 'Check before saving' });
    await expect(question).toBeVisible();
    await expect(question.getByText(LINK_CONTROL_WARNINGS.expiryPast)).toBeVisible();
    await expect(question.getByText(LINK_CONTROL_WARNINGS.fallbackIsDestination)).toBeVisible();
    await expect(question).toBeFocused();
    await expectNoSeriousViolations(page, testInfo);
    expect(puts).toEqual([]);

    // "Change" withdraws the question and puts the cursor where the first warning points.
    await question.getByRole('button', { name: 'Change the dates or fallback' }).click();
    await expect(question).toHaveCount(0);
    await expect(expires).toBeFocused();
    expect(puts).toEqual([]);

    // Asked again, then saved on purpose: the toast says it, the server has it.
    await save.click();
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await expect(toast(page, 'Link controls saved')).toBeVisible();
    expect(puts).toEqual(['PUT']);
    const stored = await (await page.request.get(controlsUrl)).json();
    expect(stored.fallbackUrl).toBe(DESTINATION);
    expect(new Date(stored.expiresAt).getFullYear()).toBe(2025);

    // A save the server refuses says so too, with its reason under the field.
    await controls.getByLabel('Expire after this many scans').fill('0');
    await save.click();
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await expect(toast(page, 'Link controls not saved')).toBeVisible();
    await expect(controls.getByText(LINK_CONTROL_MESSAGES.maxScans)).toBeVisible();
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
  },
);
