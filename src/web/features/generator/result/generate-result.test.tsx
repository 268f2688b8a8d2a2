import '../../../test-utils/jsdom-shims.js';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/toast.js';
import { renderApp } from '../../../test-utils/render-app.js';
import { SESSION_ID_KEY } from '../api/session-id.js';
import { createGeneratorFakeApi } from '../testing/fake-generator-api.js';

interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Records what the page hands to the browser as downloads. jsdom has no object URLs and does
 * not save files: these shims stand in for the browser, not for our code.
 */
function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${next++}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

// Whole-page interaction tests on a shared 2-core machine: give them room.
vi.setConfig({ testTimeout: 20_000 });

/** The card is a lazy chunk: its first import in a test run takes a while to transform. */
const CARD_LOAD = { timeout: 15_000 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function generateUrlCode(signedInAs?: string) {
  const api = createGeneratorFakeApi({ signedInAs });
  const view = renderApp(signedInAs ? '/?create=true' : '/', api);
  await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
  await view.user.type(screen.getByLabelText(/Website URL/), 'https://example.com/shop');
  await view.user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
  await screen.findByRole('img', { name: 'Generated QR code' });
  act(() => dismissToast());
  return { api, ...view };
}

describe('downloads', () => {
  it('saves the server SVG named after the type, records it and then prompts a sign-up', async () => {
    const saved = captureDownloads();
    const { api, user } = await generateUrlCode();
    const generated = api.requests.find((r) => r.url === '/api/generate-qrcode');
    expect(generated).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(await screen.findByText('QR Code Downloaded')).toBeTruthy();
    expect(saved.map((f) => f.name)).toEqual(['url-qr-code.svg']);
    expect(saved[0]!.blob.type).toBe('image/svg+xml');
    expect(await saved[0]!.blob.text()).toMatch(/^<svg [^>]*viewBox=/);

    await waitFor(() =>
      expect(api.requests.some((r) => r.url === '/api/track-download')).toBe(true),
    );
    expect(api.requests.find((r) => r.url === '/api/track-download')?.body).toEqual({
      qrType: 'url',
      downloadType: 'svg',
      sessionId: localStorage.getItem(SESSION_ID_KEY),
      qrContent: 'https://example.com/shop',
    });

    // The sign-up dialog comes a second later, not at once.
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 2000 });
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(within(dialog).getByText('Unlimited static codes')).toBeTruthy();
  });

  it('saves the SVG as wide as the chosen PNG size, its viewBox unchanged (issue 37)', async () => {
    const saved = captureDownloads();
    const { user } = await generateUrlCode();
    await user.selectOptions(screen.getByRole('combobox', { name: 'PNG size' }), '512');
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await screen.findByText('QR Code Downloaded');
    const svg = (await saved[0]?.blob.text()) ?? '';
    const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    // An unframed code is square: 512 x 512 px, drawn in its module units as before.
    expect(root).toContain(' width="512px"');
    expect(root).toContain(' height="512px"');
    const [x, y, w, h] = (/viewBox="([^"]+)"/.exec(root)?.[1] ?? '').split(' ').map(Number);
    expect([x, y, w]).toEqual([0, 0, h]);
    expect(w).toBeLessThan(100);
    expect(svg.match(/<svg\b/g)).toHaveLength(1);
  });

  it('saves a PNG (the server PNG where the browser cannot draw)', async () => {
    const saved = captureDownloads();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await generateUrlCode();
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    // The decoders' module loads with the first PNG download.
    expect(await screen.findByText('QR Code Downloaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(saved.map((f) => f.name)).toEqual(['url-qr-code.png']);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('asks the server for a PDF at the chosen width and page, with print guidance', async () => {
    const saved = captureDownloads();
    const { api, user } = await generateUrlCode();
    const width = await screen.findByLabelText('PDF width (mm)');
    expect((width as HTMLInputElement).value).toBe('50');
    expect(screen.getByText(/Print it at least \d+ mm wide on a 300 dpi printer\./)).toBeTruthy();
    await user.clear(width);
    await user.type(width, '80');
    await user.selectOptions(screen.getByLabelText('Page'), 'fit');
    expect(screen.getByText(/At 80 mm it scans from up to 0\.8 m away\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('QR Code Downloaded')).toBeTruthy();
    expect(saved.map((f) => f.name)).toEqual(['url-qr-code.pdf']);
    const pdfRequest = api.requests.find((r) => r.url === '/api/generate-qrcode/pdf');
    const generateRequest = api.requests.find((r) => r.url === '/api/generate-qrcode');
    expect(pdfRequest?.body).toEqual({
      ...(generateRequest?.body as object),
      widthMm: 80,
      page: 'fit',
    });
  });

  it('refuses a PDF width outside 20-500 mm', async () => {
    captureDownloads();
    const { user } = await generateUrlCode();
    const width = await screen.findByLabelText('PDF width (mm)');
    await user.clear(width);
    await user.type(width, '10');
    expect(screen.getByText('Enter a width from 20 to 500 mm.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('reports a failed download', async () => {
    captureDownloads();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, user } = await generateUrlCode();
    const original = api.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/generate-qrcode/pdf'
        ? Promise.resolve(new Response('boom', { status: 500 }))
        : original(input, init),
    );
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('There was a problem downloading your QR code.')).toBeTruthy();
    expect(document.querySelector('[data-variant]')).toBeNull();
  });
});

describe('signed in', () => {
  it('saves the code with its design under the type label', async () => {
    const { api, user } = await generateUrlCode('ann@example.com');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect((screen.getByLabelText('Code name') as HTMLInputElement).value).toBe('Website');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('QR Code saved')).toBeTruthy();
    const generated = api.requests.find((r) => r.url === '/api/generate-qrcode');
    expect(api.requests.find((r) => r.url === '/api/qrcodes' && r.method === 'POST')?.body).toEqual(
      {
        ...(generated?.body as object),
        name: 'Website',
        qrMode: 'static',
      },
    );
  });

  it('reports a failed save', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, user } = await generateUrlCode('ann@example.com');
    const original = api.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/qrcodes'
        ? Promise.resolve(new Response('', { status: 503 }))
        : original(input, init),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was a problem saving your QR code.')).toBeTruthy();
  });

  it('says QR Code generated without the sign-in hint, and no sign-up dialog after a download', async () => {
    const saved = captureDownloads();
    const api = createGeneratorFakeApi({ signedInAs: 'ann@example.com' });
    const { user } = renderApp('/?create=true', api);
    await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
    await user.type(screen.getByLabelText(/Website URL/), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('QR Code generated')).toBeTruthy();
    expect(screen.queryByText('Log in to save it.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await screen.findByText('QR Code Downloaded');
    expect(saved).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('scan tracking is the dynamic mode: one state, two controls, only where it works', async () => {
    const api = createGeneratorFakeApi({ signedInAs: 'ann@example.com' });
    const { user } = renderApp('/?create=true', api);
    await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
    expect(screen.getByRole('heading', { name: 'My QR Codes' })).toBeTruthy();
    const modes = screen.getByRole('radiogroup', { name: 'QR code mode' });
    const radio = (name: string) => within(modes).getByRole('radio', { name });
    expect(radio('Static').getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('switch', { name: 'Scan tracking: OFF' }));
    expect(screen.getByRole('switch', { name: 'Scan tracking: ON' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(radio('Dynamic').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/Generate creates a short link to your content/)).toBeTruthy();

    radio('Dynamic').focus();
    await user.keyboard('{ArrowLeft}');
    expect(radio('Static').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('Static'));
    expect(screen.getByRole('switch', { name: 'Scan tracking: OFF' })).toBeTruthy();

    // Every type can be a dynamic code (issue 25): plain text keeps both controls.
    await user.selectOptions(screen.getByLabelText('Destination'), 'text');
    expect(screen.getByRole('switch', { name: /Scan tracking/ })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'QR code mode' })).toBeTruthy();
  });

  it('in Dynamic mode, creates a dynamic code whose destination is the entered URL', async () => {
    const api = createGeneratorFakeApi({ signedInAs: 'ann@example.com' });
    const { user } = renderApp('/?create=true', api);
    const posted: unknown[] = [];
    const original = api.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/dynamic-qrcodes') return original(input, init);
      posted.push(JSON.parse(String(init?.body)));
      const answer = { id: 7, shortCode: 'Ab3dEf9h', shortUrl: 'http://localhost/d/Ab3dEf9h' };
      return Promise.resolve(Response.json({ ...answer, qrCode: '<svg/>' }, { status: 201 }));
    });
    await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
    const modes = screen.getByRole('radiogroup', { name: 'QR code mode' });
    await user.click(within(modes).getByRole('radio', { name: 'Dynamic' }));
    await user.type(screen.getByLabelText(/Website URL/), 'example.com/menu');
    await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    expect(await screen.findByText('Dynamic QR Code generated', { exact: true })).toBeTruthy();
    expect(screen.getByText('http://localhost/d/Ab3dEf9h')).toBeTruthy();
    expect(posted).toEqual([
      expect.objectContaining({ qrType: 'url', destination: 'https://example.com/menu' }),
    ]);
    expect(api.requests.some((r) => r.url === '/api/generate-qrcode')).toBe(false);
  });

  it('allows the second colour and sends it as gradientColor', async () => {
    const api = createGeneratorFakeApi({ signedInAs: 'ann@example.com' });
    const { user } = renderApp('/?create=true', api);
    await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
    await user.type(screen.getByLabelText(/Website URL/), 'https://example.com');
    await user.click(screen.getByRole('tab', { name: 'Colors' }));
    await user.click(screen.getByRole('radio', { name: 'Two colours' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Second colour #BD0212' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    await screen.findByRole('img', { name: 'Generated QR code' });
    expect(api.requests.find((r) => r.url === '/api/generate-qrcode')?.body).toMatchObject({
      gradientColor: '#BD0212',
    });
  });

  it('uploads a preset logo, previews it and sends its id', async () => {
    const api = createGeneratorFakeApi({ signedInAs: 'ann@example.com' });
    const { user } = renderApp('/?create=true', api);
    await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
    await user.type(screen.getByLabelText(/Website URL/), 'https://example.com');
    await user.click(screen.getByRole('tab', { name: 'Logo' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Instagram' }));
    expect(await screen.findByRole('img', { name: 'Selected logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instagram' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(api.requests.find((r) => r.url === '/api/upload-logo')?.body).toEqual({
      logoFile: { name: 'instagram.svg', type: 'image/svg+xml', size: expect.any(Number) },
    });
    // The preview embeds the logo, encoded at error correction H.
    await waitFor(() => expect(screen.getByText(/Version \d+ · error correction H/)).toBeTruthy());
    const preview = screen.getByRole('img', { name: 'QR code preview' }).getAttribute('src') ?? '';
    expect(decodeURIComponent(preview)).toContain('href="data:image/svg+xml;base64,');

    await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    await screen.findByRole('img', { name: 'Generated QR code' });
    expect(api.requests.find((r) => r.url === '/api/generate-qrcode')?.body).toMatchObject({
      logoId: 'logo-id-1',
    });
    await waitFor(() =>
      expect(api.requests.find((r) => r.url === '/api/track-generation')?.body).toMatchObject({
        hasLogo: true,
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Logo' }));
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Selected logo' })).toBeNull();
  });

  it('refuses a logo that is not an image before uploading', async () => {
    const api = createGeneratorFakeApi({ signedInAs: 'ann@example.com' });
    renderApp('/?create=true', api);
    // A user who picks "All files" in the dialog: the accept attribute is only a hint.
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
    await user.click(screen.getByRole('tab', { name: 'Logo' }));
    const input = screen.getByLabelText('Upload a logo');
    const html = new File(['<html></html>'], 'logo.png', { type: 'text/html' });
    await user.upload(input, html);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Please select an image file/);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toBe('The logo must be at most 2 MB.');
    expect(api.requests.some((r) => r.url === '/api/upload-logo')).toBe(false);
  });
});
