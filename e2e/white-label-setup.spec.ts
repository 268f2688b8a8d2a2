import { expect, test } from '@playwright/test';
import { WHITE_LABEL_MESSAGES } from '../src/contracts/white-label.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { toast } from './support/dashboard.js';
import { useOwnServer } from './support/own-server.js';

// Issue 37 item 11 as a new self-hoster meets white-label: a server started the plain way, with
// PUBLIC_URL on this machine and no BASE_DOMAIN. The first admin finds "White label" in the
// account menu; the screen says subdomains are off and how to set BASE_DOMAIN, refuses a
// subdomain (the form and the API alike), and the custom domain's DNS record names PUBLIC_URL's
// host with the warning that an address of this machine cannot work for anyone else. The
// shared e2e server has BASE_DOMAIN set, so this spec starts its own `main.ts` on E2E_PORT + 7.

const server = useOwnServer({
  offset: 7,
  name: 'wl-setup',
  env: { BASE_DOMAIN: '', DESTINATION_CHECKS: 'off' },
});

test.use({ baseURL: server.baseURL });

test(
  'white label without BASE_DOMAIN, on a PUBLIC_URL of this machine, says so',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.goto(server.setupLink());
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a long owner secret');
    await page.getByLabel('Confirm password').fill('a long owner secret');
    await page.getByRole('button', { name: 'Become the administrator' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // Found from the account menu.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'White label' }).click();
    await expect(page).toHaveURL(/\/white-label-admin$/);
    await expect(
      page.getByRole('heading', { name: 'White Label Client Management', level: 1 }),
    ).toBeVisible();

    const subdomainsOff = page.getByRole('region', { name: 'Client subdomains are off' });
    await expect(subdomainsOff).toContainText(WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain);
    const local = page.getByRole('region', { name: 'Custom domains cannot work yet' });
    await expect(local).toContainText(WHITE_LABEL_MESSAGES.localPublicUrl(server.baseURL));
    await expectNoSeriousViolations(page, testInfo);

    // A subdomain is refused in the form, with how to set BASE_DOMAIN...
    await page.getByRole('button', { name: 'Create Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Client' });
    await expect(
      dialog.getByText('Not available: BASE_DOMAIN is not set on this server', { exact: false }),
    ).toBeVisible();
    await dialog.getByLabel('Name').fill('Acme');
    await dialog.getByLabel('Subdomain').fill('acme');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await expect(dialog.getByText(WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain)).toBeVisible();
    await expect(dialog.getByLabel('Subdomain')).toHaveAttribute('aria-invalid', 'true');
    // ...and by the API, which stores nothing.
    const refused = await page.request.post('/api/white-label/clients', {
      data: { name: 'Acme', subdomain: 'acme' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fields).toEqual({
      subdomain: WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain,
    });

    // A custom domain: its record names PUBLIC_URL's host (an address: an A record), and the
    // card says it cannot work for anyone else.
    const domain = `qr.${testInfo.project.name}.acme.example`;
    await dialog.getByLabel('Subdomain').fill('');
    await dialog.getByLabel('Custom domain').fill(domain);
    await expect(dialog.getByText('pointing at 127.0.0.1', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await expect(toast(page, WHITE_LABEL_MESSAGES.created)).toBeVisible();
    const card = page.getByRole('article', { name: 'Acme' }).filter({ hasText: domain });
    const record = card.getByRole('row').filter({ hasText: /^A/ });
    await expect(record).toContainText(domain);
    await expect(record).toContainText('127.0.0.1');
    await expect(card.getByText(WHITE_LABEL_MESSAGES.localPublicUrl(server.baseURL))).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  },
);
