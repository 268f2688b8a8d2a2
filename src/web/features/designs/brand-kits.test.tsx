import '../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import {
  createDashboardFakeApi,
  dynamicCode,
  savedCode,
} from '../dashboard/testing/fake-dashboard-api.js';
import { kit, withDesignKits } from './testing/with-design-kits.js';

// Brand kits (issue 40 item 4) in the real app, with the fake API at the fetch boundary: the
// dashboard's Brand kits page, and the generator's kit picker (the default kit fills a new
// code, a chosen kit fills the design, the current design is saved as a new kit).

vi.setConfig({ testTimeout: 60_000 });
const LOAD = { timeout: 20_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NAVY = { fgColor: '#1E3A8A', dotShape: 'rounded', margin: 4 };
const WINE = { fgColor: '#7F1D1D', bgColor: '#FFF7ED', cornerShape: 'circle' };

function open(path: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const dashboard = createDashboardFakeApi({
    signedInAs: 'ann@example.com',
    dynamic: [dynamicCode(3, { name: 'Menu' })],
    saved: [savedCode(4, { name: 'Flyer' })],
  });
  const fake = withDesignKits(dashboard, [kit(1, 'Navy', NAVY, true), kit(2, 'Wine', WINE)]);
  return { fake, ...renderApp(path, fake.api) };
}

function previewSvg(): string {
  const src = screen.getByRole('img', { name: 'QR code preview' }).getAttribute('src') ?? '';
  return decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, '')).toUpperCase();
}

describe('the Brand kits page', () => {
  it('lists the kits with the default, renames, changes the default and deletes after confirming', async () => {
    const { fake, user } = open('/?view=brand-kits');
    const list = await screen.findByRole('list', { name: 'Brand kits' }, LOAD);
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('NavyDefault'),
      expect.stringContaining('Wine'),
    ]);
    expect(screen.getByRole('link', { name: 'Brand kits' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Rename: a taken name gets the server's message under the field.
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Rename' }));
    const field = within(rows()[1]!).getByLabelText('New name for “Wine”');
    await user.clear(field);
    await user.type(field, 'Navy');
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Save name' }));
    expect(
      await within(list).findByText(
        'This workspace already has a brand kit of that name: choose another name.',
      ),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Autumn');
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Save name' }));
    await within(list).findByText('Autumn', {}, LOAD);
    expect(fake.kits.find((k) => k.id === 2)?.name).toBe('Autumn');

    // "Autumn" sorts first now; making it the default takes it from Navy.
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(fake.kits.find((k) => k.isDefault)?.name).toBe('Autumn'));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Default'));
    expect(rows()[1]!.textContent).not.toContain('Default');

    // Delete asks first; Cancel keeps the kit.
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the brand kit “Navy”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.kits).toHaveLength(2);
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete brand kit' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fake.kits.map((k) => k.name)).toEqual(['Autumn']);
  });
});

describe('brand kits in the generator', () => {
  it('fills a new code with the default kit, applies a chosen kit, and saves the design as a kit', async () => {
    const { fake, user } = open('/?create=true');
    expect(
      await screen.findByText(
        'Design of the brand kit “Navy” applied. Changes you make here stay in this code.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/Website URL/), 'https://example.com/kit');
    await waitFor(() => expect(previewSvg()).toContain('#1E3A8A'), LOAD);

    const picker = screen.getByLabelText('Saved designs of this workspace');
    await user.selectOptions(picker, 'Wine');
    await user.click(screen.getByRole('button', { name: 'Apply brand kit' }));
    await waitFor(() => expect(previewSvg()).toContain('#7F1D1D'));
    expect(previewSvg()).not.toContain('#1E3A8A');
    expect(previewSvg()).toContain('#FFF7ED');

    await user.type(screen.getByLabelText('New brand kit name'), 'Wine copy');
    await user.click(screen.getByRole('button', { name: 'Save as brand kit' }));
    expect(await screen.findByText('Brand kit “Wine copy” saved', {}, LOAD)).toBeTruthy();
    const saved = fake.kits.find((k) => k.name === 'Wine copy');
    expect(saved?.design).toMatchObject({
      fgColor: '#7F1D1D',
      bgColor: '#FFF7ED',
      cornerShape: 'circle',
    });
    expect(saved?.isDefault).toBe(false);
  });
});

describe('brand kits in bulk generation', () => {
  it('fills the design of every code with the default kit, and applies another', async () => {
    const { user } = open('/bulk-generation');
    expect(
      await screen.findByText(
        'Design of the brand kit “Navy” applied. Changes you make here stay in this code.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Colors' }));
    const dots = screen.getByRole('radiogroup', { name: 'Dot shape' });
    await waitFor(() =>
      expect(
        within(dots)
          .getByRole('radio', { name: /^Rounded/ })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
    await user.selectOptions(screen.getByLabelText('Saved designs of this workspace'), 'Wine');
    await user.click(screen.getByRole('button', { name: 'Apply brand kit' }));
    await waitFor(() =>
      expect(
        within(dots)
          .getByRole('radio', { name: /^Square/ })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });
});

describe('applying a kit to codes', () => {
  it('restyles only the codes chosen, after asking which', async () => {
    const { fake, user } = open('/?view=brand-kits');
    const list = await screen.findByRole('list', { name: 'Brand kits' }, LOAD);
    const navy = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(navy).getByRole('button', { name: 'Apply to codes…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply “Navy” to codes' });
    const restyle = () => within(dialog).getByRole('button', { name: /^Restyle/ });
    await within(dialog).findByRole('checkbox', { name: 'Menu (dynamic)' }, LOAD);
    expect(restyle()).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Flyer (saved)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Menu (dynamic)' }));
    expect(restyle().textContent).toBe('Restyle 1 code');
    await user.click(restyle());
    expect(await screen.findByText('1 code restyled with “Navy”', {}, LOAD)).toBeTruthy();
    const sent = fake.api.requests.filter((r) => r.url === '/api/designs/1/apply');
    expect(sent.map((r) => r.body)).toEqual([{ codes: [{ kind: 'dynamic', id: 3 }] }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
