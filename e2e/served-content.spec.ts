import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.js';
import {
  codeCard,
  createDynamicCode,
  signUp,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';

// Issue 37 item 12: a dynamic code that shows a hosted page (a contact, a Wi-Fi network) says
// what it shows on its dashboard card and in the CSV export, not its own short link; a link
// code still says where it goes.

test(
  'contact and Wi-Fi codes say what they show, on the card and in the CSV',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await signUp(page.request, uniqueEmail(testInfo, 'served'));
    // The trial allows more than the free plan's one dynamic code.
    expect((await page.request.post('/api/activate-trial', { data: {} })).status()).toBe(200);
    const create = async (name: string, qrType: string, qrData: object) => {
      const res = await page.request.post('/api/dynamic-qrcodes', {
        data: { name, qrType, qrData },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { shortCode: string; shortUrl: string };
    };
    const contact = await create('Ada card', 'contact', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+44 20 7946 0958',
    });
    const wifi = await create('Guest wifi', 'wifi', {
      ssid: 'HomeNet',
      password: 'tulip-river-81',
      encryption: 'WPA',
    });
    const link = await createDynamicCode(page.request, 'Menu link', 'https://example.com/menu');

    await page.goto('/');
    const adaCard = codeCard(page, 'Ada card');
    await expect(adaCard.getByText('Contact page: Ada Lovelace', { exact: true })).toBeVisible();
    await expect(adaCard.getByText(/^Goes to /)).toHaveCount(0);
    await expect(
      codeCard(page, 'Guest wifi').getByText('Wi-Fi page: HomeNet', { exact: true }),
    ).toBeVisible();
    await expect(
      codeCard(page, 'Menu link').getByText('Goes to https://example.com/menu', { exact: true }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile(String(await download.path()), 'utf8');
    const rows = csv
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const destinationOf = (shortCode: string) => rows.find((r) => r[0] === shortCode)?.[2];
    expect(rows[0]).toEqual(['shortCode', 'shortUrl', 'destination', 'name', 'scans', 'created']);
    expect(destinationOf(contact.shortCode)).toBe('Contact page: Ada Lovelace');
    expect(destinationOf(wifi.shortCode)).toBe('Wi-Fi page: HomeNet');
    expect(destinationOf(link.shortCode)).toBe('https://example.com/menu');
    // The short link is still in its own column.
    expect(rows.find((r) => r[0] === contact.shortCode)?.[1]).toBe(contact.shortUrl);
    expect(problems).toEqual([]);
  },
);
