import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUp, toast, uniqueEmail, watchConsole } from './support/dashboard.js';

// Journey (issue 19 item 5): account settings → Webhooks, at 1280 and 390 px. An endpoint on a
// local HTTPS receiver is refused with the server's message (the SSRF guard refuses loopback;
// it is not loosened for e2e) and the receiver gets nothing; a public address is registered,
// its secret is shown once (copied, gone after Done and after a reload), "Send test" shows the
// outcome the server reports (this machine has no internet: a failure with its reason) and the
// delivery log lists it; delete asks first, then the list is empty.

/** A local HTTPS receiver (self-signed certificate by openssl) that records request paths. */
async function startReceiver() {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrs-e2e-hook-'));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  const hits: string[] = [];
  const server = https.createServer(
    {
      cert: readFileSync(path.join(dir, 'cert.pem')),
      key: readFileSync(path.join(dir, 'key.pem')),
    },
    (req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(204).end();
    },
  );
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    hits,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('webhook endpoints: refusal, secret once, send test, delivery log, delete', async ({
  page,
  context,
}, testInfo) => {
  const problems = watchConsole(page);
  const receiver = await startReceiver();
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page.request, uniqueEmail(testInfo, 'hooks'));
    await page.goto('/account-settings');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('You have no webhook endpoints.')).toBeVisible();
    const field = section.getByLabel('Endpoint URL');

    // The local receiver: refused by the server, with its reason under the field.
    await field.fill(receiver.url);
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(
      section.getByText('This address cannot receive webhooks: address 127.0.0.1 is not public', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByTestId('webhook-row')).toHaveCount(0);
    // Checked in the browser before sending: http is refused on the spot.
    await field.fill('http://example.com/hooks');
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(
      section.getByText('Webhook URLs must start with https://', { exact: true }),
    ).toBeVisible();

    // A public address (1.1.1.1) is accepted; the secret is shown this once.
    const publicUrl = 'https://1.1.1.1/qr-shark-e2e-hook';
    await field.fill(publicUrl);
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = section.getByTestId('new-secret');
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
    const secretText = (await secret.textContent()) ?? '';
    await section.getByRole('button', { name: 'Copy secret' }).click();
    await expect(toast(page, 'Secret copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secretText);
    const row = section.getByTestId('webhook-row');
    await expect(row).toContainText(publicUrl);
    await expect(row).toContainText(`${secretText.slice(0, 10)}…`);
    await expect(row).toContainText('Last delivery: none yet');
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toHaveCount(0);
    await page.reload();
    await expect(row).toContainText(publicUrl);
    expect(await page.content()).not.toContain(secretText);

    // Send test: the server's answer (no internet here, so a failure with its reason).
    await row.getByRole('button', { name: 'Send test' }).click();
    const result = row.getByTestId('webhook-test-result');
    await expect(result).toHaveText(/^Test (failed|delivered): .+/, { timeout: 20_000 });
    console.log(`${testInfo.project.name}: ${await result.textContent()}`);
    await expect(row.getByTestId('webhook-last')).toContainText('(test)');
    // The delivery log, opened from the keyboard.
    await row.getByRole('button', { name: 'Delivery log' }).focus();
    await page.keyboard.press('Enter');
    const attempt = row.getByTestId('webhook-attempt');
    await expect(attempt).toHaveCount(1);
    await expect(attempt).toContainText('Test event · attempt 1');

    // The section with a row, a test result and its log: no serious or critical axe violation.
    const axe = await new AxeBuilder({ page })
      .include('#webhooks')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);

    if (testInfo.project.name === 'mobile') {
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    }

    // Delete asks first; Cancel keeps it.
    await row.getByRole('button', { name: `Delete ${publicUrl}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Delete ${publicUrl}` }).click();
    await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(toast(page, 'Endpoint deleted')).toBeVisible();
    await expect(section.getByText('You have no webhook endpoints.')).toBeVisible();

    expect(receiver.hits).toEqual([]);
    expect(problems.filter((p) => !/Failed to load resource.*400/.test(p))).toEqual([]);
  } finally {
    await receiver.close();
  }
});
