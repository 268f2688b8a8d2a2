import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.js';
import { readPng, readSvg } from './support/read-code.js';
import {
  createDynamicCode,
  signUp,
  toast,
  uniqueEmail,
  watchConsole,
} from './support/dashboard.js';

// Journey: brand kits (issue 40 item 4). A workspace's default kit fills the generator of a new
// code; the code generated in it carries the kit's design and its downloaded PNG and SVG are read
// back by the decoders; a kit saved from the generator appears on the Brand kits page, where the
// default moves to it, it is applied to one chosen code (the other keeps its design), and a kit
// is deleted after confirming.

const NAVY = { fgColor: '#1E3A8A', dotShape: 'rounded', cornerShape: 'curve-square', margin: 4 };

async function downloadFrom(card: Locator, button: string): Promise<Download> {
  const [download] = await Promise.all([
    card.page().waitForEvent('download'),
    card.getByRole('button', { name: button }).click(),
  ]);
  return download;
}

test('a default brand kit fills the generator; its code decodes; kits are managed on their page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await signUp(page.request, uniqueEmail(testInfo, 'kits'));
  const made = await page.request.post('/api/designs', {
    data: { name: 'Navy', design: NAVY, isDefault: true },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto('/?create=true');
  const card = page.locator('section#generator');
  await expect(
    card.getByText(
      'Design of the brand kit “Navy” applied. Changes you make here stay in this code.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  const url = `https://example.com/kits/${testInfo.project.name}`;
  await card.getByRole('textbox', { name: /Website URL/ }).fill(url);

  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/generate-qrcode') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Generate QR Code' }).click();
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
  expect(res.request().postDataJSON()).toMatchObject({
    url,
    fgColor: '#1E3A8A',
    dotShape: 'rounded',
    cornerShape: 'curve-square',
    margin: 4,
  });
  await expect(card.getByRole('img', { name: 'Generated QR code' })).toBeVisible();

  const svg = await readFile(await (await downloadFrom(card, 'Download SVG')).path(), 'utf8');
  expect(svg.toUpperCase()).toContain('#1E3A8A');
  const fromSvg = await readSvg(svg);
  expect(fromSvg.zxing).toEqual([url]);
  expect(fromSvg.jsqr).toBe(url);
  const png = await downloadFrom(card, 'Download PNG');
  const fromPng = await readPng(await readFile(await png.path()));
  expect(fromPng.zxing).toEqual([url]);
  expect(fromPng.jsqr).toBe(url);

  // Save the design (with a frame now) as a second kit.
  await card.getByRole('tab', { name: 'Frame' }).click();
  await card.getByRole('checkbox', { name: 'Enable frame' }).check();
  await card.getByRole('textbox', { name: 'New brand kit name' }).fill('Navy framed');
  await card.getByRole('button', { name: 'Save as brand kit' }).click();
  await expect(toast(page, 'Brand kit “Navy framed” saved')).toBeVisible();

  // The Brand kits page from the dashboard's navigation.
  await page.getByRole('link', { name: 'Brand kits' }).click();
  const list = page.getByRole('list', { name: 'Brand kits' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(row('Navy framed')).not.toContainText('Default');
  await row('Navy framed').getByRole('button', { name: 'Make default' }).click();
  await expect(row('Navy framed')).toContainText('Default');
  await expect(list.getByRole('listitem').first()).not.toContainText('Default');

  // Apply the framed kit to one code made before it: only that code is restyled.
  const poster = await createDynamicCode(page.request, 'Poster', 'https://example.com/poster');
  const menu = await page.request.post('/api/qrcodes', {
    data: { qrType: 'url', url: 'example.com/menu', name: 'Menu', qrMode: 'static' },
  });
  expect(menu.status(), await menu.text()).toBe(201);
  await page.reload();
  await row('Navy framed').getByRole('button', { name: 'Apply to codes…' }).click();
  const applyDialog = page.getByRole('dialog', { name: 'Apply “Navy framed” to codes' });
  await applyDialog.getByRole('checkbox', { name: 'Poster (dynamic)' }).check();
  await applyDialog.getByRole('button', { name: 'Restyle 1 code' }).click();
  await expect(toast(page, '1 code restyled with “Navy framed”')).toBeVisible({ timeout: 30_000 });
  const codes = (await (await page.request.get('/api/dynamic-qrcodes')).json()) as {
    id: number;
    design: { enableFrame: boolean; fgColor: string };
  }[];
  expect(codes.find((c) => c.id === poster.id)?.design).toMatchObject({
    enableFrame: true,
    fgColor: '#1E3A8A',
  });
  const saved = (await (await page.request.get('/api/qrcodes')).json()) as {
    name: string;
    design: { enableFrame: boolean };
  }[];
  expect(saved.find((c) => c.name === 'Menu')?.design).toMatchObject({ enableFrame: false });

  await list.getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the brand kit “Navy”?' });
  await dialog.getByRole('button', { name: 'Delete brand kit' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const kits = (await (await page.request.get('/api/designs')).json()) as {
    data: { name: string; isDefault: boolean; design: { enableFrame: boolean } }[];
  };
  expect(kits.data).toEqual([
    expect.objectContaining({
      name: 'Navy framed',
      isDefault: true,
      design: expect.objectContaining({ enableFrame: true }),
    }),
  ]);
  expect(problems).toEqual([]);
});

test('@layout the Brand kits page and the picker fit a phone, by keyboard too', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await signUp(page.request, uniqueEmail(testInfo, 'kits-layout'));
  for (const [name, isDefault] of [
    ['A very long brand kit name for the spring and summer campaigns of 2027', true],
    ['Short', false],
  ] as const) {
    const made = await page.request.post('/api/designs', {
      data: { name, design: NAVY, isDefault },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  await page.goto('/?view=brand-kits');
  const list = page.getByRole('list', { name: 'Brand kits' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(page, testInfo);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);

  // Rename by keyboard: the field takes the focus, Enter on Save name saves.
  const short = list.getByRole('listitem').filter({ hasText: 'Short' });
  await short.getByRole('button', { name: 'Rename' }).focus();
  await page.keyboard.press('Enter');
  const field = short.getByRole('textbox', { name: 'New name for “Short”' });
  await expect(field).toBeFocused();
  await field.fill('Shorter');
  await short.getByRole('button', { name: 'Save name' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByText('Shorter', { exact: true })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/?create=true');
  await expect(page.getByLabel('Saved designs of this workspace')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Save as brand kit' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});
