// Cross-tenant matrix (issue 17 item 4): two white-label clients, Acme and Beta, each with a user
// holding a static code, a dynamic code, an upload and a bulk run, and an admin. For every object
// route: Beta's user on Beta's host naming Acme's ids gets 404, Acme's session carried to Beta's
// host (or the default host) is no session (401), and nothing of Acme's changes. Short links:
// Acme's code answers on Acme's host only (fast path and Fastify routes alike), is encoded with
// Acme's host, and its preview, password form and hosted-page files are not found elsewhere.
import { request as httpRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkRuns,
  clients,
  dynamicQrCodes,
  mailOutbox,
  qrCodes,
  uploads,
  users,
} from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePdf, samplePng } from '../uploads/test-support.js';

const ACME = 'acme.qr.test';
const BETA = 'beta.qr.test';
const DEFAULT = 'localhost:3000';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What one tenant holds for the matrix. */
interface Tenant {
  host: string;
  user: string;
  admin: string;
  userId: number;
  staticId: number;
  dynamicId: number;
  shortCode: string;
  contactCode: string;
  pdfId: string;
  logoId: string;
  runId: string;
}

describe.each(testDatabases('engine-independent'))('white-label tenancy on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-tenancy-'));
  const { app, database } = useTestApp(kind, { baseDomain: 'qr.test', dataDir });
  const db = () => database().db;
  let ip = 0;
  const tenants = {} as Record<'acme' | 'beta', Tenant>;

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (
    host: string,
    method: Method,
    url: string,
    cookie = '',
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url,
      remoteAddress: '203.0.113.9',
      headers: { host, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  async function register(host: string, email: string, role: 'user' | 'admin' = 'user') {
    const res = await app().inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: `198.51.100.${++ip}`,
      headers: { host },
      payload: {
        username: email,
        email,
        password: 'tulip-river-81',
        confirmPassword: 'tulip-river-81',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = cookieHeader(res);
    const me = (await call(host, 'GET', '/api/user', cookie)).json();
    if (role === 'admin') await db().update(users).set({ role }).where(eq(users.id, me.id));
    return { cookie, id: me.id as number };
  }

  async function upload(host: string, cookie: string, url: string, parts: object[]) {
    const form = multipart(parts as Parameters<typeof multipart>[0]);
    const res = await call(host, 'POST', url, cookie, form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  async function holdings(host: string): Promise<Tenant> {
    // The same address on every client: each registration is a separate account.
    const { cookie: user, id: userId } = await register(host, 'owner@example.com');
    const { cookie: admin } = await register(host, 'boss@example.com', 'admin');
    expect((await call(host, 'POST', '/api/activate-trial', user, {})).statusCode).toBe(200);
    const made = await call(host, 'POST', '/api/qrcodes', user, {
      qrType: 'url',
      url: `https://${host}/static`,
      name: `static of ${host}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const dynamic = await call(host, 'POST', '/api/dynamic-qrcodes', user, {
      destination: `https://example.com/${host}`,
      name: `dynamic of ${host}`,
    });
    expect(dynamic.statusCode, dynamic.body).toBe(201);
    const contact = await call(host, 'POST', '/api/dynamic-qrcodes', user, {
      qrType: 'contact',
      name: `contact of ${host}`,
      qrData: { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0000' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const pdfId = await upload(host, user, '/api/upload-pdf', [
      {
        name: 'pdfFile',
        value: await samplePdf(),
        fileName: 'menu.pdf',
        contentType: 'application/pdf',
      },
      { name: 'pdfTitle', value: 'Menu' },
    ]);
    const logoId = await upload(host, user, '/api/upload-logo', [
      { name: 'logoFile', value: samplePng(), fileName: 'logo.png', contentType: 'image/png' },
    ]);
    const run = await call(host, 'POST', '/api/bulk-runs', user, { rows: 2, qrType: 'url' });
    expect(run.statusCode, run.body).toBe(201);
    return {
      host,
      user,
      admin,
      userId,
      staticId: made.json().id,
      dynamicId: dynamic.json().id,
      shortCode: dynamic.json().shortCode,
      contactCode: contact.json().shortCode,
      pdfId,
      logoId,
      runId: run.json().id,
    };
  }

  beforeAll(async () => {
    const { cookie: operator } = await register(DEFAULT, 'operator@example.com', 'admin');
    for (const [name, subdomain] of [
      ['Acme', 'acme'],
      ['Beta', 'beta'],
    ]) {
      const res = await call(DEFAULT, 'POST', '/api/white-label/clients', operator, {
        name,
        subdomain,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    tenants.acme = await holdings(ACME);
    tenants.beta = await holdings(BETA);
  });

  /** Everything of Acme's that a route could change, to compare before and after. */
  const acmeState = async () => {
    const clientId = (await db().select().from(clients).where(eq(clients.subdomain, 'acme')))[0]!
      .id;
    const pick = <T extends { clientId: number }>(rows: T[]) =>
      JSON.stringify(rows.filter((row) => row.clientId === clientId));
    return [
      pick(await db().select().from(users)),
      pick(await db().select().from(qrCodes)),
      pick(await db().select().from(dynamicQrCodes)),
      pick(await db().select().from(uploads)),
      pick(await db().select().from(bulkRuns)),
    ].join('\n');
  };

  /** Every route naming one of Acme's objects (or acting on the caller's own account). */
  const objectRoutes = (a: Tenant): [Method, string, object?][] => [
    ['GET', '/api/qrcodes'],
    ['PATCH', `/api/qrcodes/${a.staticId}`, { name: 'taken' }],
    ['DELETE', `/api/qrcodes/${a.staticId}`],
    ['GET', '/api/dynamic-qrcodes'],
    ['GET', '/api/dynamic-qrcodes/paused'],
    ['GET', '/api/dynamic-qrcodes/export.csv'],
    ['GET', `/api/dynamic-qrcodes/${a.dynamicId}`],
    ['GET', `/api/dynamic-qrcodes/${a.dynamicId}/history`],
    ['GET', `/api/dynamic-qrcodes/${a.dynamicId}/destination-changes`],
    ['PATCH', `/api/dynamic-qrcodes/${a.dynamicId}`, { name: 'taken' }],
    ['PUT', `/api/dynamic-qrcodes/${a.dynamicId}`, { destination: 'https://evil.example/' }],
    ['POST', `/api/dynamic-qrcodes/${a.dynamicId}/pause`],
    ['POST', `/api/dynamic-qrcodes/${a.dynamicId}/resume`],
    ['DELETE', `/api/dynamic-qrcodes/${a.dynamicId}`],
    ['GET', `/api/dynamic-qrcodes/${a.dynamicId}/controls`],
    ['PUT', `/api/dynamic-qrcodes/${a.dynamicId}/controls`, { maxScans: 1 }],
    ['GET', `/api/dynamic-qrcodes/${a.dynamicId}/analytics`],
    ['GET', `/api/dynamic-qrcodes/${a.dynamicId}/analytics.csv`],
    ['GET', `/api/dynamic-qrcodes/${a.dynamicId}/analytics.pdf`],
    ['GET', '/api/user-analytics'],
    ['GET', `/api/bulk-runs/${a.runId}`],
    ['POST', `/api/bulk-runs/${a.runId}/items`, { items: [] }],
    ['POST', '/api/dynamic-qrcodes', { destination: 'https://x.example/', logoId: a.logoId }],
    ['POST', '/api/generate-qrcode', { qrType: 'pdf', pdfId: a.pdfId }],
    ['GET', '/api/sessions'],
    ['GET', '/api/account/export'],
    ['PUT', '/api/update-name', { name: 'taken' }],
    ['GET', '/api/admin/users'],
    ['POST', `/api/admin/users/${a.userId}/role`, { role: 'admin' }],
    ['POST', `/api/admin/users/${a.userId}/delete`],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/system'],
  ];

  it("refuses Acme's session on every other host (401) and changes nothing", async () => {
    const a = tenants.acme;
    const before = await acmeState();
    for (const host of [BETA, DEFAULT]) {
      for (const cookie of [a.user, a.admin]) {
        for (const [method, url, body] of objectRoutes(a)) {
          const res = await call(host, method, url, cookie, body);
          // The generator also serves visitors: as one, Acme's PDF is refused by its id.
          const expected = url === '/api/generate-qrcode' ? 400 : 401;
          expect(res.statusCode, `${method} ${url} on ${host}`).toBe(expected);
        }
      }
    }
    expect(await acmeState()).toBe(before);
  });

  it("gives Beta's user and admin, on Beta's host, nothing of Acme's (404 or their own)", async () => {
    const a = tenants.acme;
    const b = tenants.beta;
    const before = await acmeState();
    const acmeMarks = [a.shortCode, `static of ${ACME}`, `dynamic of ${ACME}`, a.pdfId, a.runId];
    for (const cookie of [b.user, b.admin]) {
      for (const [method, url, body] of objectRoutes(a)) {
        const res = await call(BETA, method, url, cookie, body);
        const where = `${method} ${url} as Beta's ${cookie === b.user ? 'user' : 'admin'}`;
        // Routes naming an Acme id: not found (the generator and create: the upload is refused);
        // list routes and the caller's own account: 2xx, with nothing of Acme's in them.
        expect([200, 201, 204, 400, 403, 404], where).toContain(res.statusCode);
        if (url.includes(String(a.staticId)) || url.includes(String(a.dynamicId))) {
          if (url.startsWith('/api/qrcodes') || url.startsWith('/api/dynamic-qrcodes')) {
            expect(res.statusCode, where).toBe(404);
          }
        }
        if (url.includes(a.runId)) expect(res.statusCode, where).toBe(404);
        if (url.startsWith('/api/admin/users/'))
          expect([403, 404], where).toContain(res.statusCode);
        if (body && 'logoId' in body) expect(res.statusCode, where).not.toBe(201);
        if (body && 'pdfId' in body) expect(res.statusCode, where).not.toBe(200);
        const text = res.rawPayload.toString('latin1');
        for (const mark of acmeMarks) expect(text, where).not.toContain(mark);
        expect(text, where).not.toContain(ACME);
      }
    }
    expect(await acmeState()).toBe(before);
  });

  it("encodes each client's short link with its own host", async () => {
    for (const t of [tenants.acme, tenants.beta]) {
      const listed = (await call(t.host, 'GET', '/api/dynamic-qrcodes', t.user)).json();
      expect(listed.map((code: { shortUrl: string }) => code.shortUrl).sort()).toEqual(
        [`http://${t.host}/d/${t.shortCode}`, `http://${t.host}/d/${t.contactCode}`].sort(),
      );
    }
    const csv = (await call(ACME, 'GET', '/api/dynamic-qrcodes/export.csv', tenants.acme.user))
      .body;
    expect(csv).toContain(`http://${ACME}/d/${tenants.acme.shortCode}`);
    expect(csv).not.toContain('localhost');
  });

  it("mails each client's users in the client's name, with links to the client's host", async () => {
    const rows = await db().select().from(mailOutbox);
    for (const [host, name] of [
      [ACME, 'Acme'],
      [BETA, 'Beta'],
    ] as const) {
      const [client] = await db().select().from(clients).where(eq(clients.name, name));
      const mail = rows.find(
        (r) => r.clientId === client!.id && r.toAddress === 'owner@example.com',
      );
      expect(mail?.subject, host).toBe(`Confirm your e-mail address for ${name}`);
      expect(mail?.text, host).toContain(`Welcome to ${name}.`);
      // PUBLIC_URL's scheme and port (http://localhost:3000) on the client's host.
      expect(mail?.text, host).toContain(`http://${host}:3000/verify-email?token=`);
      expect(mail?.text, host).not.toMatch(/QR Shark|localhost/);
    }
    // The default client's mail stays ours.
    const own = rows.find((r) => r.clientId === 1 && r.toAddress === 'operator@example.com');
    expect(own?.subject).toBe('Confirm your e-mail address for QR Shark');
    expect(own?.text).toContain('http://localhost:3000/verify-email?token=');
  });

  it("sends a client's notification mails in the client's name, with links to its host", async () => {
    const sent = await call(ACME, 'POST', '/api/send-welcome-to-all', tenants.acme.admin, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const [acme] = await db().select().from(clients).where(eq(clients.name, 'Acme'));
    const welcome = (await db().select().from(mailOutbox)).filter(
      (r) => r.clientId === acme!.id && r.subject === 'Welcome to Acme',
    );
    expect(welcome.length).toBeGreaterThan(0);
    for (const mail of welcome) {
      expect(mail.text).toContain(`http://${ACME}:3000/`);
      expect(mail.html).toContain('Acme');
      for (const part of [mail.text, mail.html ?? '']) {
        expect(part).not.toMatch(/QR Shark|localhost/);
      }
    }
    // The account mails' HTML part carries the client's name too.
    const verify = (await db().select().from(mailOutbox)).find(
      (r) => r.clientId === acme!.id && r.subject === 'Confirm your e-mail address for Acme',
    );
    expect(verify?.html).toContain(`href="http://${ACME}:3000/verify-email?token=`);
    expect(verify?.html).not.toMatch(/QR Shark|localhost/);
    // A visitor of Acme's site signing up for the newsletter hears from Acme too.
    const signup = await call(ACME, 'POST', '/api/newsletter-signup', '', {
      email: 'reader@example.com',
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const [confirm] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.clientId, acme!.id), eq(mailOutbox.toAddress, 'reader@example.com')),
      );
    expect(confirm!.text).toContain(`the weekly Acme newsletter`);
    expect(confirm!.text).toContain(`http://${ACME}:3000/newsletter/confirm?token=`);
    for (const part of [confirm!.text, confirm!.html ?? '']) {
      expect(part).not.toMatch(/QR Shark|localhost/);
    }
  });

  it("answers Acme's short links on Acme's host only (Fastify routes)", async () => {
    const a = tenants.acme;
    const here = await call(ACME, 'GET', `/d/${a.shortCode}`);
    expect(here.statusCode).toBe(302);
    expect(here.headers.location).toBe(`https://example.com/${ACME}`);
    for (const host of [BETA, DEFAULT]) {
      const res = await call(host, 'GET', `/d/${a.shortCode}`);
      expect(res.statusCode, host).toBe(404);
      expect(res.body).toContain('QR code not found');
      // The safe preview, the password form and the hosted page's files: not found either.
      const preview = await call(host, 'GET', `/d/${a.shortCode}+`);
      expect(preview.statusCode, host).toBe(303);
      expect(preview.headers.location).toBe(`/d/${a.shortCode}`);
      const password = await call(
        host,
        'POST',
        `/d/${a.shortCode}`,
        '',
        Buffer.from('password=guess'),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
      expect(password.statusCode, host).toBe(303);
      expect((await call(host, 'GET', `/d/${a.contactCode}`)).statusCode, host).toBe(404);
      const vcard = await call(host, 'GET', `/d/${a.contactCode}/contact.vcf`);
      expect(vcard.statusCode, host).toBe(404);
    }
    expect((await call(ACME, 'GET', `/d/${a.shortCode}+`)).statusCode).toBe(200);
    expect((await call(ACME, 'GET', `/d/${a.contactCode}/contact.vcf`)).statusCode).toBe(200);
  });

  it("shows every short-link page on Acme's host in Acme's name, never ours", async () => {
    const a = tenants.acme;
    const inAcmesName = (body: string, what: string) => {
      expect(body, what).toContain('Acme');
      expect(body, what).not.toMatch(/QR Shark/);
    };
    // A code with a password, then paused: its pages come from the link controls and the redirect.
    const made = await call(ACME, 'POST', '/api/dynamic-qrcodes', a.user, {
      destination: 'https://example.com/guarded',
      name: 'guarded',
    });
    expect(made.statusCode, made.body).toBe(201);
    const guarded = made.json() as { id: number; shortCode: string };
    const controls = await call(
      ACME,
      'PUT',
      `/api/dynamic-qrcodes/${guarded.id}/controls`,
      a.user,
      { password: 'open sesame' },
    );
    expect(controls.statusCode, controls.body).toBe(200);

    const asked = await call(ACME, 'GET', `/d/${guarded.shortCode}`);
    expect(asked.body).toContain('Password required');
    inAcmesName(asked.body, 'password page');
    const wrong = await call(
      ACME,
      'POST',
      `/d/${guarded.shortCode}`,
      '',
      Buffer.from('password=guess'),
      { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${ACME}` },
    );
    expect(wrong.body).toContain('That password is not right');
    inAcmesName(wrong.body, 'wrong password page');
    const preview = await call(ACME, 'GET', `/d/${guarded.shortCode}+`);
    expect(preview.statusCode).toBe(200);
    inAcmesName(preview.body, 'safe preview');
    // Hosted pages also take the client's colour (readable on the page) for their links.
    const operator = await register(DEFAULT, 'colourist@example.com', 'admin');
    const [acme] = await db().select().from(clients).where(eq(clients.subdomain, 'acme'));
    const coloured = await call(
      DEFAULT,
      'PUT',
      `/api/white-label/clients/${acme!.id}`,
      operator.cookie,
      { name: 'Acme', subdomain: 'acme', primaryColor: '#7A1F00' },
    );
    expect(coloured.statusCode, coloured.body).toBe(200);
    const hosted = await call(ACME, 'GET', `/d/${a.contactCode}`);
    expect(hosted.body).toContain('Ada');
    inAcmesName(hosted.body, 'hosted contact page');
    expect(hosted.body).toContain('a{color:#7a1f00}');
    const betaHosted = await call(BETA, 'GET', `/d/${tenants.beta.contactCode}`);
    expect(betaHosted.body).toContain('a{color:#1d4ed8}');
    const missing = await call(ACME, 'GET', '/d/zzzzzzzz');
    expect(missing.statusCode).toBe(404);
    inAcmesName(missing.body, 'not-found page');
    expect((await call(ACME, 'GET', `/images/${a.logoId}x`)).body).toContain('Go to Acme');

    expect(
      (await call(ACME, 'POST', `/api/dynamic-qrcodes/${guarded.id}/pause`, a.user)).statusCode,
    ).toBe(200);
    const paused = await call(ACME, 'GET', `/d/${guarded.shortCode}`);
    expect(paused.body).toContain('This QR code is paused');
    inAcmesName(paused.body, 'paused page');

    // The default host keeps our name; Beta's, Beta's.
    expect((await call(DEFAULT, 'GET', '/d/zzzzzzzz')).body).toContain('Go to QR Shark');
    expect((await call(BETA, 'GET', '/d/zzzzzzzz')).body).toContain('Go to Beta');
  });

  it("answers Acme's short links on Acme's host only (fast path), 503 on an inactive client", async () => {
    const server = app().server;
    await app().listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.address() as AddressInfo;
    const get = (host: string, url: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: url, headers: { host }, agent: false },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    const a = tenants.acme;
    expect(await get(ACME, `/d/${a.shortCode}`)).toEqual({
      status: 302,
      location: `https://example.com/${ACME}`,
    });
    expect((await get(BETA, `/d/${a.shortCode}`)).status).toBe(404);
    expect((await get(DEFAULT, `/d/${a.shortCode}`)).status).toBe(404);
    expect((await get(BETA, `/d/${tenants.beta.shortCode}`)).status).toBe(302);

    // Deactivated: Acme's hosts serve nothing, its short links included.
    const { cookie: operator } = await register(DEFAULT, 'operator2@example.com', 'admin');
    const [acme] = await db().select().from(clients).where(eq(clients.subdomain, 'acme'));
    const off = await call(DEFAULT, 'PUT', `/api/white-label/clients/${acme!.id}`, operator, {
      name: 'Acme',
      subdomain: 'acme',
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(ACME, `/d/${a.shortCode}`)).status).toBe(503);
    expect((await call(ACME, 'GET', `/d/${a.shortCode}`)).statusCode).toBe(503);
    expect(server.listening).toBe(true);
  });
});
