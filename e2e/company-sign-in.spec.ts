import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.js';
import { signUp, toast, watchConsole } from './support/dashboard.js';
import { confirmOwnAddress } from './support/verify-address.js';

// Journey (issue 39 item 7): an owner with a proven address at their company's domain sets up
// company sign-in for their workspace against the local OpenID Connect issuer server.mjs starts
// for it (a second one, not the Google stand-in), proves the domain with the TXT record shown
// (written where server.mjs's local DNS server reads it; "Verify domain" fails before that and
// the "required" switch waits for it), logs out, and signs in again through "Sign in
// with your company": the log-in page → the issuer (given the address as login_hint) → back,
// signed in. At 1280 and 390 px (the two projects).

const port = () => process.env.E2E_PORT ?? '3100';
const issuerUrl = () => {
  const file = join(tmpdir(), `qrshark-e2e-company-issuer-${port()}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { url: string }).url;
};
/** Publishes a TXT record on the e2e server's local DNS server. */
const publishTxt = (name: string, value: string) =>
  writeFileSync(join(tmpdir(), `qrshark-e2e-dns-${port()}`, name), value);

test('configuring company sign-in and signing in through the issuer @layout', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const domain = `co-${testInfo.project.name}-${Date.now()}.example`;
  const email = `boss@${domain}`;
  await signUp(page.request, email);
  await confirmOwnAddress(page, email);

  await page.goto('/workspace');
  const section = page.getByRole('region', { name: 'Company sign-in' });
  await expect(section.getByText('/auth/company/callback')).toBeVisible();
  // Bad input is named on its field and nothing is saved.
  await section.getByRole('button', { name: 'Save company sign-in' }).click();
  await expect(section.getByText('Enter an e-mail domain such as example.com')).toBeVisible();
  await section.getByLabel('E-mail domain').fill(domain);
  await section.getByLabel('Issuer URL').fill(issuerUrl());
  await section.getByLabel('Client ID').fill('acme-e2e-client');
  await section.getByLabel('Client secret').fill('acme-e2e-secret');
  await section.getByRole('button', { name: 'Save company sign-in' }).click();
  await expect(toast(page, 'Company sign-in saved')).toBeVisible();
  await expect(section.getByText('A secret is stored. Leave empty to keep it.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove company sign-in' })).toBeVisible();

  // Not active until the domain is proven: the TXT record to add, and the switch waits for it.
  const required = section.getByRole('switch', { name: /Require company sign-in/ });
  await expect(required).toBeDisabled();
  await expect(section.getByText('Available once the domain is verified.')).toBeVisible();
  const recordName = `_qrshark-sign-in.${domain}`;
  await expect(section.getByText(recordName, { exact: true })).toBeVisible();
  const recordValue = (await section.getByText(/^qrshark-verify=/).textContent()) as string;
  await expectNoSeriousViolations(page, testInfo);
  await section.getByRole('button', { name: 'Verify domain' }).click();
  await expect(section.getByRole('alert')).toContainText(`No TXT record found at ${recordName}`);
  await expect(toast(page, 'Domain not verified')).toBeVisible();
  // That refusal's 400 is expected (Chromium logs every non-2xx fetch); nothing else is.
  problems.splice(0, problems.length, ...problems.filter((p) => !p.includes('status of 400')));
  publishTxt(recordName, recordValue);
  await section.getByRole('button', { name: 'Verify domain' }).click();
  await expect(toast(page, 'Domain verified')).toBeVisible();
  await expect(section.getByText(`${domain} is verified`)).toBeVisible();
  await expect(required).toBeEnabled();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with your company' }).click();
  await page.getByLabel('Work email').fill(email);
  await expectNoSeriousViolations(page, testInfo);
  // The work address goes along as login_hint, so the local issuer needs no account chooser:
  // it answers with a code for that address at once, and the callback signs in.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const me = await page.request.get('/api/user');
  expect((await me.json()).email).toBe(email);
  expect(problems).toEqual([]);
});
