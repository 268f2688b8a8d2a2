// The brand on a white-label client's host (issue 17 item 5): the app reads the data block the
// server wrote into the HTML (modules/white-label/themed-html.ts) before its first render and
// shows the client's name and logo; "Powered by QR Shark" unless the client removed our
// branding; none of our social links. Malformed blocks fall back to our brand.
import '../test-utils/jsdom-shims.js';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_DATA_ID, OWN_BRAND_NAME, readBrand } from '../lib/brand.js';

const LOGO = '/logo/AbCdEf123456';

function documentWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BRAND_DATA_ID;
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

afterEach(() => {
  document.getElementById(BRAND_DATA_ID)?.remove();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('readBrand', () => {
  it('reads the client brand, and falls back to ours for anything malformed', () => {
    expect(
      readBrand(
        documentWith(JSON.stringify({ name: ' Acme ', logoUrl: LOGO, removeBranding: true })),
      ),
    ).toEqual({ name: 'Acme', logoUrl: LOGO, removeBranding: true, whiteLabel: true });
    // A logo that is not one of our uploads is not shown (our mark instead).
    expect(
      readBrand(
        documentWith(JSON.stringify({ name: 'Acme', logoUrl: 'https://evil.example/x.png' })),
      ).logoUrl,
    ).toBeNull();
    for (const block of [null, '', '{', '[]', '{"name":""}', '{"name":42}']) {
      expect(readBrand(documentWith(block)), String(block)).toMatchObject({
        name: OWN_BRAND_NAME,
        whiteLabel: false,
      });
    }
  });
});

async function renderOnClientHost(brand: object) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BRAND_DATA_ID;
  script.textContent = JSON.stringify(brand);
  document.head.append(script);
  vi.resetModules();
  const { renderApp } = await import('../test-utils/render-app.js');
  const { createFakeApi } = await import('../test-utils/fake-api.js');
  return renderApp('/', createFakeApi());
}

describe('the layout on a client host', () => {
  it("shows the client's name and logo, credits us, and links none of our profiles", async () => {
    await renderOnClientHost({ name: 'Acme Prints', logoUrl: LOGO, removeBranding: false });
    const home = await screen.findByRole('link', { name: 'Acme Prints' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.querySelector('img')?.getAttribute('src')).toBe(LOGO);
    const year = new Date().getFullYear();
    expect(
      screen.getByText(`© ${year} Acme Prints. All rights reserved.`, { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText('Powered by QR Shark')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /on Facebook/ })).toBeNull();
  });

  it('says nothing of us when the client removed our branding', async () => {
    await renderOnClientHost({ name: 'Acme Prints', logoUrl: null, removeBranding: true });
    await screen.findByRole('link', { name: 'Acme Prints' });
    expect(screen.queryByText(/QR Shark/)).toBeNull();
    expect(screen.queryByRole('link', { name: /on Facebook/ })).toBeNull();
  });
});
