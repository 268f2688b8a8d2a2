import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.js';
import { signUp, uniqueEmail, watchConsole } from './support/dashboard.js';
import { linkFromMail } from './support/mailbox.js';
import { confirmOwnAddress } from './support/verify-address.js';

// Journey (issue 39): an owner makes a workspace on /workspace, invites a viewer by mail, and
// switches between the workspace and their personal one in the header; the viewer signs up,
// confirms the address, opens the invitation's link, joins, and sees the workspace's code with
// download and analytics but no edit, pause or delete. At 1280 and 390 px (the two projects).

const WORKSPACE = 'Lisbon stores';

test('inviting, switching and a viewer’s read-only dashboard @layout', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  const ownerEmail = uniqueEmail(testInfo, 'team-owner');
  const viewerEmail = uniqueEmail(testInfo, 'team-viewer');
  await signUp(page.request, ownerEmail);
  const personal = await page.request.post('/api/dynamic-qrcodes', {
    data: { qrType: 'url', destination: 'https://example.com/own', name: 'Own menu' },
  });
  expect(personal.status()).toBe(201);

  await page.goto('/workspace');
  await page.getByLabel('Name of the new workspace').fill(WORKSPACE);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: WORKSPACE })).toBeVisible();
  await expect(page).toHaveURL(/\/workspace\?workspace=\d+$/);
  const workspaceId = new URL(page.url()).searchParams.get('workspace')!;
  const team = await page.request.post('/api/dynamic-qrcodes', {
    headers: { 'X-Workspace-Id': workspaceId },
    data: { qrType: 'url', destination: 'https://example.com/lisbon', name: 'Store menu' },
  });
  expect(team.status()).toBe(201);

  await page.getByRole('textbox', { name: 'E-mail address to invite' }).fill(viewerEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(viewerEmail);
  await expectNoSeriousViolations(page, testInfo);

  // The header's switcher: the dashboard shows the chosen workspace's codes only.
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Store menu' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Own menu' })).toHaveCount(0);
  await page.getByLabel('Workspace', { exact: true }).selectOption({ label: 'Personal (you)' });
  await expect(page.getByRole('article', { name: 'Own menu' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Store menu' })).toHaveCount(0);

  // The viewer, in a browser of their own.
  const viewerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  try {
    const viewer = await viewerContext.newPage();
    await signUp(viewer.request, viewerEmail);
    await confirmOwnAddress(viewer, viewerEmail);
    await viewer.goto(await linkFromMail(viewerEmail, '/invitations/accept'));
    await expect(
      viewer.getByRole('heading', { level: 1, name: `Join ${WORKSPACE}` }),
    ).toBeVisible();
    await expectNoSeriousViolations(viewer, testInfo);
    await viewer.getByRole('button', { name: `Join ${WORKSPACE}` }).click();
    await expect(viewer).toHaveURL(new RegExp(`/\\?workspace=${workspaceId}$`));
    const card = viewer.getByRole('article', { name: 'Store menu' });
    await expect(card).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Download: Store menu', exact: true }),
    ).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Analytics: Store menu', exact: true }),
    ).toBeVisible();
    for (const action of ['Edit', 'Pause', 'Delete']) {
      await expect(card.getByRole('button', { name: `${action}: Store menu` })).toHaveCount(0);
    }
    // The team's Free plan is at its limit: the viewer is told whom to ask, not sent to pay.
    const limit = viewer.getByRole('region', { name: 'Dynamic QR Code limit reached' });
    await expect(limit.getByTestId('billing-owners-note')).toContainText(
      `Only an owner of this workspace can change its plan: ask ${ownerEmail}.`,
    );
    await expect(limit.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    await expectNoSeriousViolations(viewer, testInfo);
  } finally {
    await viewerContext.close();
  }

  // The owner's audit trail names who joined.
  await page.goto(`/workspace?workspace=${workspaceId}`);
  await expect(page.getByRole('table')).toContainText('invitation.accept');
  await expect(page.getByRole('table')).toContainText(viewerEmail);
  expect(problems).toEqual([]);
});
