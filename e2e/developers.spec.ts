import { expect, test } from '@playwright/test';

// Journey: a developer opens /developers from the footer, reads the guide and finds every
// operation of the live OpenAPI document in the reference, rendered from our own origin under
// our CSP: no request leaves the site and the console shows no CSP violation or error.

const port = process.env.E2E_PORT ?? '3100';
const origin = `http://127.0.0.1:${port}`;

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; summary: string; tags: string[] }>>;
}

test('the developers page lists every operation of the live document, under our CSP', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const document = (await (await request.get('/api/v1/openapi.json')).json()) as OpenApiDocument;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, ...operation })),
  );
  expect(operations.length).toBeGreaterThan(0);

  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // The session probe answers 401 to a visitor: the one expected console error.
    if (/Content Security Policy|Refused to/i.test(text)) problems.push(`CSP: ${text}`);
    else if (message.type() === 'error' && !/status of 401/.test(text)) problems.push(text);
  });
  page.on('request', (req) => {
    if (!req.url().startsWith(origin) && !/^(data|blob):/.test(req.url())) foreign.push(req.url());
  });

  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API for developers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Create a key' })).toBeVisible();
  await expect(page.getByText('Authorization: Bearer $QRS_KEY').first()).toBeVisible();

  const reference = page.getByTestId('api-reference');
  await expect(reference.getByRole('heading', { name: /QR Shark API/ })).toBeVisible();
  for (const operation of operations) {
    // Each operation's block is named by its tag and operationId (api-reference.tsx).
    const block = reference.locator(
      `#operations-${operation.tags[0]!.replace(/\s+/g, '-')}-${operation.operationId}`,
    );
    const where = `${operation.method} ${operation.path}`;
    await expect(block, where).toBeVisible();
    await expect(block, where).toContainText(operation.method.toUpperCase());
    await expect(block, where).toContainText(operation.path);
    await expect(block, where).toContainText(operation.summary);
  }

  // Opening an operation shows its documented responses, problem details included.
  const listCodes = reference.locator('#operations-Codes-listCodes');
  await listCodes.getByRole('button', { expanded: false }).click();
  await expect(listCodes.getByText('application/problem+json').first()).toBeAttached();

  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});
