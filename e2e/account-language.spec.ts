import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.js';
import { PASSWORD, toast, uniqueEmail, watchConsole } from './support/dashboard.js';
import { matchInMail } from './support/mailbox.js';

// Issue 42 item 3: a browser set to German signs up; the account's language is German (its
// verification mail says so, and the app's settings screen is in German), the settings change it
// to Portuguese (the toast comes once it is saved, then the screen is in Portuguese, and a reload
// keeps it), and the next mail is in Portuguese. At 1280 and 390 px, the settings page axe-clean
// in Portuguese and no wider than the screen.

test.use({ locale: 'de-DE' });

test('the account language: from the browser at sign-up, changed in settings @layout', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const email = uniqueEmail(testInfo, 'language');
  // Signed out, the sign-up screen is in the browser's language already (no public page read yet).
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await expect(page.getByText('Registrierung erfolgreich', { exact: true })).toBeVisible();
  // navigator.language is de-DE: the verification mail is written in German.
  await matchInMail(email, /Willkommen bei QR Shark\. F/);

  // The app behind sign-in is in the account's language: settings in German.
  await page.goto('/account-settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const section = page.getByRole('region', { name: 'Sprache' });
  const select = section.getByRole('combobox', { name: 'Sprache' });
  await expect(select).toHaveValue('de');
  const save = section.getByRole('button', { name: 'Sprache speichern' });
  await expect(save).toBeDisabled();
  await select.selectOption({ label: 'Português' });
  await save.click();
  // Said in German, then the screen is in Portuguese.
  await expect(toast(page, 'Sprache: gespeichert')).toBeVisible();
  const salvar = page
    .getByRole('region', { name: 'Idioma' })
    .getByRole('button', { name: 'Salvar idioma' });
  await expect(salvar).toBeDisabled();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Idioma' }).getByRole('combobox')).toHaveValue(
    'pt',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousViolations(page, testInfo);

  // The next mail to the account is in Portuguese.
  const reset = await page.request.post('/api/password-reset', { data: { email } });
  expect(reset.status()).toBe(200);
  await matchInMail(email, /Escolha uma nova senha aqui/);

  // The footer's language switcher on an app screen sets the account's language too.
  await page.locator('footer').getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Guardar idioma' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(/\/account-settings$/);
  // The header's account menu speaks it too.
  await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);
});
