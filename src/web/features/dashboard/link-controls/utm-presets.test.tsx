import '../../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_CONTROL_MESSAGES } from '../../../../contracts/link-controls.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { renderApp } from '../../../test-utils/render-app.js';
import { createDashboardFakeApi, dynamicCode } from '../testing/fake-dashboard-api.js';

// UTM presets in the edit dialog's UTM builder, on the real dashboard with the fake API at the
// fetch boundary (validating with the real contract).

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openBuilder() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({
    signedInAs: 'ann@example.com',
    dynamic: [
      dynamicCode(3, { name: 'Menu', destination: 'https://example.com/menu?lang=en#top' }),
    ],
  });
  api.presets.push({ id: 90, name: 'Autumn poster', params: { utm_source: 'poster' } });
  const view = renderApp('/', api);
  const card = await screen.findByRole('article', { name: 'Menu' }, LOAD);
  await view.user.click(within(card).getByRole('button', { name: 'Edit: Menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
  const builder = await within(dialog).findByRole('region', { name: 'UTM builder' }, LOAD);
  return { api, builder, ...view };
}

const finalUrl = (builder: HTMLElement) =>
  within(builder).getByTestId('utm-final-url').querySelector('span')?.textContent;

describe('UTM presets', () => {
  it('saves the builder’s values as a named preset, applies and deletes presets', async () => {
    const { api, builder, user } = await openBuilder();
    const choose = within(builder).getByLabelText('Saved presets');
    await waitFor(() => expect(within(choose).getByRole('option', { name: 'Autumn poster' })));

    await user.type(within(builder).getByLabelText('Campaign (utm_campaign)'), 'spring');
    expect(finalUrl(builder)).toBe(
      'https://example.com/menu?lang=en&utm_source=qr&utm_medium=print&utm_campaign=spring#top',
    );

    // A name is needed; the contract's message shows under the field.
    await user.click(within(builder).getByRole('button', { name: 'Save as preset' }));
    expect(
      await within(builder).findByText(LINK_CONTROL_MESSAGES.presetName, {}, LOAD),
    ).toBeTruthy();
    await user.type(within(builder).getByLabelText('Preset name'), 'Spring flyer');
    await user.click(within(builder).getByRole('button', { name: 'Save as preset' }));
    expect(await screen.findByText('UTM preset “Spring flyer” saved', {}, LOAD)).toBeTruthy();
    expect(api.presets.find((p) => p.name === 'Spring flyer')?.params).toEqual({
      utm_source: 'qr',
      utm_medium: 'print',
      utm_campaign: 'spring',
    });
    // The new preset is listed and chosen.
    await waitFor(() =>
      expect(
        (within(choose).getByRole('option', { name: 'Spring flyer' }) as HTMLOptionElement)
          .selected,
      ).toBe(true),
    );

    // The same name again is refused by the API, shown under the name.
    await user.type(within(builder).getByLabelText('Preset name'), 'Spring flyer');
    await user.click(within(builder).getByRole('button', { name: 'Save as preset' }));
    expect(
      await within(builder).findByText(LINK_CONTROL_MESSAGES.presetNameTaken, {}, LOAD),
    ).toBeTruthy();

    // Applying a preset replaces all five values (unset ones become empty).
    await user.selectOptions(choose, 'Autumn poster');
    await user.click(within(builder).getByRole('button', { name: 'Apply preset' }));
    expect(finalUrl(builder)).toBe('https://example.com/menu?lang=en&utm_source=poster#top');
    expect((within(builder).getByLabelText('Medium (utm_medium)') as HTMLInputElement).value).toBe(
      '',
    );

    await user.click(within(builder).getByRole('button', { name: 'Delete preset' }));
    expect(await screen.findByText('UTM preset “Autumn poster” deleted', {}, LOAD)).toBeTruthy();
    await waitFor(() =>
      expect(within(choose).queryByRole('option', { name: 'Autumn poster' })).toBeNull(),
    );
    expect(api.presets.map((p) => p.name)).toEqual(['Spring flyer']);
    expect(
      api
        .writes()
        .filter((r) => r.url.startsWith('/api/utm-presets'))
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([
      'POST /api/utm-presets',
      'POST /api/utm-presets',
      'POST /api/utm-presets',
      'DELETE /api/utm-presets/90',
    ]);
  });
});
