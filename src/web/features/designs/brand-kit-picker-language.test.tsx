// The generator's brand kit picker in the page's language (issue 42): the generator shows it on
// public pages too (the landing page, signed in), so it speaks through the site's messages. Here
// on a German page: its heading, list, buttons, the applied note and both save toasts are German;
// the kits' names stay as the workspace wrote them.
import '../../test-utils/jsdom-shims.js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json } from '../../test-utils/fake-api.js';
import { BrandKitPicker } from './brand-kit-picker.js';
import { kit } from './testing/with-design-kits.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const NAVY = kit(1, 'Navy', { fgColor: '#1E3A8A' }, true);

function api(saveFails: () => boolean) {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const method = init?.method ?? 'GET';
    if (path === '/api/designs' && method === 'GET') {
      return Promise.resolve(json(200, { data: [NAVY] }));
    }
    if (path === '/api/designs' && method === 'POST') {
      if (saveFails()) return Promise.resolve(json(500, {}));
      return Promise.resolve(json(201, kit(2, 'Sommer', { fgColor: '#000000' })));
    }
    return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
  };
}

describe('the brand kit picker on a German page', () => {
  it('is German, its toasts too; the kits’ names stay', async () => {
    let fail = false;
    vi.stubGlobal('fetch', vi.fn(api(() => fail)));
    const bundle = await loadSiteBundle('de');
    const applied: string[] = [];
    render(
      <I18nProvider value={{ locale: 'de', bundle }}>
        <Providers client={createQueryClient()}>
          <BrandKitPicker
            currentDesign={() => ({ fgColor: '#000000' })}
            onApply={(_design, chosen) => applied.push(chosen.name)}
            applyDefault
            canSave
          />
        </Providers>
      </I18nProvider>,
    );
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Markenkit' })).toBeTruthy();
    // The default kit fills the new code once, and says so.
    expect(
      await screen.findByText(
        'Design des Markenkits „Navy“ angewendet. Was Sie hier ändern, bleibt in diesem Code.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    expect(applied).toEqual(['Navy']);
    const list = screen.getByRole('combobox', {
      name: 'Gespeicherte Designs dieses Arbeitsbereichs',
    });
    expect(screen.getByRole('option', { name: 'Navy (Standard)' })).toBeTruthy();
    expect((list as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('button', { name: 'Markenkit anwenden' })).toBeTruthy();

    await user.type(screen.getByLabelText('Name des neuen Markenkits'), 'Sommer');
    await user.click(screen.getByRole('button', { name: 'Als Markenkit speichern' }));
    expect(await screen.findByText('Markenkit „Sommer“: gespeichert', {}, LOAD)).toBeTruthy();

    fail = true;
    await user.type(screen.getByLabelText('Name des neuen Markenkits'), 'Winter');
    await user.click(screen.getByRole('button', { name: 'Als Markenkit speichern' }));
    expect(await screen.findByText('Markenkit: nicht gespeichert', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('Bitte versuchen Sie es noch einmal.')).toBeTruthy();
  });
});
