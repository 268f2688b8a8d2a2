import '../../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_CONTROL_MESSAGES } from '../../../../contracts/link-controls.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { renderApp } from '../../../test-utils/render-app.js';
import {
  createDashboardFakeApi,
  dynamicCode,
  linkControlsView,
} from '../testing/fake-dashboard-api.js';

// The split (A/B test) editor in the edit dialog, on the real dashboard with the fake API at
// the fetch boundary (which validates with the real contract).

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openSplit(view = linkControlsView()) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({
    signedInAs: 'ann@example.com',
    dynamic: [dynamicCode(3, { name: 'Menu' })],
  });
  api.controls.set(3, view);
  const app = renderApp('/', api);
  const card = await screen.findByRole('article', { name: 'Menu' }, LOAD);
  await app.user.click(within(card).getByRole('button', { name: 'Edit: Menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
  const form = await within(dialog).findByRole('form', { name: 'Split (A/B test)' }, LOAD);
  return { api, dialog, form, ...app };
}

const saves = (api: ReturnType<typeof createDashboardFakeApi>) =>
  api
    .writes()
    .filter((r) => r.method === 'PUT' && r.url === '/api/dynamic-qrcodes/3/controls')
    .map((r) => r.body);

describe('split editor', () => {
  it('sets up a 60/40 split, refusing weights that do not add up to 100', async () => {
    const { api, form, user } = await openSplit();
    expect(within(form).getByText(/No split/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Set up a split' }));
    expect(within(form).getByText('Total: 100% of 100%')).toBeTruthy();
    // The keyboard goes on to the first address.
    expect(document.activeElement).toBe(within(form).getByLabelText('Destination A'));
    // At least two destinations: neither can be removed yet.
    expect(
      (within(form).getByRole('button', { name: 'Remove destination A' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.type(within(form).getByLabelText('Destination A'), 'https://a.example.com/');
    await user.type(within(form).getByLabelText('Destination B'), 'https://b.example.com/');
    const weightA = within(form).getByLabelText('Weight of A (%)');
    await user.clear(weightA);
    await user.type(weightA, '60');
    expect(within(form).getByText('Total: 110% of 100%')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save split' }));
    expect(within(form).getByRole('alert').textContent).toBe(LINK_CONTROL_MESSAGES.splitTotal);
    expect(saves(api)).toEqual([]);

    const weightB = within(form).getByLabelText('Weight of B (%)');
    await user.clear(weightB);
    await user.type(weightB, '40');
    await user.click(within(form).getByRole('button', { name: 'Save split' }));
    expect(await screen.findByText('Split saved', {}, LOAD)).toBeTruthy();
    expect(saves(api)).toEqual([
      {
        split: [
          { destination: 'https://a.example.com/', weight: 60 },
          { destination: 'https://b.example.com/', weight: 40 },
        ],
      },
    ]);
  });

  it('marks a third destination without a weight, and lets a rule send scanners to the split', async () => {
    const split = [
      { destination: 'https://a.example.com/', weight: 50 },
      { destination: 'https://b.example.com/', weight: 50 },
    ];
    const { api, dialog, form, user } = await openSplit(linkControlsView({ split }));
    await user.click(within(form).getByRole('button', { name: 'Add destination' }));
    expect(document.activeElement).toBe(within(form).getByLabelText('Destination C'));
    await user.type(within(form).getByLabelText('Destination C'), 'https://c.example.com/');
    await user.click(within(form).getByRole('button', { name: 'Save split' }));
    const weightC = within(form).getByLabelText('Weight of C (%)');
    expect(weightC.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(LINK_CONTROL_MESSAGES.splitWeight)).toBeTruthy();
    expect(saves(api)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Remove destination C' }));
    // The focus stays in the list, on the row before the removed one.
    expect(document.activeElement).toBe(within(form).getByLabelText('Destination B'));

    // The rules editor offers the split as a rule's target once the code has one.
    const rules = within(dialog).getByRole('form', { name: 'Smart rules' });
    await user.click(within(rules).getByRole('button', { name: 'Add rule' }));
    const rule = within(rules).getByRole('group', { name: 'Rule 1' });
    await user.click(within(rule).getByRole('radio', { name: 'The split (A/B test)' }));
    expect(within(rule).queryByLabelText('Destination URL of rule 1')).toBeNull();
    await user.type(within(rule).getByLabelText(/^Countries/), 'DE');
    await user.click(within(rules).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Smart rules saved', {}, LOAD)).toBeTruthy();
    expect(saves(api)).toEqual([{ rules: [{ split: true, countries: ['DE'] }] }]);
    // While a rule uses it, the split cannot be removed.
    await waitFor(() =>
      expect(
        (within(form).getByRole('button', { name: 'Remove split' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });
});
