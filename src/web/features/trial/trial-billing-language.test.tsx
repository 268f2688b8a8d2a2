// The trial's billing texts in the page's language (issue 42): the landing page's
// trial-activation card and the trial offer (TrialOffer) on a German public page, outside
// AppLanguage, read the site's billing messages; the contract's texts and the server's answers
// they show (toasts, the "check your e-mail" note) come through localize-message in German too.
import '../../test-utils/jsdom-shims.js';
import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../../contracts/i18n/catalogues/site-billing/en.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { showMessagesIn } from '../../lib/i18n/localize-message.js';
import { createQueryClient } from '../../lib/query-client.js';
import {
  createDashboardFakeApi,
  freeTrialStatus,
} from '../dashboard/testing/fake-dashboard-api.js';
import { TrialActivationCard } from './trial-activation-card.js';
import { TrialOffer, trialDate } from './trial-offer.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

const german = await loadSiteBundle('de');

beforeEach(() => {
  // As main.tsx does for a German page: the contracts' messages in German.
  showMessagesIn({ locale: 'de', catalogue: german.contract });
});

afterEach(() => {
  act(() => dismissToast());
  showMessagesIn(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** `ui` on a German public page (no app messages), the fake API answering. */
function onGermanPage(ui: ReactNode, signedInAs?: string) {
  const api = createDashboardFakeApi({ signedInAs });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <I18nProvider value={{ locale: 'de', bundle: german }}>
      <Providers client={createQueryClient()}>{ui}</Providers>
    </I18nProvider>,
  );
  return { api, person: userEvent.setup() };
}

describe('the billing catalogue', () => {
  it('keeps the card’s and the offer’s English as it was', () => {
    expect(english['card.title']).toBe('Try premium free for {days} days');
    expect(english['trial.start']).toBe('Start free trial');
    expect(english['offer.label']).toBe('Start your free trial');
  });
});

describe('the trial-activation card on a German page', () => {
  it('asks for the address in German, and says so in a German toast when it is empty', async () => {
    const { api, person } = onGermanPage(<TrialActivationCard />);
    const card = screen.getByRole('region', { name: 'Premium 3 Tage kostenlos testen' });
    expect(card.textContent).toContain(
      'Bis zu 12 dynamische QR-Codes, die Sie nach dem Drucken bearbeiten können, mit Scan-Statistiken. Keine Kreditkarte erforderlich.',
    );
    expect(within(card).getByLabelText('E-Mail-Adresse')).toBeTruthy();
    await person.click(within(card).getByRole('button', { name: 'Kostenlose Testphase starten' }));
    // The contract's toast, in German through localize-message.
    expect(await screen.findByText('E-Mail-Adresse erforderlich')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('says in German that a link went out, and offers another address', async () => {
    const { person } = onGermanPage(<TrialActivationCard />);
    const card = screen.getByRole('region', { name: 'Premium 3 Tage kostenlos testen' });
    await person.type(within(card).getByLabelText('E-Mail-Adresse'), 'neu@example.com{Enter}');
    const note = await within(card).findByRole('status', {}, LOAD);
    expect(within(note).getByText('Sehen Sie in Ihren E-Mails nach')).toBeTruthy();
    expect(note.textContent).toContain('Wir haben einen Link an diese Adresse gesendet.');
    expect(note.textContent).toContain('Gesendet an neu@example.com');
    await person.click(within(card).getByRole('button', { name: 'Andere Adresse verwenden' }));
    expect(within(card).getByLabelText('E-Mail-Adresse')).toBeTruthy();
  });

  it('titles a failed activation in German', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, person } = onGermanPage(<TrialActivationCard />);
    api.failNext('POST', '/api/activate-trial', 502);
    const card = screen.getByRole('region', { name: 'Premium 3 Tage kostenlos testen' });
    await person.type(within(card).getByLabelText('E-Mail-Adresse'), 'neu@example.com{Enter}');
    expect(await screen.findByText('Aktivierung fehlgeschlagen', {}, LOAD)).toBeTruthy();
    expect(
      screen.getByText(
        'Die kostenlose Testphase konnte nicht aktiviert werden. Bitte versuchen Sie es noch einmal.',
      ),
    ).toBeTruthy();
  });
});

describe('the trial offer (TrialOffer) on a German page', () => {
  it('offers the trial in German, with a German date, and starts it', async () => {
    const { api, person } = onGermanPage(
      <TrialOffer status={freeTrialStatus()} />,
      'jonas@example.com',
    );
    const offer = screen.getByRole('region', { name: 'Ihre kostenlose Testphase starten' });
    expect(offer.textContent).toContain(
      'Testen Sie 3 Tage kostenlos: bis zu 12 dynamische Codes (statt 1) und detaillierte Analysen für jeden Scan, ohne Karte und ohne Kosten, wenn sie endet.',
    );
    expect(offer.textContent).toMatch(/Jetzt gestartet, endet sie am \d{1,2}\. \p{L}+ \d{4} um /u);
    await person.click(within(offer).getByRole('button', { name: 'Kostenlose Testphase starten' }));
    expect(
      await within(offer).findByRole('button', { name: 'Wird gestartet...' }, LOAD),
    ).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/activate-trial' }),
    ]);
  });

  it('says until when a running trial lasts, and when an ended one ended', () => {
    const ends = '2026-12-02T11:40:00.000Z';
    onGermanPage(
      <>
        <TrialOffer status={freeTrialStatus({ isActive: true, trialEndsAt: ends })} />
        <TrialOffer
          status={freeTrialStatus({ hasExpired: true, trialEndsAt: ends, canStartTrial: false })}
        />
      </>,
      'jonas@example.com',
    );
    expect(screen.getByRole('status').textContent).toBe(
      `Ihre kostenlose Testphase läuft bis ${trialDate(ends, 'de')}: bis zu 12 dynamische Codes (statt 1) und detaillierte Analysen für jeden Scan, ohne Karte und ohne Kosten, wenn sie endet.`,
    );
    expect(
      screen.getByText(`Ihre kostenlose Testphase endete am ${trialDate(ends, 'de')}.`),
    ).toBeTruthy();
  });
});
