import '../../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_CONTROL_MESSAGES, type LinkRule } from '../../../../contracts/link-controls.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { renderApp } from '../../../test-utils/render-app.js';
import {
  createDashboardFakeApi,
  dynamicCode,
  linkControlsView,
} from '../testing/fake-dashboard-api.js';

// The smart rules editor in the edit dialog, on the real dashboard with the fake API at the
// fetch boundary (which validates with the real contract).

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openRules(rules: LinkRule[] = []) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({
    signedInAs: 'ann@example.com',
    dynamic: [dynamicCode(3, { name: 'Menu' })],
  });
  if (rules.length > 0) {
    api.controls.set(3, {
      startsAt: null,
      expiresAt: null,
      maxScans: null,
      fallbackUrl: null,
      rules,
      split: [],
      hasPassword: false,
      cappedScans: 0,
      passwordRejections: 0,
      lastPasswordRejectionAt: null,
      passwordAllowed: false,
    });
  }
  const view = renderApp('/', api);
  const card = await screen.findByRole('article', { name: 'Menu' }, LOAD);
  await view.user.click(within(card).getByRole('button', { name: 'Edit: Menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
  const form = await within(dialog).findByRole('form', { name: 'Smart rules' }, LOAD);
  return { api, form, ...view };
}

const ruleSaves = (api: ReturnType<typeof createDashboardFakeApi>) =>
  api
    .writes()
    .filter((r) => r.method === 'PUT' && r.url === '/api/dynamic-qrcodes/3/controls')
    .map((r) => r.body);

const rule = (form: HTMLElement, n: number) =>
  within(form).getByRole('group', { name: `Rule ${n}` });

describe('smart rules editor', () => {
  it('adds a rule, shows the contract’s messages, then saves the rule', async () => {
    const { api, form, user } = await openRules();
    expect(within(form).getByText('No rules yet.')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    const first = rule(form, 1);
    // The new rule takes the focus, and the change is announced.
    expect(document.activeElement?.textContent).toBe('Rule 1');
    expect(within(form).getByRole('status').textContent).toBe('Rule 1 added.');

    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(within(first).getByText('URL is required')).toBeTruthy();
    // The contract checks the conditions once the destination is valid.
    await user.type(
      within(first).getByLabelText('Destination URL of rule 1'),
      'https://example.de/',
    );
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(within(first).getByText(LINK_CONTROL_MESSAGES.emptyRule)).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(ruleSaves(api)).toEqual([]);

    await user.type(within(first).getByLabelText(/^Countries/), 'DE, Austria');
    await user.click(within(first).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    const countries = within(first).getByLabelText(/^Countries/);
    expect(countries.getAttribute('aria-invalid')).toBe('true');
    expect(within(first).getByText(LINK_CONTROL_MESSAGES.country)).toBeTruthy();
    const zone = within(first).getByLabelText('Time zone');
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(within(first).getByText(LINK_CONTROL_MESSAGES.timeNeedsZone)).toBeTruthy();
    expect(ruleSaves(api)).toEqual([]);

    await user.clear(countries);
    await user.type(countries, 'de at');
    await user.selectOptions(zone, 'Europe/Berlin');
    await user.click(within(first).getByRole('checkbox', { name: 'Android' }));
    await user.type(within(first).getByLabelText(/^Languages/), 'de');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Smart rules saved', {}, LOAD)).toBeTruthy();
    expect(ruleSaves(api)).toEqual([
      {
        rules: [
          {
            destination: 'https://example.de/',
            os: ['android'],
            countries: ['de', 'at'],
            languages: ['de'],
            days: [6],
            timeZone: 'Europe/Berlin',
          },
        ],
      },
    ]);
    // The API stored what the contract made of it (country codes upper-cased).
    expect(api.controls.get(3)?.rules[0]!.countries).toEqual(['DE', 'AT']);
  });

  it('reorders and removes rules from the keyboard, keeping the focus on the moved rule', async () => {
    const { api, form, user } = await openRules([
      { destination: 'https://example.com/ios', os: ['ios'] },
      { destination: 'https://example.com/de', languages: ['de'] },
      { destination: 'https://example.com/fr', countries: ['FR'] },
    ]);
    const destinations = () =>
      within(form)
        .getAllByLabelText(/^Destination URL of rule/)
        .map((input) => (input as HTMLInputElement).value);
    expect(destinations()).toEqual([
      'https://example.com/ios',
      'https://example.com/de',
      'https://example.com/fr',
    ]);
    expect(
      (within(rule(form, 1)).getByRole('button', { name: 'Move up rule 1' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    within(rule(form, 1)).getByRole('button', { name: 'Move down rule 1' }).focus();
    await user.keyboard('{Enter}');
    expect(destinations()).toEqual([
      'https://example.com/de',
      'https://example.com/ios',
      'https://example.com/fr',
    ]);
    expect(document.activeElement).toBe(
      within(rule(form, 2)).getByRole('button', { name: 'Move down rule 2' }),
    );
    expect(within(form).getByRole('status').textContent).toBe('Rule moved to position 2 of 3.');

    // At the bottom its Move down is disabled, so the focus goes to the rule's legend.
    await user.keyboard(' ');
    expect(destinations()).toEqual([
      'https://example.com/de',
      'https://example.com/fr',
      'https://example.com/ios',
    ]);
    expect(document.activeElement?.textContent).toBe('Rule 3');

    within(rule(form, 1)).getByRole('button', { name: 'Remove rule 1' }).focus();
    await user.keyboard('{Enter}');
    expect(destinations()).toEqual(['https://example.com/fr', 'https://example.com/ios']);
    expect(document.activeElement?.textContent).toBe('Rule 1');

    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Smart rules saved', {}, LOAD)).toBeTruthy();
    expect(ruleSaves(api)).toEqual([
      {
        rules: [
          { destination: 'https://example.com/fr', countries: ['FR'] },
          { destination: 'https://example.com/ios', os: ['ios'] },
        ],
      },
    ]);

    // Removing the last rules leaves the Add button focused and saves an empty list.
    within(rule(form, 2)).getByRole('button', { name: 'Remove rule 2' }).focus();
    await user.keyboard('{Enter}');
    within(rule(form, 1)).getByRole('button', { name: 'Remove rule 1' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Add rule' }));
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(ruleSaves(api)).toHaveLength(2));
    expect(ruleSaves(api)[1]).toEqual({ rules: [] });
  });

  it('shows the server’s message under the field it names', async () => {
    const { api, form, user } = await openRules([
      { destination: 'https://example.com/ios', os: ['ios'] },
    ]);
    api.failNext('PUT', '/api/dynamic-qrcodes/3/controls', 400, {
      message: 'That destination is not allowed',
      code: 'VALIDATION_FAILED',
      fields: { 'rules.0.destination': 'That destination is not allowed' },
    });
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Smart rules not saved', {}, LOAD)).toBeTruthy();
    const field = within(rule(form, 1)).getByLabelText('Destination URL of rule 1');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(rule(form, 1)).getAllByText('That destination is not allowed').length,
    ).toBeGreaterThan(0);
  });
});

describe('password protection label (issue 37)', () => {
  it.each([false, true])(
    'names the trial beside Premium (password allowed: %s)',
    async (passwordAllowed) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const api = createDashboardFakeApi({
        signedInAs: 'ann@example.com',
        dynamic: [dynamicCode(3, { name: 'Menu' })],
      });
      api.controls.set(3, linkControlsView({ passwordAllowed }));
      const view = renderApp('/', api);
      const card = await screen.findByRole('article', { name: 'Menu' }, LOAD);
      await view.user.click(within(card).getByRole('button', { name: 'Edit: Menu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
      const heading = await within(dialog).findByRole(
        'heading',
        { name: 'Password protection (Premium or trial)' },
        LOAD,
      );
      expect(heading).toBeTruthy();
      expect(within(dialog).queryByText(/\(Premium\)/)).toBeNull();
      if (passwordAllowed) expect(within(dialog).getByLabelText('Password')).toBeTruthy();
      else {
        expect(
          within(dialog).getByText(
            'Protecting a code with a password comes with the free trial and with Premium.',
          ),
        ).toBeTruthy();
      }
    },
  );
});

describe('password protection for a free user (issue 37 item 3)', () => {
  it('offers the free trial in one click, then the password field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createDashboardFakeApi({
      signedInAs: 'ann@example.com',
      dynamic: [dynamicCode(3, { name: 'Menu' })],
    });
    const view = renderApp('/', api);
    const card = await screen.findByRole('article', { name: 'Menu' }, LOAD);
    await view.user.click(within(card).getByRole('button', { name: 'Edit: Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
    const offer = await within(dialog).findByRole(
      'region',
      { name: 'Start your free trial' },
      LOAD,
    );
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await view.user.click(within(offer).getByRole('button', { name: 'Start free trial' }));
    expect(await within(dialog).findByLabelText('Password', {}, LOAD)).toBeTruthy();
    expect(
      api
        .writes()
        .filter((r) => r.url === '/api/activate-trial')
        .map((r) => r.method),
    ).toEqual(['POST']);
  });
});
