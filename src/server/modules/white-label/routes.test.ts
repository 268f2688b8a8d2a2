// White-label client management (issue 17 items 1–3, 7): operator-only routes, validation and
// conflicts that store nothing, client 1 protected, API keys shown once and kept only hashed,
// the public config and GET /api/subdomain-info.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WHITE_LABEL_MESSAGES } from '../../../contracts/white-label.js';
import { clients, users } from '../../db/schema/index.js';
import { accountApi } from '../../security/account-support.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePng } from '../uploads/test-support.js';
import { hashApiKey } from './api-key.js';

describe.each(testDatabases())('white-label clients on %s', (kind) => {
  const { app, database } = useTestApp(kind, { baseDomain: 'qr.test' });
  const api = accountApi(app);
  const db = () => database().db;
  let ip = 0;
  let admin = '';

  async function account(email: string, role: 'user' | 'admin' = 'user') {
    const res = await api.register(email, 'tulip-river-81', `198.51.100.${++ip}`);
    expect(res.statusCode).toBe(201);
    await db().update(users).set({ role }).where(eq(users.username, email));
    return cookieHeader(res);
  }
  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    app().inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const clientCount = async () => (await db().select().from(clients)).length;

  it('refuses every management route to visitors (401) and non-admins (403)', async () => {
    admin = await account('operator@example.com', 'admin');
    const user = await account('plain@example.com');
    const routes: [string, string, object?][] = [
      ['GET', '/api/white-label/clients'],
      ['POST', '/api/white-label/clients', { name: 'X' }],
      ['PUT', '/api/white-label/clients/1', { name: 'X' }],
      ['DELETE', '/api/white-label/clients/1'],
      ['POST', '/api/white-label/clients/1/api-key'],
      ['POST', '/api/white-label/clients/1/verify-domain'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, user, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await clientCount()).toBe(1);
    const list = await call('GET', '/api/white-label/clients', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([{ id: 1, name: 'QR Shark', isActive: true }]);
  });

  it('creates a client with defaults and a key shown once, stored only as its hash', async () => {
    const res = await call('POST', '/api/white-label/clients', admin, {
      name: '  Acme  ',
      subdomain: 'acme',
      customDomain: 'QR.Acme.example',
      logoUrl: '',
      customCSS: '',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Acme',
      subdomain: 'acme',
      customDomain: 'qr.acme.example',
      logoUrl: null,
      customCSS: null,
      primaryColor: '#3B82F6',
      secondaryColor: '#1E40AF',
      removeQRSharkBranding: false,
      isActive: true,
      domainStatus: 'pending',
    });
    expect(created.apiKey).toMatch(/^qrs_[0-9A-Za-z]{43}$/);
    expect(created.apiKeyPrefix).toBe(created.apiKey.slice(0, 10));
    expect(created.dnsRecords).toEqual([
      { type: 'CNAME', name: 'qr.acme.example', value: 'localhost' },
      {
        type: 'TXT',
        name: '_qrshark.qr.acme.example',
        value: expect.stringMatching(/^qrshark-verify=/),
      },
    ]);
    const [row] = await db().select().from(clients).where(eq(clients.id, created.id));
    expect(row!.apiKeyHash).toBe(hashApiKey(created.apiKey));
    expect(JSON.stringify(row)).not.toContain(created.apiKey);
    const listed = (await call('GET', '/api/white-label/clients', admin)).json();
    expect(listed[1].apiKey).toBeUndefined();
    expect(listed[1].apiKeyPrefix).toBe(created.apiKeyPrefix);
    expect(listed[1].apiKeyLastUsedAt).toBeNull();
  });

  it('regenerates the key: the old key stops working, the new one is shown once', async () => {
    const [acme] = await db().select().from(clients).where(eq(clients.subdomain, 'acme'));
    const res = await call('POST', `/api/white-label/clients/${acme!.id}/api-key`, admin);
    expect(res.statusCode).toBe(200);
    const { apiKey, apiKeyPrefix } = res.json();
    expect(apiKey).toMatch(/^qrs_[0-9A-Za-z]{43}$/);
    const [row] = await db().select().from(clients).where(eq(clients.id, acme!.id));
    expect(row!.apiKeyHash).toBe(hashApiKey(apiKey));
    expect(row!.apiKeyHash).not.toBe(acme!.apiKeyHash);
    expect(row!.apiKeyPrefix).toBe(apiKeyPrefix);
  });

  it('answers 400 with field messages for bad input and stores nothing', async () => {
    const before = await clientCount();
    const cases: [object, string, string][] = [
      [{}, 'name', WHITE_LABEL_MESSAGES.nameRequired],
      [{ name: '   ' }, 'name', WHITE_LABEL_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(256) }, 'name', WHITE_LABEL_MESSAGES.nameTooLong],
      [
        { name: 'A', customDomain: '192.168.1.10' },
        'customDomain',
        WHITE_LABEL_MESSAGES.domainInvalid,
      ],
      [
        { name: 'A', customDomain: 'https://a.example/x' },
        'customDomain',
        WHITE_LABEL_MESSAGES.domainInvalid,
      ],
      [
        { name: 'A', customDomain: `${'a'.repeat(250)}.example` },
        'customDomain',
        WHITE_LABEL_MESSAGES.domainInvalid,
      ],
      [
        { name: 'A', customDomain: 'localhost' },
        'customDomain',
        WHITE_LABEL_MESSAGES.domainInvalid,
      ],
      [
        { name: 'A', customDomain: 'shop.qr.test' },
        'customDomain',
        WHITE_LABEL_MESSAGES.domainOwnHost,
      ],
      [{ name: 'A', subdomain: 'Acme_1' }, 'subdomain', WHITE_LABEL_MESSAGES.subdomainInvalid],
      [
        { name: 'A', subdomain: 'a'.repeat(101) },
        'subdomain',
        WHITE_LABEL_MESSAGES.subdomainInvalid,
      ],
      [{ name: 'A', primaryColor: 'blue' }, 'primaryColor', WHITE_LABEL_MESSAGES.colorInvalid],
      [
        { name: 'A', secondaryColor: '#12345' },
        'secondaryColor',
        WHITE_LABEL_MESSAGES.colorInvalid,
      ],
      [
        { name: 'A', logoUrl: 'https://evil.example/logo.png' },
        'logoUrl',
        WHITE_LABEL_MESSAGES.imageInvalid,
      ],
      [
        { name: 'A', customFavicon: '/logo/doesnotexist1234' },
        'customFavicon',
        WHITE_LABEL_MESSAGES.imageInvalid,
      ],
      [{ name: 'A', customCSS: 'a{}'.repeat(7000) }, 'customCSS', WHITE_LABEL_MESSAGES.cssTooLarge],
    ];
    for (const reserved of ['www', 'api', 'admin', 'mail', 'app', 'url', 'wifi', 'vcard', 'menu']) {
      cases.push([
        { name: 'A', subdomain: reserved },
        'subdomain',
        WHITE_LABEL_MESSAGES.subdomainReserved,
      ]);
    }
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/api/white-label/clients', admin, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await clientCount()).toBe(before);
  });

  it('answers 409 naming the field for a taken domain or subdomain, on create and edit', async () => {
    const before = await clientCount();
    const dupSub = await call('POST', '/api/white-label/clients', admin, {
      name: 'B',
      subdomain: 'acme',
    });
    expect(dupSub.statusCode).toBe(409);
    expect(dupSub.json().fields).toEqual({ subdomain: WHITE_LABEL_MESSAGES.subdomainTaken });
    const dupDomain = await call('POST', '/api/white-label/clients', admin, {
      name: 'B',
      customDomain: 'qr.acme.example.',
    });
    expect(dupDomain.statusCode).toBe(409);
    expect(dupDomain.json().fields).toEqual({ customDomain: WHITE_LABEL_MESSAGES.domainTaken });
    expect(await clientCount()).toBe(before);

    const beta = (
      await call('POST', '/api/white-label/clients', admin, { name: 'Beta', subdomain: 'beta' })
    ).json();
    const steal = await call('PUT', `/api/white-label/clients/${beta.id}`, admin, {
      name: 'Beta',
      customDomain: 'qr.acme.example',
    });
    expect(steal.statusCode).toBe(409);
    const [row] = await db().select().from(clients).where(eq(clients.id, beta.id));
    expect(row!.customDomain).toBeNull();
    expect(row!.subdomain).toBe('beta');
  });

  it('edits, toggles and deletes; client 1 can be neither deleted nor deactivated', async () => {
    const beta = (await call('GET', '/api/white-label/clients', admin))
      .json()
      .find((c: { name: string }) => c.name === 'Beta');
    const edited = await call('PUT', `/api/white-label/clients/${beta.id}`, admin, {
      name: 'Beta Co',
      subdomain: 'beta',
      primaryColor: '#112233',
      removeQRSharkBranding: true,
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Beta Co',
      primaryColor: '#112233',
      removeQRSharkBranding: true,
      isActive: false,
    });
    expect((await call('DELETE', '/api/white-label/clients/1', admin)).statusCode).toBe(403);
    const off = await call('PUT', '/api/white-label/clients/1', admin, {
      name: 'QR Shark',
      isActive: false,
    });
    expect(off.statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/white-label/clients/9999', admin, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/white-label/clients/${beta.id}`, admin)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/white-label/clients/${beta.id}`, admin)).statusCode).toBe(
      404,
    );
    const [one] = await db().select().from(clients).where(eq(clients.id, 1));
    expect(one!.isActive).toBe(true);
  });

  it('refuses to delete a client that still has users (409), keeping it', async () => {
    const gamma = (
      await call('POST', '/api/white-label/clients', admin, { name: 'Gamma', subdomain: 'gamma' })
    ).json();
    await db().insert(users).values({ clientId: gamma.id, username: 'g@example.com' });
    const res = await call('DELETE', `/api/white-label/clients/${gamma.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WHITE_LABEL_MESSAGES.clientInUse);
    expect((await db().select().from(clients).where(eq(clients.id, gamma.id))).length).toBe(1);
  });

  it('takes logo and favicon only as uploaded logos and sanitises custom CSS with a report', async () => {
    const upload = multipart([
      { name: 'logoFile', value: samplePng(64), fileName: 'logo.png', contentType: 'image/png' },
    ]);
    const up = await app().inject({
      method: 'POST',
      url: '/api/upload-logo',
      headers: { ...upload.headers, cookie: admin },
      payload: upload.payload,
    });
    expect(up.statusCode).toBe(201);
    const logoPath = new URL(up.json().logoUrl).pathname;
    const res = await call('POST', '/api/white-label/clients', admin, {
      name: 'Delta',
      logoUrl: logoPath,
      customFavicon: logoPath,
      customCSS: `@import url(https://evil.example/x.css);\n.btn{color:red;background:url(${logoPath})}\n.x{background:url(https://evil.example/t.gif)}`,
    });
    expect(res.statusCode).toBe(201);
    const delta = res.json();
    expect(delta.logoUrl).toBe(logoPath);
    expect(delta.customCSS).toContain('color:red');
    expect(delta.customCSS).toContain(logoPath);
    expect(delta.customCSS).not.toContain('evil');
    expect(delta.cssDropped).toEqual([
      '@import (line 1)',
      'background: url(https://evil.example/t.gif) (line 3)',
    ]);
  });

  it('GET /api/subdomain-info names QR types, aliases and client subdomains', async () => {
    const info = async (host: string) =>
      (await app().inject({ method: 'GET', url: '/api/subdomain-info', headers: { host } })).json();
    expect(await info('localhost:3000')).toEqual({
      isSubdomain: false,
      qrType: null,
      subdomain: null,
    });
    expect(await info('qr.test')).toEqual({ isSubdomain: false, qrType: null, subdomain: null });
    expect(await info('wifi.qr.test')).toEqual({
      isSubdomain: true,
      qrType: 'wifi',
      subdomain: 'wifi',
    });
    expect(await info('VCard.qr.test')).toEqual({
      isSubdomain: true,
      qrType: 'contact',
      subdomain: 'vcard',
    });
    expect(await info('menu.qr.test')).toEqual({
      isSubdomain: true,
      qrType: 'pdf',
      subdomain: 'menu',
    });
    expect(await info('acme.qr.test')).toEqual({
      isSubdomain: true,
      qrType: null,
      subdomain: 'acme',
    });
    expect(await info('nobody.qr.test')).toEqual({
      isSubdomain: false,
      qrType: null,
      subdomain: null,
    });
    expect(await info('a.b.qr.test')).toEqual({
      isSubdomain: false,
      qrType: null,
      subdomain: null,
    });
  });

  it('GET /api/white-label/config answers the brand of the request host', async () => {
    const config = async (host: string) =>
      (
        await app().inject({ method: 'GET', url: '/api/white-label/config', headers: { host } })
      ).json();
    expect(await config('localhost:3000')).toMatchObject({
      name: 'QR Shark',
      primaryColor: '#3B82F6',
      secondaryColor: '#1E40AF',
      customFavicon: null,
      customCSS: null,
    });
    // No social links unless SOCIAL_LINKS is set (the suite below sets it).
    expect((await config('localhost:3000')).socialLinks).toEqual([]);
    expect(await config('acme.qr.test')).toMatchObject({ name: 'Acme', primaryColor: '#3B82F6' });
    // An unverified custom domain is not served as the client's.
    expect(await config('qr.acme.example')).toMatchObject({ name: 'QR Shark' });
  });
});

describe.each(testDatabases('engine-independent'))(
  'footer social links from SOCIAL_LINKS on %s',
  (kind) => {
    const socialLinks = [
      { network: 'instagram' as const, url: 'https://www.instagram.com/acme' },
      { network: 'x' as const, url: 'https://x.com/acme' },
    ];
    const { app, database } = useTestApp(kind, { baseDomain: 'qr.test', socialLinks });

    it("are the operator's on its own host and nobody's on a client's host", async () => {
      const config = async (host: string) =>
        (
          await app().inject({ method: 'GET', url: '/api/white-label/config', headers: { host } })
        ).json();
      expect((await config('localhost:3000')).socialLinks).toEqual(socialLinks);
      await database().db.insert(clients).values({ name: 'Beta', subdomain: 'beta' });
      expect(await config('beta.qr.test')).toMatchObject({ name: 'Beta', socialLinks: [] });
    });
  },
);

describe.each(testDatabases('engine-independent'))(
  'white-label setup without BASE_DOMAIN on %s',
  (kind) => {
    const { app, database } = useTestApp(kind, {
      baseDomain: null,
      publicUrl: 'https://qr.example.com',
    });
    const api = accountApi(app);
    const db = () => database().db;
    let admin = '';
    const call = (method: string, url: string, cookie?: string, payload?: object) =>
      app().inject({
        method: method as 'GET',
        url,
        headers: cookie ? { cookie } : {},
        ...(payload ? { payload } : {}),
      });

    it('tells operators (only) how the server is set up', async () => {
      const res = await api.register(
        'setup-operator@example.com',
        'tulip-river-81',
        '198.51.100.90',
      );
      expect(res.statusCode).toBe(201);
      await db()
        .update(users)
        .set({ role: 'admin' })
        .where(eq(users.username, 'setup-operator@example.com'));
      admin = cookieHeader(res);
      const plain = await api.register(
        'setup-plain@example.com',
        'tulip-river-81',
        '198.51.100.91',
      );
      expect((await call('GET', '/api/white-label/settings')).statusCode).toBe(401);
      expect((await call('GET', '/api/white-label/settings', cookieHeader(plain))).statusCode).toBe(
        403,
      );
      const settings = await call('GET', '/api/white-label/settings', admin);
      expect(settings.statusCode).toBe(200);
      expect(settings.json()).toEqual({
        baseDomain: null,
        publicUrl: 'https://qr.example.com',
        dnsTarget: 'qr.example.com',
        publicUrlIsLocal: false,
      });
    });

    it('refuses a new subdomain, saying how to set BASE_DOMAIN, and stores nothing', async () => {
      const before = (await db().select().from(clients)).length;
      const res = await call('POST', '/api/white-label/clients', admin, {
        name: 'Acme',
        subdomain: 'acme',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        subdomain: WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain,
      });
      expect(WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain).toContain('BASE_DOMAIN=qr.example.com');
      expect((await db().select().from(clients)).length).toBe(before);
    });

    it("points a custom domain's record at PUBLIC_URL's host", async () => {
      const res = await call('POST', '/api/white-label/clients', admin, {
        name: 'Acme',
        customDomain: 'qr.acme.example',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().dnsRecords[0]).toEqual({
        type: 'CNAME',
        name: 'qr.acme.example',
        value: 'qr.example.com',
      });
    });

    it('keeps a subdomain made before BASE_DOMAIN was unset through an edit, refuses a new one', async () => {
      const [row] = await db()
        .insert(clients)
        .values({ name: 'Older', subdomain: 'older' })
        .returning();
      const id = row!.id;
      const kept = await call('PUT', `/api/white-label/clients/${id}`, admin, {
        name: 'Older Ltd',
        subdomain: 'older',
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ name: 'Older Ltd', subdomain: 'older' });
      const changed = await call('PUT', `/api/white-label/clients/${id}`, admin, {
        name: 'Older Ltd',
        subdomain: 'newer',
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().fields.subdomain).toBe(WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain);
      const [after] = await db().select().from(clients).where(eq(clients.id, id));
      expect(after?.subdomain).toBe('older');
    });
  },
);

describe.each(testDatabases())(
  'white-label setup on a PUBLIC_URL of this machine on %s',
  (kind) => {
    const { app, database } = useTestApp(kind, {
      baseDomain: 'localhost',
      publicUrl: 'http://127.0.0.1:3000',
    });
    const api = accountApi(app);

    it('says the address is local and gives an A record, never a CNAME to an address', async () => {
      const res = await api.register(
        'local-operator@example.com',
        'tulip-river-81',
        '198.51.100.92',
      );
      await database()
        .db.update(users)
        .set({ role: 'admin' })
        .where(eq(users.username, 'local-operator@example.com'));
      const admin = cookieHeader(res);
      const settings = await app().inject({
        url: '/api/white-label/settings',
        headers: { cookie: admin },
      });
      expect(settings.json()).toMatchObject({ dnsTarget: '127.0.0.1', publicUrlIsLocal: true });
      const created = await app().inject({
        method: 'POST',
        url: '/api/white-label/clients',
        headers: { cookie: admin },
        payload: { name: 'Local', customDomain: 'qr.local-test.example' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().dnsRecords[0]).toEqual({
        type: 'A',
        name: 'qr.local-test.example',
        value: '127.0.0.1',
      });
    });
  },
);
