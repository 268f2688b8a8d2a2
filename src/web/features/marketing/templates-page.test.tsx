import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../test-utils/fake-api.js';
import { renderApp } from '../../test-utils/render-app.js';
import { TEMPLATES } from './content/templates.js';
import { templatePayload, templatePreviewUri } from './template-preview.js';

afterEach(() => sessionStorage.clear());

/** The page is a lazy chunk: its first import in a test run can take seconds on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 };

describe('templates', () => {
  it('has the 13 templates of the spec, each drawn as a QR code', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual([
      'website',
      'business-card',
      'payment',
      'menu',
      'location',
      'wifi',
      'event',
      'contact-phone',
      'email',
      'social-media',
      'event-calendar',
      'app-download',
      'bitcoin-payment',
    ]);
    for (const t of TEMPLATES) {
      expect(templatePreviewUri(t, 'https://qr.example'), t.id).toMatch(/^data:image\/svg\+xml/);
    }
    const byId = (id: string) => TEMPLATES.find((t) => t.id === id)!;
    expect(templatePayload(byId('website'), 'https://qr.example')).toBe('https://example.com');
    expect(templatePayload(byId('wifi'), 'https://qr.example')).toBe(
      'WIFI:T:WPA;S:Guest WiFi;P:welcome-guest-2026;H:false;;',
    );
    expect(templatePayload(byId('menu'), 'https://qr.example')).toBe(
      'https://qr.example/pdf/preview',
    );
  });

  it('filters by category', { timeout: 30_000 }, async () => {
    const { user } = renderApp('/templates', createFakeApi());
    expect(await screen.findAllByTestId('template-card', {}, PAGE_LOAD)).toHaveLength(13);
    const filters = screen.getByRole('group', { name: 'Filter templates by category' });
    const counts: Record<string, number> = {};
    for (const label of ['Business', 'Personal', 'Hospitality', 'Events', 'All Templates']) {
      await user.click(within(filters).getByRole('button', { name: label }));
      expect(
        within(filters).getByRole('button', { name: label }).getAttribute('aria-pressed'),
      ).toBe('true');
      counts[label] = screen.getAllByTestId('template-card').length;
    }
    expect(counts).toEqual({
      Business: 5,
      Personal: 4,
      Hospitality: 2,
      Events: 2,
      'All Templates': 13,
    });
  });

  it(
    '"Use Template" stores the template and opens the generator on its type',
    { timeout: 60_000 },
    async () => {
      const { user, currentPath } = renderApp('/templates', createFakeApi());
      const link = await screen.findByRole(
        'link',
        { name: 'Use Template: Wi-Fi Access' },
        PAGE_LOAD,
      );
      // A plain link that names the template, for a click before the page has hydrated.
      expect(link.getAttribute('href')).toBe('/?qr=wifi&template=wifi');
      await user.click(link);
      expect(currentPath()).toBe('/?qr=wifi');
      // The generator takes the template up (and then removes it), so read what it was given.
      // The generator card is a heavy lazy chunk (QR core, schemas, font parser): its first
      // import has taken 16 s on a busy 2-core machine.
      expect(await screen.findByDisplayValue('Guest WiFi', {}, { timeout: 40_000 })).toBeTruthy();
    },
  );
});
