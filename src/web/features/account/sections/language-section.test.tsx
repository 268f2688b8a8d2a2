// The account's language select (issue 42): the five languages named in their own language, the
// saved one chosen; Save sends PUT /api/account/locale and the toast says "Language saved" only
// once the server answered; a refused save says so and keeps the stored language.
import '../../../test-utils/jsdom-shims.js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.js';
import { dismissToast } from '../../../components/ui/toast.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { json, makeUser } from '../../../test-utils/fake-api.js';
import { AppLanguage } from '../../../app/app-language.js';
import { USER_QUERY_KEY } from '../../auth/index.js';
import { LanguageSection } from './language-section.js';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderSection(
  user: ReturnType<typeof makeUser>,
  api: (url: string, init?: RequestInit) => Promise<Response>,
) {
  vi.stubGlobal('fetch', vi.fn(api));
  const client = createQueryClient();
  // Signed in as `user`: AppLanguage shows the section in the account's language.
  client.setQueryData(USER_QUERY_KEY, user);
  render(
    <Providers client={client}>
      <AppLanguage>
        <LanguageSection user={user} />
      </AppLanguage>
    </Providers>,
  );
  return { user: userEvent.setup() };
}

describe('LanguageSection', () => {
  it('lists the five languages, saves the chosen one, then toasts', async () => {
    const user = makeUser('ana@example.com');
    let sent: unknown = null;
    let answer: (response: Response) => void = () => {};
    const api = (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/account/locale');
      expect(init?.method).toBe('PUT');
      sent = JSON.parse(String(init?.body));
      return new Promise<Response>((resolve) => (answer = resolve));
    };
    const { user: person } = renderSection(user, api);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'English',
      'Español',
      'Deutsch',
      'Français',
      'Português',
    ]);
    expect((select as HTMLSelectElement).value).toBe('en');
    expect(
      screen.getByText(
        'The app and every mail we send you are in this language: your account, invitations, your trial, broken links, payments you receive, newsletters and scan summaries. What an operator writes in a newsletter stays as they wrote it.',
      ),
    ).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save language' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await person.selectOptions(select, 'pt');
    await person.click(save);
    expect(sent).toEqual({ locale: 'pt' });
    // Nothing is said before the server answered.
    expect(screen.queryByText('Language saved')).toBeNull();
    answer(json(200, { ...user, locale: 'pt' }));
    expect(await screen.findByText('Language saved')).toBeTruthy();
    // Then the screen is in the language saved.
    expect(await screen.findByRole('button', { name: 'Salvar idioma' })).toBeTruthy();
  });

  it('says when the save was refused', async () => {
    const user = makeUser('ana@example.com');
    const api = () =>
      Promise.resolve(json(400, { message: 'Choose one of the five languages.', code: 'X' }));
    const { user: person } = renderSection(user, api);
    await person.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    await person.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Language not saved')).toBeTruthy();
    expect(await screen.findByText('Choose one of the five languages.')).toBeTruthy();
  });

  it('is shown in the account’s language, and switches when a new one is saved (issue 42 item 3)', async () => {
    const user = { ...makeUser('ana@example.com'), locale: 'es' as const };
    const api = () => Promise.resolve(json(200, { ...user, locale: 'de' }));
    const { user: person } = renderSection(user, api);
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'Guardar idioma' })).toBeTruthy();
    await person.selectOptions(select, 'de');
    await person.click(screen.getByRole('button', { name: 'Guardar idioma' }));
    // The toast in the language the screen was in; then the screen in the new one.
    expect(await screen.findByText('Idioma: guardado')).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });
});
