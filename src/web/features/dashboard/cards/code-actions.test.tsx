import '../../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/toast.js';
import { renderApp } from '../../../test-utils/render-app.js';
import { createDashboardFakeApi, dynamicCode, savedCode } from '../testing/fake-dashboard-api.js';

vi.setConfig({ testTimeout: 20_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDashboard(options: Parameters<typeof createDashboardFakeApi>[0] = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = createDashboardFakeApi({ signedInAs: 'ann@example.com', ...options });
  const view = renderApp('/', api);
  await screen.findAllByRole('article', {}, LOAD);
  return { api, ...view };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('inline rename', () => {
  it('confirms with Enter and with the check button', async () => {
    const { api, user } = await openDashboard({
      saved: [savedCode(1, { name: 'Flyer' })],
      dynamic: [dynamicCode(2, { name: 'Menu' })],
    });
    await user.click(within(card('Flyer')).getByRole('button', { name: 'Flyer' }));
    const input = screen.getByRole('textbox', { name: 'QR code name' });
    expect(document.activeElement).toBe(input);
    await user.clear(input);
    await user.type(input, 'Spring flyer{Enter}');
    expect(await screen.findByRole('article', { name: 'Spring flyer' })).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/qrcodes/1',
        body: { name: 'Spring flyer' },
      }),
    ]);

    await user.click(within(card('Menu')).getByRole('button', { name: 'Rename Menu' }));
    const second = screen.getByRole('textbox', { name: 'QR code name' });
    await user.clear(second);
    await user.type(second, '  Lunch menu  ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('article', { name: 'Lunch menu' })).toBeTruthy();
    expect(api.writes().at(-1)).toMatchObject({
      method: 'PATCH',
      url: '/api/dynamic-qrcodes/2',
      body: { name: 'Lunch menu' },
    });
  });

  it('cancels with Escape and with the cross, and ignores empty or unchanged names', async () => {
    const { api, user } = await openDashboard({ saved: [savedCode(1, { name: 'Flyer' })] });
    const rename = () => user.click(within(card('Flyer')).getByRole('button', { name: 'Flyer' }));

    await rename();
    await user.type(screen.getByRole('textbox', { name: 'QR code name' }), ' changed{Escape}');
    expect(screen.queryByRole('textbox', { name: 'QR code name' })).toBeNull();

    await rename();
    await user.type(screen.getByRole('textbox', { name: 'QR code name' }), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel rename' }));

    await rename();
    await user.clear(screen.getByRole('textbox', { name: 'QR code name' }));
    await user.keyboard('{Enter}');

    await rename();
    await user.keyboard('{Enter}');

    expect(card('Flyer')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('shows "Untitled" for an empty stored name', async () => {
    await openDashboard({ saved: [savedCode(1, { name: '' })] });
    expect(within(card('Untitled')).getByRole('button', { name: 'Untitled' })).toBeTruthy();
  });
});

describe('edit destination', () => {
  it('validates with the spec messages, then saves and closes', async () => {
    const { api, user } = await openDashboard({ dynamic: [dynamicCode(3, { name: 'Menu' })] });
    await user.click(within(card('Menu')).getByRole('button', { name: 'Edit: Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
    const field = within(dialog).getByLabelText('Destination URL');
    expect((field as HTMLInputElement).value).toBe('https://example.com/dynamic-3');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('URL is required')).toBeTruthy();

    await user.type(field, 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a valid URL')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.clear(field);
    await user.type(field, 'https://example.com/new-menu');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dynamic QR Code saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/dynamic-qrcodes/3',
        body: { destination: 'https://example.com/new-menu' },
      }),
    ]);
    expect(await screen.findByText('Goes to https://example.com/new-menu')).toBeTruthy();
  });

  it('Cancel closes without a request', async () => {
    const { api, user } = await openDashboard({ dynamic: [dynamicCode(3, { name: 'Menu' })] });
    await user.click(within(card('Menu')).getByRole('button', { name: 'Edit: Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit destination' });
    await user.type(within(dialog).getByLabelText('Destination URL'), '/other');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);
  });
});

describe('edit content', () => {
  it('edits the full content of a text code with the generator’s messages', async () => {
    const { api, user } = await openDashboard({
      dynamic: [
        dynamicCode(6, { name: 'Note', qrType: 'text', content: { textContent: 'Hello' } }),
      ],
    });
    await user.click(within(card('Note')).getByRole('button', { name: 'Edit: Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit content' });
    const field = within(dialog).getByLabelText(/Text Content/);
    expect((field as HTMLTextAreaElement).value).toBe('Hello');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Text content is required')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    await user.type(field, 'Opening hours changed');
    // The live preview of the hosted page follows the form once typing pauses.
    await waitFor(() =>
      expect(
        within(dialog).getByTitle('Preview of the hosted page').getAttribute('srcdoc'),
      ).toContain('Opening hours changed'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dynamic QR Code saved')).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/dynamic-qrcodes/6',
        body: { qrType: 'text', qrData: { textContent: 'Opening hours changed' } },
      }),
    ]);
  });

  it('asks for confirmation before changing the type', async () => {
    const { api, user } = await openDashboard({
      dynamic: [
        dynamicCode(7, { name: 'Note', qrType: 'text', content: { textContent: 'Hello' } }),
      ],
    });
    await user.click(within(card('Note')).getByRole('button', { name: 'Edit: Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit content' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'url');
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Change this code from Text to Website URL?')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change type and save' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        expect.objectContaining({
          method: 'PUT',
          body: {
            qrType: 'url',
            qrData: { url: 'https://example.com/x' },
            confirmTypeChange: true,
          },
        }),
      ]),
    );
  });
});

describe('pause, resume and delete', () => {
  it('pauses a code into the paused list and resumes it from there', async () => {
    const { api, user } = await openDashboard({
      dynamic: [dynamicCode(4, { name: 'Menu' }), dynamicCode(5, { name: 'Poster' })],
    });
    await user.click(within(card('Menu')).getByRole('button', { name: 'Pause: Menu' }));
    expect(await screen.findByText('QR Code paused')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Menu' })).toBeNull());
    expect(screen.getByLabelText('1 code')).toBeTruthy();

    await user.click(screen.getAllByRole('link', { name: 'Paused Codes' })[0]!);
    const paused = await screen.findByRole('article', { name: 'Menu' });
    expect(within(paused).getByText('Paused')).toBeTruthy();
    await user.click(within(paused).getByRole('button', { name: 'Resume: Menu' }));
    expect(await screen.findByText('QR Code resumed')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No paused codes' })).toBeTruthy();
    expect(api.writes().map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/dynamic-qrcodes/4/pause',
      'POST /api/dynamic-qrcodes/4/resume',
    ]);
  });

  it('confirms pausing the last active code, which leaves the list empty', async () => {
    const { user } = await openDashboard({ dynamic: [dynamicCode(4, { name: 'Menu' })] });
    await user.click(within(card('Menu')).getByRole('button', { name: 'Pause: Menu' }));
    expect(await screen.findByText('QR Code paused')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No QR codes yet' })).toBeTruthy();
  });

  it('reports a failed pause and keeps the code where it was', async () => {
    const { api, user } = await openDashboard({ dynamic: [dynamicCode(4, { name: 'Menu' })] });
    api.failNext('POST', '/api/dynamic-qrcodes/4/pause', 500);
    await user.click(within(card('Menu')).getByRole('button', { name: 'Pause: Menu' }));
    expect(await screen.findByText('Pause failed')).toBeTruthy();
    expect(card('Menu')).toBeTruthy();
  });

  it('deletes after confirmation; Cancel keeps the code', async () => {
    const { api, user } = await openDashboard({
      saved: [savedCode(1, { name: 'Flyer' })],
      dynamic: [dynamicCode(6, { name: 'Menu' })],
    });
    await user.click(within(card('Menu')).getByRole('button', { name: 'Delete: Menu' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete "Menu"?' });
    expect(within(dialog).getByText(/stop redirecting/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);

    await user.click(within(card('Flyer')).getByRole('button', { name: 'Delete: Flyer' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete "Flyer"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('QR Code deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Flyer' })).toBeNull());
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/api/qrcodes/1' }),
    ]);
  });

  it('closes the delete dialog on failure too, and says the code was not deleted', async () => {
    const { api, user } = await openDashboard({ dynamic: [dynamicCode(6, { name: 'Menu' })] });
    api.failNext('DELETE', '/api/dynamic-qrcodes/6', 500);
    await user.click(within(card('Menu')).getByRole('button', { name: 'Delete: Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Menu"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card('Menu')).toBeTruthy();
  });
});

describe('preview and analytics dialogs', () => {
  it('shows the code large with PNG and SVG downloads', async () => {
    const { user } = await openDashboard({ dynamic: [dynamicCode(9, { name: 'Menu' })] });
    await user.click(within(card('Menu')).getByRole('button', { name: 'Download: Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const image = within(dialog).getByRole('img', { name: 'QR code for Menu' });
    expect(image.getAttribute('width')).toBe('320');
    expect(within(dialog).getByText('http://localhost:3000/d/code0009')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download PNG' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download SVG' })).toBeTruthy();
  });

  it('saves the SVG named after the QR type', async () => {
    const saved: { name: string; type: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', type: (blob as Blob).type });
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    const { user } = await openDashboard({ saved: [savedCode(1, { name: 'Flyer' })] });
    await user.click(within(card('Flyer')).getByRole('button', { name: 'Download: Flyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flyer' });
    await user.click(within(dialog).getByRole('button', { name: 'Download SVG' }));
    expect(await screen.findByText('QR Code Downloaded')).toBeTruthy();
    expect(saved).toEqual([{ name: 'url-qr-code.svg', type: 'image/svg+xml' }]);
  });

  it('opens the per-code analytics dialog', async () => {
    const { api, user } = await openDashboard({ dynamic: [dynamicCode(9, { name: 'Menu' })] });
    await user.click(within(card('Menu')).getByRole('button', { name: 'Analytics: Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Analytics: Menu' })).toBeTruthy();
    // The analytics feature's dialog content loads on demand and asks for this code's scans.
    await waitFor(
      () =>
        expect(
          api.requests.some((r) => r.url.startsWith('/api/dynamic-qrcodes/9/analytics?')),
        ).toBe(true),
      LOAD,
    );
  });
});
