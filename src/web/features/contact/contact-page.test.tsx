import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CONTACT_MESSAGES } from '../../../contracts/contact.js';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';
import { ContactPage } from './contact-page.js';

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
});
