// The bulk generation screen in the signed-in account's language (issue 42): shown under
// AppLanguage for a German account, its labels, counts, plan caps, toasts, progress and the
// results list in German; the rows' data, the short links, the contract's row checks and the
// server's reasons stay as written.
import '../../test-utils/jsdom-shims.js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.js';
import type { BulkItemResponse, BulkLimits } from '../../../contracts/bulk.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { BulkGenerationPage } from './bulk-generation-page.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const LEA: PublicUser = { ...makeUser('lea@example.com'), locale: 'de' };
const LIMITS: BulkLimits = { plan: 'free', maxRows: 100, dynamicRemaining: 5 };
const SHORT_URL = 'https://qr.example/d/AbCdEfGh';
const REFUSED = 'Destination blocked by the safety check';

async function api(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
  const method = init?.method ?? 'GET';
  if (path === '/api/user') return json(200, LEA);
  if (path === '/api/bulk-runs/limits') return json(200, LIMITS);
  if (path === '/api/designs' && method === 'GET') return json(200, { data: [] });
  if (path === '/api/bulk-runs' && method === 'POST') {
    return json(201, {
      id: 'run-1',
      rows: 3,
      qrType: 'url',
      dynamic: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  }
  if (path === '/api/bulk-generate-qrcode') {
    const body = JSON.parse(String(init?.body)) as { row: number; data: string };
    if (body.row === 3) return json(422, { message: REFUSED, code: 'VALIDATION_ERROR' });
    const item: BulkItemResponse = {
      qrCode: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"></svg>',
      content: body.data,
      scannable: true,
      grade: 'robust',
      gradeReason: null,
      shortUrl: SHORT_URL,
      codeId: 7,
    };
    return json(200, item);
  }
  return json(404, { message: 'Not found', code: 'NOT_FOUND' });
}

function renderInGerman() {
  vi.stubGlobal('fetch', vi.fn(api));
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, LEA);
  render(
    <Providers client={client}>
      <AppLanguage>
        <BulkGenerationPage />
      </AppLanguage>
    </Providers>,
  );
  return userEvent.setup();
}

describe('the bulk generation screen in the account’s language', () => {
  it('is in German for a German account: labels, counts, caps, toasts and results', async () => {
    const person = renderInGerman();
    expect(
      await screen.findByRole('heading', { name: 'Massenerstellung von QR-Codes' }, LOAD),
    ).toBeTruthy();
    expect(
      await screen.findByText(/Ihr Tarif verarbeitet bis zu 100 Zeilen auf einmal\./, {}, LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Eingabedaten' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ergebnisse der Erstellung' })).toBeTruthy();
    expect(screen.getByText('Noch keine QR-Codes erstellt.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Website-URL' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'WLAN' })).toBeTruthy();
    expect(screen.getByText(/Spalten: url \(Pflicht\), name, filename\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV-Vorlage herunterladen' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rahmen' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '1024 px' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'US-Letter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Druckbogen herunterladen (PDF)' })).toBeTruthy();

    // Nothing typed: the spec's message, in German.
    await person.click(screen.getByRole('button', { name: 'QR-Codes erstellen' }));
    expect(await screen.findByText('Keine Daten angegeben')).toBeTruthy();
    expect(
      screen.getByText('Bitte geben Sie Daten ein oder laden Sie eine Datei hoch.'),
    ).toBeTruthy();
    act(() => dismissToast());

    // Over the plan's rows: refused before anything starts, numbers in German.
    const lines = screen.getByLabelText('Oder geben Sie einen Eintrag pro Zeile ein');
    const many = Array.from({ length: 101 }, (_, i) => `https://a.example/${i}`).join('\n');
    fireEvent.change(lines, { target: { value: many } });
    expect(screen.getByText('101 Einträge')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'QR-Codes erstellen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ihr Tarif erstellt bis zu 100 Codes pro Durchlauf; diese Liste hat 101. Starten Sie die Testphase oder wechseln Sie zu Premium für bis zu 5.000 pro Durchlauf.',
    );

    // Three rows, one bad: the count and the row's problem (the contract's check as written).
    fireEvent.change(lines, {
      target: { value: 'https://menu.example/a\nnot a url\nhttps://blocked.example/b' },
    });
    expect(screen.getByText('3 Einträge · 1 mit Problemen')).toBeTruthy();
    const skipped = screen.getByText(
      'Diese Zeilen werden als fehlgeschlagen gemeldet und übersprungen:',
    ).parentElement!;
    expect(within(skipped).getByText('Zeile 2: url: Please enter a valid URL')).toBeTruthy();

    await person.click(screen.getByRole('checkbox', { name: /Dynamische Codes erstellen/ }));
    expect(screen.getByText('Ihr Tarif kann noch 5 dynamische Codes erstellen.')).toBeTruthy();

    await person.click(screen.getByRole('button', { name: 'QR-Codes erstellen' }));
    expect(await screen.findByText('3 von 3 verarbeitet', {}, LOAD)).toBeTruthy();
    expect(await screen.findByText('Massenerstellung abgeschlossen')).toBeTruthy();
    expect(screen.getByText('1 QR-Code erfolgreich erstellt. 2 fehlgeschlagen.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt der Erstellung' })).toBeTruthy();
    expect(screen.getByTestId('success-count').textContent).toBe('1');
    expect(screen.getByTestId('failed-count').textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Alle QR-Codes herunterladen (1)' })).toBeTruthy();

    const list = screen.getByRole('list', { name: 'Erstellte Codes' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Zeile 1');
    expect(first!.textContent).toContain('Erfolgreich');
    expect(first!.textContent).toContain('Scan-Prüfung: robust');
    expect(first!.textContent).toContain('https://menu.example/a');
    expect(within(first!).getByRole('link', { name: SHORT_URL })).toBeTruthy();
    expect(second!.textContent).toContain('Fehler');
    expect(second!.textContent).toContain('Zeile 2: url: Please enter a valid URL');
    expect(third!.textContent).toContain(`QR-Code konnte nicht erstellt werden: ${REFUSED}`);
  });
});
