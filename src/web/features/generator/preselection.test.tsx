import '../../test-utils/jsdom-shims.js';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils/render-app.js';
import { SELECTED_TEMPLATE_KEY, SELECTED_TYPE_KEY } from './preselection.js';
import { createGeneratorFakeApi } from './testing/fake-generator-api.js';

vi.setConfig({ testTimeout: 20_000 });

/** The card is a lazy chunk: its first import in a test run takes a while to transform. */
const CARD_LOAD = { timeout: 15_000 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => vi.unstubAllGlobals());

async function open(path: string, signedInAs?: string) {
  const api = createGeneratorFakeApi({ signedInAs });
  const view = renderApp(path, api);
  await screen.findByRole('heading', { name: 'Generate Your QR Code' }, CARD_LOAD);
  return { api, ...view };
}

function destination(): string {
  return (screen.getByLabelText('Destination') as HTMLSelectElement).value;
}

describe('preselection', () => {
  it('opens on the type named by ?qr= with its hero', async () => {
    await open('/?qr=wifi');
    expect(destination()).toBe('wifi');
    expect(screen.getByRole('heading', { level: 1, name: 'WiFi QR Code Generator' })).toBeTruthy();
    expect(screen.getByLabelText(/Network Name/)).toBeTruthy();
  });

  it('opens on the type stored in localStorage', async () => {
    localStorage.setItem(SELECTED_TYPE_KEY, 'email');
    await open('/');
    expect(destination()).toBe('email');
    expect(screen.getByRole('heading', { level: 1, name: 'Email QR Code Generator' })).toBeTruthy();
  });

  it('prefers ?qr= to localStorage and ignores unknown types', async () => {
    localStorage.setItem(SELECTED_TYPE_KEY, 'email');
    await open('/?qr=sms');
    expect(destination()).toBe('sms');
  });

  it('shows the landing hero and a Website URL code without a preselection', async () => {
    await open('/?qr=nonsense');
    expect(destination()).toBe('url');
    expect(screen.getByRole('heading', { level: 1, name: /Create QR codes/ })).toBeTruthy();
  });

  it('does not preselect Menu/PDF for a signed-out visitor', async () => {
    await open('/?qr=pdf');
    expect(destination()).toBe('url');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a template with its data, draws it, and removes it from sessionStorage', async () => {
    sessionStorage.setItem(
      SELECTED_TEMPLATE_KEY,
      JSON.stringify({
        qrType: 'wifi',
        title: 'WiFi Access',
        data: { ssid: 'Guest', password: 'welcome123', encryption: 'WPA2' },
      }),
    );
    const { api, user } = await open('/?qr=wifi');
    expect(destination()).toBe('wifi');
    expect((screen.getByLabelText(/Network Name/) as HTMLInputElement).value).toBe('Guest');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('welcome123');
    expect(screen.getByText(/Starting from the template “WiFi Access”/)).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(SELECTED_TEMPLATE_KEY)).toBeNull());
    expect(await screen.findByRole('img', { name: 'QR code preview' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    await screen.findByRole('img', { name: 'Generated QR code' });
    expect(api.requests.find((r) => r.url === '/api/generate-qrcode')?.body).toMatchObject({
      qrType: 'wifi',
      ssid: 'Guest',
      password: 'welcome123',
      encryption: 'WPA',
      hidden: false,
    });
  });

  it('opens a template in its own design; invalid design fields keep the defaults', async () => {
    sessionStorage.setItem(
      SELECTED_TEMPLATE_KEY,
      JSON.stringify({
        qrType: 'url',
        title: 'Website',
        data: { url: 'https://example.com' },
        design: {
          fgColor: '#1e3a8a',
          bgColor: 'not a colour',
          gradientColor: '#BD0212',
          dotShape: 'rounded',
          cornerShape: 'curve-square',
          innerCornerShape: 'star',
          enableFrame: true,
          frameText: 'VISIT US',
          frameColor: '#1E3A8A',
          frameTextColor: '#FFFFFF',
          frameStyle: 'rounded',
        },
      }),
    );
    const { api, user } = await open('/?qr=url');
    await user.click(screen.getByRole('button', { name: 'Generate QR Code' }));
    await screen.findByRole('img', { name: 'Generated QR code' });
    const body = api.requests.find((r) => r.url === '/api/generate-qrcode')?.body;
    expect(body).toMatchObject({
      fgColor: '#1E3A8A',
      bgColor: '#FFFFFF',
      dotShape: 'rounded',
      cornerShape: 'curve-square',
      innerCornerShape: 'square',
      enableFrame: true,
      frameText: 'VISIT US',
      frameStyle: 'rounded',
    });
    // Signed out: no second colour, whatever the template says (spec 000 §6).
    expect(body).not.toHaveProperty('gradientColor');
  });

  it('opens a template that names its type by alias, as Use Template hands it over', async () => {
    // Spec 001 §2: the template is stored and the page opened with ?qr= set to its type,
    // here the templates' own name "event" for our "events".
    sessionStorage.setItem(
      SELECTED_TEMPLATE_KEY,
      JSON.stringify({
        qrType: 'event',
        title: 'Event invitation',
        data: { eventName: 'Launch party', date: '2026-09-01', time: '19:00', location: 'Hall' },
      }),
    );
    await open('/?qr=event');
    expect(destination()).toBe('events');
    expect((screen.getByLabelText(/Event Title/) as HTMLInputElement).value).toBe('Launch party');
    expect((screen.getByLabelText(/^Location/) as HTMLInputElement).value).toBe('Hall');
  });

  it('reads an alias or another case in ?qr= too', async () => {
    await open('/?qr=Website');
    expect(destination()).toBe('url');
  });

  it('keeps the dashboard heading for a signed-in user but opens on the type', async () => {
    await open('/?qr=pdf', 'ann@example.com');
    expect(destination()).toBe('pdf');
    expect(screen.getByRole('heading', { level: 1, name: 'My QR Codes' })).toBeTruthy();
  });
});
