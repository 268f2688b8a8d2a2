// Issue 23 in the generator: the Advanced section (error correction, margin), the logo size
// slider, the PNG size by the downloads, the scan grade beside the preview and the result, the
// light-on-dark note with its one-click fix, and the question before downloading a code that
// may not scan.
import '../../test-utils/jsdom-shims.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESIGN_MESSAGES } from '../../../contracts/design.js';
import { dismissToast } from '../../components/ui/toast.js';
import { renderApp } from '../../test-utils/render-app.js';
import { DOWNLOAD_ANYWAY_QUESTION } from './result/generate-result.js';
import { OUTDATED_NOTE } from './result/outdated-note.js';
import { ROBUST_NOTE } from './result/scan-grade.js';
import { createGeneratorFakeApi } from './testing/fake-generator-api.js';

vi.setConfig({ testTimeout: 20_000 });
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

/** Records the files the page hands to the browser (jsdom neither has object URLs nor saves). */
function captureDownloads(): string[] {
  const saved: string[] = [];
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => `blob:test/${next++}`,
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

async function openGenerator(signedInAs?: string) {
  const api = createGeneratorFakeApi({ signedInAs });
  const view = renderApp(signedInAs ? '/?create=true' : '/', api);
  await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
  await view.user.type(screen.getByLabelText(/Website URL/), 'https://example.com/menu');
  return { api, ...view };
}

function previewSvg(): string {
  const src = screen.getByRole('img', { name: 'QR code preview' }).getAttribute('src') ?? '';
  return decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
}

const viewBoxWidth = (svg: string) => Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);

function generateRequests(api: ReturnType<typeof createGeneratorFakeApi>) {
  return api.requests.filter((r) => r.url === '/api/generate-qrcode');
}

async function generate(user: Awaited<ReturnType<typeof openGenerator>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
  await screen.findByRole('img', { name: 'Generated QR code' });
  act(() => dismissToast());
}

describe('Advanced: error correction and margin', () => {
  it('opens from the keyboard and sends the chosen level and margin, redrawing the preview', async () => {
    const { api, user } = await openGenerator();
    const toggle = screen.getByRole('button', { name: 'Advanced' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Error correction' })).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const previewVersion = async (ecl: string) => {
      const line = await screen.findByText(new RegExp(`^Version \\d+ · error correction ${ecl}$`));
      return Number(/Version (\d+)/.exec(line.textContent ?? '')?.[1]);
    };
    const versionM = await previewVersion('M');
    expect(viewBoxWidth(previewSvg())).toBe(17 + 4 * versionM + 8);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Error correction' }), 'H');
    const versionH = await previewVersion('H');
    expect(versionH).toBeGreaterThan(versionM);

    const margin = screen.getByLabelText('Margin (modules)');
    expect((margin as HTMLInputElement).value).toBe('4');
    await user.clear(margin);
    await user.type(margin, '2');
    expect(screen.getByText(DESIGN_MESSAGES.smallMargin)).toBeTruthy();
    // The drawing is the symbol plus 2 modules of margin on each side.
    await waitFor(() => expect(viewBoxWidth(previewSvg())).toBe(17 + 4 * versionH + 4));

    await generate(user);
    expect(generateRequests(api)[0]?.body).toMatchObject({
      errorCorrectionLevel: 'H',
      margin: 2,
    });
    expect(screen.getByText(/Version \d+, error correction H\./)).toBeTruthy();
  });

  it('refuses a margin outside 2-16 in place and keeps sending the last valid one', async () => {
    const { api, user } = await openGenerator();
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const margin = screen.getByLabelText('Margin (modules)');
    await user.clear(margin);
    await user.type(margin, '6');
    await user.clear(margin);
    await user.type(margin, '1');
    expect(screen.getByRole('alert').textContent).toBe(DESIGN_MESSAGES.margin);
    expect(margin.getAttribute('aria-invalid')).toBe('true');
    await generate(user);
    expect(generateRequests(api)[0]?.body).toMatchObject({ margin: 6 });
  });
});

describe('logo size', () => {
  it('shows a labelled slider once a logo is chosen, fixes the level at H and sends the size', async () => {
    const { api, user } = await openGenerator('ann@example.com');
    await user.click(screen.getByRole('tab', { name: 'Logo' }));
    expect(screen.queryByLabelText('Logo size')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Instagram' }));
    const slider = await screen.findByRole('slider', { name: 'Logo size' });
    expect(slider.getAttribute('aria-valuetext')).toBe("25 % of the code's width");
    fireEvent.change(slider, { target: { value: '15' } });
    expect(screen.getByText("15 % of the code's width")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const ecl = screen.getByLabelText('Error correction') as HTMLSelectElement;
    expect(ecl.disabled).toBe(true);
    expect(ecl.value).toBe('H');
    expect(screen.getByText(/A logo always uses H/)).toBeTruthy();

    await generate(user);
    expect(generateRequests(api)[0]?.body).toMatchObject({ logoId: 'logo-id-1', logoSize: 0.15 });
    // Drawn at the chosen size: nothing to say.
    expect(screen.queryByText(/Logo drawn at/)).toBeNull();
  });

  it('says when the server drew the logo smaller than chosen', async () => {
    const { api, user } = await openGenerator('ann@example.com');
    api.capLogoSize(0.2);
    await user.click(screen.getByRole('tab', { name: 'Logo' }));
    await user.click(screen.getByRole('button', { name: 'Instagram' }));
    fireEvent.change(await screen.findByRole('slider', { name: 'Logo size' }), {
      target: { value: '30' },
    });
    await generate(user);
    expect(
      screen.getByText(/Logo drawn at 20 % of the width \(you chose 30 %\) so it scans well\./),
    ).toBeTruthy();
  });
});

describe('scan grade', () => {
  it("shows the result with a robust grade in the preview's place, one code on the card", async () => {
    const { user } = await openGenerator();
    await generate(user);
    const result = screen.getByRole('status', { name: 'Scan grade of the generated code' });
    expect(result.textContent).toContain('Scan grade: Robust');
    expect(result.textContent).toContain(ROBUST_NOTE);
    // The result is the server's image in the preview's place: one code on the card.
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Generated QR code' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    // Editing makes the result outdated: the live drawing comes back in its place.
    await user.type(screen.getByLabelText(/Website URL/), '/more');
    await screen.findByRole('img', { name: 'QR code preview' });
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    expect(screen.getByText(OUTDATED_NOTE)).toBeTruthy();
  });

  it('turns the downloads and Save off after a change, with the reason, until the current code is made', async () => {
    const { api, user } = await openGenerator('ann@example.com');
    await generate(user);
    const buttons = () =>
      ['Download PNG', 'Download SVG', 'Download PDF', 'Save'].map((name) =>
        screen.getByRole('button', { name }),
      );
    for (const button of buttons()) expect((button as HTMLButtonElement).disabled).toBe(false);

    await user.type(screen.getByLabelText(/Website URL/), '/more');
    const note = screen.getByText(OUTDATED_NOTE);
    for (const button of buttons()) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
    }
    await user.click(screen.getByRole('button', { name: 'Make the current code' }));
    await screen.findByRole('img', { name: 'Generated QR code' });
    expect(screen.queryByText(OUTDATED_NOTE)).toBeNull();
    for (const button of buttons()) expect((button as HTMLButtonElement).disabled).toBe(false);
    const sent = generateRequests(api);
    expect(sent.at(-1)?.body).toMatchObject({ url: 'https://example.com/menu/more' });
  });

  it('fragile: the reason stands next to the downloads, which need no confirmation', async () => {
    const saved = captureDownloads();
    const { api, user } = await openGenerator();
    const reason =
      'The logo covers too much for small prints: make it smaller or print at least 3 cm wide.';
    api.setGrade('fragile', reason);
    await generate(user);
    expect(
      screen.getByRole('status', { name: 'Scan grade of the generated code' }).textContent,
    ).toContain('Scan grade: Fragile');
    const svgButton = screen.getByRole('button', { name: 'Download SVG' });
    const note = document.getElementById(svgButton.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(`Fragile: ${reason}`);
    await user.click(svgButton);
    expect(await screen.findByText('QR Code Downloaded')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved).toEqual(['url-qr-code.svg']);
  });

  it('not scannable: Download asks first; Cancel saves nothing, Download anyway saves', async () => {
    const saved = captureDownloads();
    const { api, user } = await openGenerator();
    api.setGrade('not scannable', 'Scanners could not read this design back. Try more contrast.');
    await generate(user);

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    const dialog = await screen.findByRole('dialog', { name: DOWNLOAD_ANYWAY_QUESTION });
    expect(dialog.textContent).toContain('Try more contrast.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    const again = await screen.findByRole('dialog', { name: DOWNLOAD_ANYWAY_QUESTION });
    await user.click(within(again).getByRole('button', { name: 'Download anyway' }));
    expect(await screen.findByText('QR Code Downloaded')).toBeTruthy();
    expect(saved).toEqual(['url-qr-code.png']);
  });
});

describe('light on dark', () => {
  async function paintLightOnDark(user: Awaited<ReturnType<typeof openGenerator>>['user']) {
    await user.click(screen.getByRole('tab', { name: 'Colors' }));
    for (const [name, hex] of [
      [/^Foreground/, '#FFFFFF'],
      [/^Background/, '#1A1A1A'],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      const field = await screen.findByLabelText('Hex');
      await user.clear(field);
      await user.type(field, `${hex}{Enter}`);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByLabelText('Hex')).toBeNull());
    }
  }

  it('beside the preview: the honest note and Swap colours, which fixes it', async () => {
    const { api, user } = await openGenerator();
    await paintLightOnDark(user);
    const check = screen.getByRole('status', { name: 'Scan check' });
    await waitFor(() => expect(check.textContent).toContain(DESIGN_MESSAGES.lightOnDark));
    await user.click(within(check).getByRole('button', { name: 'Swap colours' }));
    await waitFor(() => expect(check.textContent).not.toContain('Light on dark'));
    await generate(user);
    expect(generateRequests(api)[0]?.body).toMatchObject({
      fgColor: '#1A1A1A',
      bgColor: '#FFFFFF',
    });
  });

  it('in the result: graded fragile with the note; Swap colours generates the fixed code', async () => {
    const { api, user } = await openGenerator();
    await paintLightOnDark(user);
    await generate(user);
    const grade = screen.getByRole('status', { name: 'Scan grade of the generated code' });
    expect(grade.textContent).toContain('Scan grade: Fragile');
    expect(grade.textContent).toContain(DESIGN_MESSAGES.lightOnDark);
    await user.click(within(grade).getByRole('button', { name: 'Swap colours' }));
    await waitFor(() => expect(generateRequests(api)).toHaveLength(2));
    expect(generateRequests(api)[1]?.body).toMatchObject({
      fgColor: '#1A1A1A',
      bgColor: '#FFFFFF',
    });
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: 'Scan grade of the generated code' }).textContent,
      ).toContain('Scan grade: Robust'),
    );
  });
});

describe('PNG size', () => {
  it('downloads the PNG at the chosen width (the server draws it where the browser cannot)', async () => {
    // jsdom draws no canvas, so each download falls back to the server's PNG (includePng).
    const saved = captureDownloads();
    const { api, user } = await openGenerator();
    await generate(user);
    const first = generateRequests(api)[0]?.body as object;
    expect(first).not.toHaveProperty('includePng');
    const size = screen.getByLabelText('PNG size') as HTMLSelectElement;
    expect(size.value).toBe('1024');
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    // The decoders' module loads with the first PNG download.
    expect(await screen.findByText('QR Code Downloaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(generateRequests(api)).toHaveLength(2);
    expect(generateRequests(api)[1]?.body).toMatchObject({
      ...first,
      size: 1024,
      includePng: true,
    });
    act(() => dismissToast());

    await user.selectOptions(size, '2048');
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    // The decoders' module loads with the first PNG download.
    expect(await screen.findByText('QR Code Downloaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(generateRequests(api)).toHaveLength(3);
    expect(generateRequests(api)[2]?.body).toMatchObject({
      ...first,
      size: 2048,
      includePng: true,
    });
    expect(saved).toEqual(['url-qr-code.png', 'url-qr-code.png']);
  });
});
