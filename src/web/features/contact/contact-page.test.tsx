import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  CONTACT_MESSAGES,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
} from '../../../contracts/contact.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { createTranslator, type Catalogues } from '../../../contracts/i18n/format.js';
import { LOCALES, type Locale } from '../../../contracts/i18n/locales.js';
import { messages as english } from '../../../contracts/i18n/catalogues/site-contact/en.js';
import { Providers } from '../../app/providers.js';
import { I18nProvider } from '../../lib/i18n/i18n.js';
import { loadSiteBundle } from '../../lib/i18n/load-bundle.js';
import { createQueryClient } from '../../lib/query-client.js';
import { ContactPage } from './contact-page.js';
import {
  FALLBACK_INFO,
  INQUIRY_TYPE_MESSAGE_IDS,
  KNOWN_ANSWERS,
  localizedAnswer,
} from './contact-messages.js';

type Seen = { method: string; url: string; body: unknown };

/** Answers /api/contact-info and /api/contact like the server contract (routes.test.ts). */
function stubApi(contactStatus: number, contactBody: unknown) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    seen.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url === '/api/contact-info') {
      return json(200, {
        supportEmail: 'help@qr.example',
        supportHours: 'Mon-Fri 9AM-6PM EST',
        responseTime: '24 hours',
      });
    }
    if (url === '/api/contact' && method === 'POST') return json(contactStatus, contactBody);
    return json(401, { message: 'Not signed in', code: 'UNAUTHORIZED' });
  });
  return seen;
}

function renderPage() {
  const { hook } = memoryLocation({ path: '/contact' });
  return render(
    <Providers client={createQueryClient()}>
      <Router hook={hook}>
        <ContactPage />
      </Router>
    </Providers>,
  );
}

/** The page in `locale`, as /{locale}/contact renders it. */
async function renderPageIn(locale: Locale) {
  const bundle = await loadSiteBundle(locale);
  const { hook } = memoryLocation({ path: `/${locale}/contact` });
  return render(
    <I18nProvider value={{ locale, bundle }}>
      <Providers client={createQueryClient()}>
        <Router hook={hook}>
          <ContactPage />
        </Router>
      </Providers>
    </I18nProvider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Inquiry type'), 'feedback');
  await user.type(screen.getByLabelText('Subject'), 'Frames');
  await user.type(screen.getByLabelText('Message'), 'Please add a frame with two lines of text.');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it("shows the spec's messages and sends nothing while the form is invalid", async () => {
    const seen = stubApi(201, { message: 'ok' });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.nameTooShort)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.subjectTooShort)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.messageTooShort)).toBeTruthy();
    expect(seen.filter((r) => r.url === '/api/contact')).toHaveLength(0);
  });

  it("sends the form, toasts 'Message Sent!' and resets it", async () => {
    const seen = stubApi(201, { message: CONTACT_MESSAGES.sentDescription });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('help@qr.example')).toBeTruthy();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sentTitle)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.sentDescription)).toBeTruthy();
    expect(seen.find((r) => r.url === '/api/contact')?.body).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Frames',
      inquiryType: 'feedback',
    });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Inquiry type') as HTMLSelectElement).value).toBe('general');
  });

  it("toasts 'Error' with the support address when sending fails, keeping the text", async () => {
    stubApi(500, { message: 'Internal error', code: 'INTERNAL' });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('help@qr.example')).toBeTruthy();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText(CONTACT_MESSAGES.failedDescription('help@qr.example')),
    ).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('sets the inquiry type from a help topic', async () => {
    stubApi(201, {});
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: /Business inquiries/ }));
    expect((screen.getByLabelText('Inquiry type') as HTMLSelectElement).value).toBe('business');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('is in the page’s language: labels, defaults, field messages and the 429 answer', async () => {
    stubApi(429, {
      message: CONTACT_MESSAGES.tooMany('15 minutes'),
      code: 'TOO_MANY_MESSAGES',
    });
    const user = userEvent.setup();
    await renderPageIn('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeTruthy();
    expect(await screen.findByText('De lunes a viernes, de 9:00 a 18:00 (EST)')).toBeTruthy();
    expect(screen.getByText('Respondemos en un plazo de 24 horas.')).toBeTruthy();
    expect(await screen.findByText('help@qr.example')).toBeTruthy();
    // The schema's English messages are said in Spanish.
    await user.type(screen.getByLabelText('Nombre'), 'A');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeTruthy();
    expect(screen.getByText('Introduce una dirección de correo electrónico válida')).toBeTruthy();
    expect(screen.queryByText(CONTACT_MESSAGES.nameTooShort)).toBeNull();
    // The server's limit answer too, its wait in Spanish.
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Ada');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText('Tipo de consulta'), 'Comentarios');
    await user.type(screen.getByLabelText('Asunto'), 'Marcos');
    await user.type(
      screen.getByLabelText('Mensaje'),
      'Un marco con dos líneas de texto, por favor.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByText(
        'Has enviado varios mensajes desde esta dirección en la última hora. Inténtalo de nuevo dentro de 15 minutos o escríbenos directamente.',
      ),
    ).toBeTruthy();
  });
});

describe('the contact answers in other languages', () => {
  it('each known English answer is its message’s English text, word for word', () => {
    for (const [text, id] of Object.entries(KNOWN_ANSWERS)) expect(english[id]).toBe(text);
    for (const type of INQUIRY_TYPES) {
      expect(english[INQUIRY_TYPE_MESSAGE_IDS[type]]).toBe(INQUIRY_TYPE_LABELS[type]);
    }
    expect(english['info.defaultHours']).toBe(FALLBACK_INFO.supportHours);
    expect(english['info.defaultResponseTime']).toBe(FALLBACK_INFO.responseTime);
    expect(english['sent.title']).toBe(CONTACT_MESSAGES.sentTitle);
    expect(english['received.title']).toBe(NO_MAIL_MESSAGES.contactTitle);
    expect(english['failed.title']).toBe(CONTACT_MESSAGES.failedTitle);
    expect(english['failed.description'].replace('{email}', 'x@y.example')).toBe(
      CONTACT_MESSAGES.failedDescription('x@y.example'),
    );
  });

  it('the limit answer keeps its English in English, and other texts pass through', () => {
    const catalogues = Object.fromEntries(LOCALES.map((l) => [l, english])) as Catalogues<
      keyof typeof english
    >;
    const en = createTranslator(catalogues, 'en');
    for (const wait of ['40 seconds', '1 minute', '15 minutes', '1 hour', '2 hours']) {
      const text = CONTACT_MESSAGES.tooMany(wait);
      expect(localizedAnswer(text, en)).toBe(text);
    }
    expect(localizedAnswer('Something else', en)).toBe('Something else');
  });
});
