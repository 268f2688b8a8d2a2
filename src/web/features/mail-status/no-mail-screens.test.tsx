// Issue 36 items 3 and 4 in the browser app: on a server without mail no screen says a mail was
// sent (forgot password, verification notice, contact), admins see a banner leading to the
// outbox, and /setup makes the first admin. The server is a stub answering like the real
// routes (modules/mail-status/honest-mail.test.ts and first-admin/routes.test.ts check those).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AUTH_MESSAGES, type PublicUser } from '../../../contracts/auth.js';
import { CONTACT_MESSAGES } from '../../../contracts/contact.js';
import { FIRST_ADMIN_MESSAGES } from '../../../contracts/first-admin.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { AppRoutes } from '../../app/app-routes.js';
import { Providers } from '../../app/providers.js';
import { createQueryClient } from '../../lib/query-client.js';

const user = (over: Partial<PublicUser> = {}): PublicUser => ({
  id: 7,
  username: 'reader@example.com',
  email: 'reader@example.com',
  emailVerified: false,
  googleOnly: false,
  passwordChangeRequired: false,
  firstName: null,
  lastName: null,
  role: 'user',
  subscriptionStatus: 'free',
  googleId: null,
  clientId: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  locale: 'en',
  ...over,
});

type Answer = { status: number; body: unknown };
type Seen = { method: string; url: string; body: unknown };

/** A server: `deliverable` for /api/mail-status, `me` for /api/user, and per-route answers. */
function serve(options: {
  deliverable: boolean;
  me?: PublicUser | null;
  routes?: Record<string, (body: unknown) => Answer>;
}) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    seen.push({ method, url, body });
    const json = ({ status, body: payload }: Answer) =>
      new Response(JSON.stringify(payload), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url === '/api/mail-status')
      return json({ status: 200, body: { deliverable: options.deliverable } });
    const route = options.routes?.[`${method} ${url.split('?')[0]}`];
    if (route) return json(route(body));
    if (url === '/api/user' && options.me) return json({ status: 200, body: options.me });
    return json({ status: 401, body: { message: 'Not signed in', code: 'UNAUTHORIZED' } });
  });
  return seen;
}

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={memory.hook}>
        <AppRoutes />
      </Router>
    </Providers>,
  );
  return { currentPath: () => memory.history?.at(-1) ?? path, user: userEvent.setup() };
}

/** No visible text claims a mail went out. */
function expectNoSentClaim() {
  expect(document.body.textContent).not.toMatch(
    /we sent|we will send|e-mailed you|check your (e-?mail|inbox)|send me a link/i,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('screens on a server without mail', () => {
  it.each([
    [false, 'says nothing of a confirmation e-mail'],
    [true, 'says the confirmation e-mail is on its way'],
  ])('payment success with mail deliverable=%s %s', async (deliverable) => {
    window.history.replaceState(
      null,
      '',
      '/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret',
    );
    serve({
      deliverable,
      routes: {
        'GET /api/payment-status': () => ({
          status: 200,
          body: { status: 'succeeded', productName: 'Menu', amount: 1250, currency: 'usd' },
        }),
      },
    });
    renderAt('/payment-success');
    const paid = await screen.findByText(/paid\./);
    await waitFor(() =>
      expect(paid.textContent?.includes('A confirmation e-mail will be sent')).toBe(deliverable),
    );
    if (!deliverable) expectNoSentClaim();
    window.history.replaceState(null, '', '/');
  });

  it('forgot password: says no mail is set up, before and after asking', async () => {
    serve({
      deliverable: false,
      routes: {
        'POST /api/password-reset': () => ({
          status: 200,
          body: { message: NO_MAIL_MESSAGES.link },
        }),
      },
    });
    const { user: u } = renderAt('/forgot-password');
    expect(
      await screen.findByText(new RegExp(NO_MAIL_MESSAGES.link.replace('.', '\\.'))),
    ).toBeTruthy();
    expectNoSentClaim();
    await u.type(screen.getByLabelText('Email'), 'reader@example.com');
    await u.click(screen.getByRole('button', { name: 'Make a link' }));
    expect((await screen.findByRole('status')).textContent).toBe(NO_MAIL_MESSAGES.link);
    expectNoSentClaim();
  });

  it('verification notice: says no mail is set up instead of "follow the link we sent"', async () => {
    serve({ deliverable: false, me: user() });
    renderAt('/faq');
    const notice = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    await waitFor(() =>
      expect(notice.textContent).toContain(NO_MAIL_MESSAGES.verify('reader@example.com')),
    );
    expect(notice.textContent).not.toMatch(/we sent/i);
    // Not an admin: no outbox banner.
    expect(screen.queryByRole('region', { name: 'Mail is not set up' })).toBeNull();
  });

  it('contact: "Message received" and what happens to it, not "Message Sent!"', async () => {
    serve({
      deliverable: false,
      routes: {
        'GET /api/contact-info': () => ({
          status: 200,
          body: {
            supportEmail: 'help@qr.example',
            supportHours: 'Mon-Fri',
            responseTime: '24 hours',
          },
        }),
        'POST /api/contact': () => ({ status: 201, body: { message: NO_MAIL_MESSAGES.contact } }),
      },
    });
    const { user: u } = renderAt('/contact');
    await u.type(await screen.findByLabelText('Name'), 'Ada');
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    await u.selectOptions(screen.getByLabelText('Inquiry type'), 'feedback');
    await u.type(screen.getByLabelText('Subject'), 'Frames');
    await u.type(screen.getByLabelText('Message'), 'Please add a frame with two lines of text.');
    await u.click(screen.getByRole('button', { name: /send message/i }));
    expect(await screen.findByText(NO_MAIL_MESSAGES.contactTitle)).toBeTruthy();
    expect(screen.getByText(NO_MAIL_MESSAGES.contact)).toBeTruthy();
    expect(screen.queryByText(CONTACT_MESSAGES.sentTitle)).toBeNull();
  });

  it('shows admins a banner leading to the outbox', async () => {
    serve({ deliverable: false, me: user({ role: 'admin', emailVerified: true }) });
    const { user: u, currentPath } = renderAt('/faq');
    const banner = await screen.findByRole('region', { name: 'Mail is not set up' });
    expect(banner.textContent).toContain(NO_MAIL_MESSAGES.adminBanner);
    await u.click(screen.getByRole('link', { name: NO_MAIL_MESSAGES.adminBannerLink }));
    expect(currentPath()).toBe('/admin?tab=outbox');
  });
});

describe('screens on a server with mail', () => {
  it('keep their words, and admins see no banner', async () => {
    serve({ deliverable: true, me: user({ role: 'admin' }) });
    renderAt('/faq');
    const notice = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    await waitFor(() => expect(notice.textContent).toContain('follow the link we sent to'));
    expect(screen.queryByRole('region', { name: 'Mail is not set up' })).toBeNull();
  });
});

describe('the verification page', () => {
  it('shows no "verify your address" notice over the page that verifies it', async () => {
    serve({
      deliverable: true,
      me: user(),
      routes: {
        'POST /api/verify-email/check': () => ({
          status: 200,
          body: {
            address: 'reader@example.com',
            createdAt: '2026-03-01T10:00:00.000Z',
            signedInAsAccount: true,
          },
        }),
      },
    });
    renderAt('/faq');
    expect(await screen.findByRole('region', { name: 'Verify your e-mail address' })).toBeTruthy();
    cleanup();
    renderAt(`/verify-email?token=${'V'.repeat(43)}`);
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull();
  });
});

describe('/setup', () => {
  it('makes the first admin from the start log link and opens the admin area', async () => {
    const token = 'T'.repeat(43);
    const admin = user({ username: 'owner@example.com', role: 'admin', emailVerified: true });
    const seen = serve({
      deliverable: false,
      routes: {
        'POST /api/setup/link': () => ({ status: 200, body: { address: null } }),
        'POST /api/setup/admin': () => ({
          status: 200,
          body: { message: FIRST_ADMIN_MESSAGES.done, user: admin },
        }),
      },
    });
    const { user: u, currentPath } = renderAt(`/setup?token=${token}`);
    await u.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await u.type(screen.getByLabelText('Password'), 'short');
    await u.type(screen.getByLabelText('Confirm password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Become the administrator' }));
    // Checked in the browser first: nothing sent.
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(seen.some((s) => s.url === '/api/setup/admin')).toBe(false);
    await u.clear(screen.getByLabelText('Password'));
    await u.type(screen.getByLabelText('Password'), 'a long secret');
    await u.clear(screen.getByLabelText('Confirm password'));
    await u.type(screen.getByLabelText('Confirm password'), 'a long secret');
    await u.click(screen.getByRole('button', { name: 'Become the administrator' }));
    await waitFor(() => expect(currentPath()).toBe('/admin'));
    expect(seen.find((s) => s.url === '/api/setup/admin')?.body).toEqual({
      token,
      email: 'owner@example.com',
      password: 'a long secret',
      confirmPassword: 'a long secret',
    });
  });

  it('says why a used link does not work', async () => {
    serve({
      deliverable: true,
      routes: {
        'POST /api/setup/link': () => ({
          status: 400,
          body: { message: FIRST_ADMIN_MESSAGES.invalidLink, code: 'INVALID_SETUP_LINK' },
        }),
      },
    });
    renderAt(`/setup?token=${'U'.repeat(43)}`);
    expect((await screen.findByRole('alert')).textContent).toBe(FIRST_ADMIN_MESSAGES.invalidLink);
  });
});
