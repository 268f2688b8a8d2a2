import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { destinationHealth, dynamicQrCodes, mailOutbox, users } from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { openTestDatabase, testDatabases } from '../../test/databases.js';
import { apiAs, movableClock, DAY_MS } from '../dynamic-codes/test-support.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';
import { listenOnLoopback } from '../../test/listen.js';
import { signUp } from '../uploads/test-support.js';
import { FallbackLinks } from './fallback-links.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// The background destination checker (issue 20 item 5) against a real local site (free port)
// whose answer the test switches: 200, then 500, then a redirect to another host ("parked"),
// then no answer at all. The apps under test reach loopback only through the explicit test
// setting (allowLoopback); a third suite shows the default refuses it without connecting.

/** The local site's port and origin, once it listens. */
let port = 0;
let site = '';
type Mode = 'ok' | 'fail' | 'parked' | 'silent';
let mode: Mode = 'ok';
const hits: string[] = [];
/** When each request arrived (ms), beside `hits`. */
const arrivals: number[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(`${req.method} ${req.headers.host} ${path}`);
    arrivals.push(Date.now());
    // The parked host and the fallbacks always answer; the others as the test says.
    if (req.headers.host?.startsWith('parked.example') || path.startsWith('/fallback')) {
      return res.writeHead(200).end();
    }
    if (path.startsWith('/down')) return res.writeHead(500).end();
    if (mode === 'ok') return res.writeHead(200).end();
    if (mode === 'fail') return res.writeHead(500).end();
    if (mode === 'parked') {
      return res.writeHead(302, { location: `http://parked.example:${port}/lander` }).end();
    }
    // silent: never answers
  });
  port = await listenOnLoopback(server);
  site = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const checks = {
  allowLoopback: true,
  resolve: async (host: string) => (host === 'parked.example' ? ['127.0.0.1'] : []),
  perHostIntervalMs: 0,
  timeoutMs: 800,
};

/** Requests the site got for `path` (any method). */
const hitsOf = (path: string) => hits.filter((h) => h.endsWith(` ${path}`));

describe.each(testDatabases())('destination checker (%s)', (kind) => {
  const clock = movableClock('2026-06-01T10:00:00Z');
  const { app, database, config } = useTestApp(
    kind,
    {},
    { now: clock.now, destinationHealth: checks },
  );
  const tick = () => app().destinationHealthRunner.tick();
  const outbox = async (name: string) =>
    (await database().db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter((m) =>
      m.subject.includes(name),
    );
  const badges = async (who: ReturnType<typeof apiAs>) => {
    const res = await who.get('/api/destination-health');
    expect(res.statusCode).toBe(200);
    return new Map(
      (res.json().codes as { codeId: number; status: string; brokenSince: string | null }[]).map(
        (c) => [c.codeId, c],
      ),
    );
  };
  let owner = apiAs(app, '');
  let quiet = apiAs(app, '');
  let stranger = apiAs(app, '');
  const created: Record<string, number> = {};

  beforeAll(async () => {
    owner = apiAs(app, await signUp(app()));
    quiet = apiAs(app, await signUp(app()));
    stranger = apiAs(app, await signUp(app()));
    for (const who of [owner, quiet, stranger]) {
      expect((await who.post('/api/activate-trial', {})).statusCode).toBe(200);
    }
    // Every code is created now, before the clock moves past the 3-day trial.
    const make = async (who: typeof owner, name: string, destination: string) => {
      const res = await who.post('/api/dynamic-qrcodes', { name, destination });
      expect(res.statusCode).toBe(201);
      created[name] = res.json().id as number;
    };
    await make(owner, 'Menu', `${site}/menu`);
    await make(owner, 'Paused', `${site}/paused`);
    await make(owner, 'Gone', `${site}/gone`);
    await make(owner, 'Expiring', `${site}/expiring`);
    await make(owner, 'Private net', 'http://10.1.2.3/admin');
    await make(owner, 'Metadata', 'http://169.254.169.254/latest/meta-data/');
    await make(owner, 'Switchable', `${site}/switchable`);
    await make(owner, 'Late switch', `${site}/late`);
    await make(owner, 'No fallback', `${site}/no-fallback`);
    await make(quiet, 'Quiet', `${site}/quiet`);
    await make(stranger, 'Stranger', `${site}/stranger`);
    expect(
      (await owner.post(`/api/dynamic-qrcodes/${created.Paused}/pause`)).statusCode,
    ).toBeLessThan(300);
    expect((await owner.delete(`/api/dynamic-qrcodes/${created.Gone}`)).statusCode).toBeLessThan(
      300,
    );
    const controls = async (name: string, body: object) =>
      expect(
        (await owner.put(`/api/dynamic-qrcodes/${created[name]}/controls`, body)).statusCode,
      ).toBe(200);
    await controls('Expiring', { expiresAt: '2026-06-01T12:00:00.000Z' });
    await controls('Switchable', { fallbackUrl: `${site}/fallback-a` });
    await controls('Late switch', { fallbackUrl: `${site}/fallback-b` });
    const prefs = await quiet.get('/api/account/mail-preferences');
    expect(prefs.json().brokenLinkAlerts).toBe(true);
    const off = await quiet.put('/api/account/mail-preferences', {
      ...prefs.json(),
      newsletterPending: undefined,
      brokenLinkAlerts: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().brokenLinkAlerts).toBe(false);
  });

  it('checks new codes, then every active code once a day: badges and one mail per transition', async () => {
    mode = 'ok';
    hits.length = 0;
    // The creations were queued; one round checks them (not paused, deleted or expired ones).
    const first = await tick();
    expect(first).toMatchObject({ held: true, startedRun: true });
    expect(hitsOf('/menu')).toEqual([`HEAD 127.0.0.1:${port} /menu`]);
    expect(hitsOf('/paused')).toEqual([]);
    expect(hitsOf('/gone')).toEqual([]);
    expect(hitsOf('/expiring')).toHaveLength(1);
    let mine = await badges(owner);
    expect(mine.get(created.Menu!)).toMatchObject({ status: 'ok', brokenSince: null });
    expect(mine.has(created.Paused!)).toBe(false);
    // Badges are the owner's only.
    expect((await badges(stranger)).has(created.Menu!)).toBe(false);
    expect((await apiAs(app, '').get('/api/destination-health')).statusCode).toBe(401);
    expect(await outbox('Menu')).toEqual([]);

    // The same day: nothing more.
    expect(await tick()).toMatchObject({ held: true, startedRun: false, checked: 0 });
    expect(hitsOf('/menu')).toHaveLength(1);

    // Day 2: the site answers 500. HEAD, then GET; one mail, without a fallback to offer.
    mode = 'fail';
    clock.advance(DAY_MS);
    expect(await tick()).toMatchObject({ startedRun: true });
    expect(hitsOf('/menu')).toHaveLength(3);
    // Expired after its expiry date: no longer visited.
    expect(hitsOf('/expiring')).toHaveLength(1);
    mine = await badges(owner);
    expect(mine.get(created.Menu!)).toMatchObject({
      status: 'broken',
      brokenSince: '2026-06-02T10:00:00.000Z',
    });
    let mails = await outbox('"Menu"');
    expect(mails.map((m) => m.subject)).toEqual(['Your QR code "Menu" leads to a broken page']);
    expect(mails[0]!.text).toContain('The destination answered 500');
    expect(mails[0]!.text).toContain('This code has no fallback URL');
    expect(mails[0]!.text).toContain(`${config.publicUrl}/`);
    expect(mails[0]!.category).toBe('bulk');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe?token=');

    // Day 3: still broken, since day 2; no second mail.
    clock.advance(DAY_MS);
    await tick();
    expect((await badges(owner)).get(created.Menu!)?.brokenSince).toBe('2026-06-02T10:00:00.000Z');
    expect(await outbox('"Menu"')).toHaveLength(1);

    // Day 4: redirects to another host: "redirects elsewhere", working again (one mail).
    mode = 'parked';
    clock.advance(DAY_MS);
    await tick();
    expect((await badges(owner)).get(created.Menu!)).toMatchObject({
      status: 'redirected',
      brokenSince: null,
    });
    mails = await outbox('"Menu"');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your QR code "Menu" leads to a broken page',
      'Your QR code "Menu" works again',
    ]);

    // Day 5: no answer within the time limit: broken again, a second broken mail.
    mode = 'silent';
    clock.advance(DAY_MS);
    await tick();
    expect((await badges(owner)).get(created.Menu!)).toMatchObject({
      status: 'broken',
      brokenSince: '2026-06-05T10:00:00.000Z',
    });
    mails = await outbox('"Menu"');
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain('No answer within the time limit');

    // The owner who turned broken-link alerts off got none, though the transition is recorded.
    expect(await outbox('"Quiet"')).toEqual([]);
    const [quietRow] = await database()
      .db.select()
      .from(destinationHealth)
      .where(eq(destinationHealth.codeId, created.Quiet!));
    expect(quietRow).toMatchObject({ status: 'broken', notifiedStatus: 'broken' });
  });

  it('refuses private and metadata addresses: broken with the reason, never connected', async () => {
    const mine = await badges(owner);
    expect(mine.get(created['Private net']!)).toMatchObject({
      status: 'broken',
      detail: 'Refused: address 10.1.2.3 is not public',
    });
    expect(mine.get(created.Metadata!)).toMatchObject({
      status: 'broken',
      detail: 'Refused: address 169.254.169.254 is not public',
    });
    expect(hits.filter((h) => h.includes('/admin') || h.includes('meta-data'))).toEqual([]);
  });

  it('checks an edited destination at once, without waiting for the day', async () => {
    mode = 'ok';
    hits.length = 0;
    const res = await owner.put(`/api/dynamic-qrcodes/${created.Menu}`, {
      destination: `${site}/menu-2`,
    });
    expect(res.statusCode).toBe(200);
    // The verdict of the old destination is no badge for the new one.
    expect((await badges(owner)).has(created.Menu!)).toBe(false);
    expect(await tick()).toMatchObject({ startedRun: false, checked: 1 });
    expect(hitsOf('/menu-2')).toHaveLength(1);
    expect((await badges(owner)).get(created.Menu!)?.status).toBe('ok');
    expect((await outbox('"Menu"')).map((m) => m.subject).at(-1)).toBe(
      'Your QR code "Menu" works again',
    );
  });

  it('switches to the fallback from the mail: confirm page, then POST; refuses tampered and expired links', async () => {
    // Day 5's round found both broken (silent); each mail carries its own link.
    const linkOf = async (name: string) => {
      const [mail] = await outbox(`"${name}"`);
      expect(mail!.subject).toBe(`Your QR code "${name}" leads to a broken page`);
      const match = /http\S+\/destination-health\/switch\?token=(\S+)/.exec(mail!.text);
      expect(match).not.toBeNull();
      return { url: new URL(match![0]), token: match![1] };
    };
    const destinationOf = async (id: number) =>
      (
        await database()
          .db.select({ destination: dynamicQrCodes.destination })
          .from(dynamicQrCodes)
          .where(eq(dynamicQrCodes.id, id))
      )[0]!.destination;
    const form = (token: string) =>
      app().inject({
        method: 'POST',
        url: '/destination-health/switch',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    const { url, token } = await linkOf('Switchable');
    expect(`${url.origin}/`).toBe(`${config.publicUrl}/`);

    // GET shows what would change and changes nothing.
    const page = await app().inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Switch “Switchable” to its fallback?');
    expect(page.body).toContain(`${site}/switchable`);
    expect(page.body).toContain(`${site}/fallback-a`);
    expect(page.body).toContain('<form method="post">');
    expect(await destinationOf(created.Switchable!)).toBe(`${site}/switchable`);

    // A token altered to name another user's code (or anything else) is refused.
    const links = new FallbackLinks(config.appSecret);
    const grant = links.verify(token!)!;
    const [payload, mac] = token!.split('.');
    const forged = `${Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace(/^\d+/, String(created.Stranger)),
    ).toString('base64url')}.${mac}`;
    for (const bad of [forged, `${token}x`, 'nonsense']) {
      const get = await app().inject({
        url: `/destination-health/switch?token=${encodeURIComponent(bad)}`,
      });
      expect(get.statusCode).toBe(400);
      expect(get.body).toContain('This link is not valid');
      expect((await form(bad)).statusCode).toBe(400);
    }
    // Signed with another secret: refused too.
    const foreign = new FallbackLinks('another-secret').sign(grant);
    expect((await form(foreign)).statusCode).toBe(400);
    expect(await destinationOf(created.Stranger!)).toBe(`${site}/stranger`);
    expect(await destinationOf(created.Switchable!)).toBe(`${site}/switchable`);

    // The POST switches, as an edit by the owner (in the code's destination history).
    const done = await form(token!);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Switched to the fallback');
    expect(await destinationOf(created.Switchable!)).toBe(`${site}/fallback-a`);
    const history = await owner.get(
      `/api/dynamic-qrcodes/${created.Switchable}/destination-changes`,
    );
    expect(history.json()[0]).toMatchObject({
      from: `${site}/switchable`,
      to: `${site}/fallback-a`,
    });
    // ... and the new destination is checked: it works, so a "works again" mail follows.
    await tick();
    expect((await badges(owner)).get(created.Switchable!)?.status).toBe('ok');

    // 8 days later the other code's link has expired: a clear refusal, nothing changes.
    const late = await linkOf('Late switch');
    clock.advance(8 * DAY_MS);
    const expired = await app().inject({ url: `${late.url.pathname}${late.url.search}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect((await form(late.token!)).statusCode).toBe(410);
    expect(await destinationOf(created['Late switch']!)).toBe(`${site}/late`);
  });
});

describe.each(testDatabases('engine-independent'))(
  'destination checker on a white-label host (%s)',
  (kind) => {
    const { app, database } = useTestApp(
      kind,
      { baseDomain: 'qr.test' },
      { destinationHealth: checks },
    );
    const call = (
      host: string,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      cookie: string,
      payload?: object,
    ) => app().inject({ method, url, headers: { host, cookie }, ...(payload ? { payload } : {}) });

    it("mails the client's users in the client's name, with its host; the unsubscribe link turns the alerts off", async () => {
      const operator = await signUp(app());
      const me = (await apiAs(app, operator).get('/api/user')).json();
      await database().db.update(users).set({ role: 'admin' }).where(eq(users.id, me.id));
      const client = await apiAs(app, operator).post('/api/white-label/clients', {
        name: 'Acme',
        subdomain: 'acme',
      });
      expect(client.statusCode, client.body).toBe(201);
      const host = 'acme.qr.test';
      const reg = await app().inject({
        method: 'POST',
        url: '/api/register',
        headers: { host },
        payload: {
          username: 'owner@acme.test',
          email: 'owner@acme.test',
          password: 'tulip-river-81',
          confirmPassword: 'tulip-river-81',
        },
      });
      expect(reg.statusCode, reg.body).toBe(201);
      const cookie = cookieHeader(reg);
      const made = await call(host, 'POST', '/api/dynamic-qrcodes', cookie, {
        name: 'Shop',
        destination: `${site}/down/shop`,
      });
      expect(made.statusCode, made.body).toBe(201);
      await app().destinationHealthRunner.tick();

      const [mail] = (await database().db.select().from(mailOutbox)).filter((m) =>
        m.subject.includes('"Shop"'),
      );
      expect(mail!.subject).toBe('Your QR code "Shop" leads to a broken page');
      expect(mail!.toAddress).toBe('owner@acme.test');
      expect(mail!.text).toContain(`http://${host}:3000/d/${made.json().shortCode}`);
      expect(mail!.text).toContain('receives broken-link alerts from Acme');
      expect(mail!.text).not.toMatch(/QR Shark|localhost/);
      expect(mail!.html).toContain('Acme');

      // The mail's one-click unsubscribe (RFC 8058) turns the preference off.
      const oneClick = /<(http[^>]+\/api\/unsubscribe\?token=[^>]+)>/.exec(
        mail!.headers?.['List-Unsubscribe'] ?? '',
      );
      expect(oneClick).not.toBeNull();
      const url = new URL(oneClick![1]!);
      const left = await call(host, 'POST', `${url.pathname}${url.search}`, '', {});
      expect(left.statusCode, left.body).toBe(200);
      const prefs = await call(host, 'GET', '/api/account/mail-preferences', cookie);
      expect(prefs.json().brokenLinkAlerts).toBe(false);
    });
  },
);

describe.each(testDatabases())('destination checker pacing one host (%s)', (kind) => {
  const { app } = useTestApp(
    kind,
    {},
    { destinationHealth: { ...checks, perHostIntervalMs: 600 } },
  );
  it('spaces requests to one host and lets no check time out waiting for its turn', async () => {
    const owner = apiAs(app, await signUp(app()));
    expect((await owner.post('/api/activate-trial', {})).statusCode).toBe(200);
    const paths = [1, 2, 3, 4, 5, 6].map((n) => `/fallback-paced-${kind}-${n}`);
    for (const path of paths) {
      const res = await owner.post('/api/dynamic-qrcodes', { destination: `${site}${path}` });
      expect(res.statusCode).toBe(201);
    }
    hits.length = 0;
    arrivals.length = 0;
    // 6 checks of one host at 600 ms a request: 3 s in all, beyond one check's 800 ms limit.
    expect(await app().destinationHealthRunner.tick()).toMatchObject({ checked: 6 });
    const codes = (await owner.get('/api/destination-health')).json().codes as { status: string }[];
    expect(codes.map((c) => c.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(hits.filter((h) => h.includes('/fallback-paced-'))).toHaveLength(6);
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    // Paced when sent; arrival adds each connection's own latency, hence the slack (half an
    // interval: on a loaded machine one request's latency exceeded the next one's by 166 ms).
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(300);
    expect(arrivals[5]! - arrivals[0]!).toBeGreaterThanOrEqual(2_700);
  });
});

describe.each(testDatabases())('"Check now" from two processes on one database (%s)', (kind) => {
  // Two apps on one database stand for two processes: each has its own in-memory pace, so only
  // the spacing counted in the database (HostPace with SharedLimits) keeps them apart.
  // The last of 4 checks waits about 1.8 s for its turn, past the 800 ms time limit: waiting
  // for a turn is not part of a check's limit, so it is still answered ok, not "broken".
  const paced = { ...checks, perHostIntervalMs: 600, timeoutMs: 800 };
  const { app, database, config } = useTestApp(kind, {}, { destinationHealth: paced });
  let second: App | undefined;
  beforeAll(async () => {
    // The same configuration (processes of one deployment share APP_SECRET).
    second = buildApp(config, { database: database(), destinationHealth: paced });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
  });

  it('keeps one request per host per interval across both', async () => {
    const cookie = await signUp(app());
    const owner = apiAs(app, cookie);
    expect((await owner.post('/api/activate-trial', {})).statusCode).toBe(200);
    const ids: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const res = await owner.post('/api/dynamic-qrcodes', {
        destination: `${site}/fallback-shared-${kind}-${n}`,
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id as number);
    }
    hits.length = 0;
    arrivals.length = 0;
    // Two codes checked through each app at once (the same session works on both).
    const onSecond = apiAs(() => second!, cookie);
    const answers = await Promise.all(
      ids.map((id, i) =>
        (i % 2 === 0 ? owner : onSecond).post(`/api/dynamic-qrcodes/${id}/health`),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('ok');
    }
    expect(hits.filter((h) => h.includes('/fallback-shared-'))).toHaveLength(4);
    const sorted = [...arrivals].sort((a, b) => a - b);
    const gaps = sorted.slice(1).map((at, i) => at - sorted[i]!);
    // Paced when sent; arrival adds each connection's own latency, hence the slack (half an
    // interval). Without the shared count the two apps' first requests arrive together.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(300);
    expect(sorted[3]! - sorted[0]!).toBeGreaterThanOrEqual(1_500);
  });
});

describe.each(testDatabases('engine-independent'))(
  'destination checker started with the app (%s)',
  (kind) => {
    const { app } = useTestApp(
      kind,
      { destinationChecks: true },
      { destinationHealth: { ...checks, runner: { pollMs: 60_000 } } },
    );
    it('checks a new code soon after it is created, without anyone ticking', async () => {
      const owner = apiAs(app, await signUp(app()));
      const res = await owner.post('/api/dynamic-qrcodes', {
        destination: `${site}/fallback-started-${kind}`,
        name: 'Started',
      });
      expect(res.statusCode).toBe(201);
      await expect
        .poll(async () => (await owner.get('/api/destination-health')).json().codes[0]?.status, {
          timeout: 10_000,
        })
        .toBe('ok');
      expect(hitsOf(`/fallback-started-${kind}`)).toHaveLength(1);
    });
  },
);

describe.each(testDatabases('engine-independent'))(
  'destination checker without the test setting (%s)',
  (kind) => {
    const { app } = useTestApp(kind);
    it('refuses a loopback destination without connecting', async () => {
      const owner = apiAs(app, await signUp(app()));
      const res = await owner.post('/api/dynamic-qrcodes', {
        destination: `${site}/never`,
        name: 'Local',
      });
      expect(res.statusCode).toBe(201);
      expect(await app().destinationHealthRunner.tick()).toMatchObject({ checked: 1 });
      const [badge] = (await owner.get('/api/destination-health')).json().codes;
      expect(badge).toMatchObject({
        codeId: res.json().id,
        status: 'broken',
        httpStatus: null,
        detail: 'Refused: address 127.0.0.1 is not public',
      });
      expect(hitsOf('/never')).toEqual([]);
    });
  },
);

// Three app processes on one PostgreSQL database, each with its own pool and its own runner:
// every active code is visited once per interval, whichever runners tick.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'destination checker, 3 processes (postgres)',
  () => {
    const clock = movableClock('2026-07-01T00:30:00Z');
    const handles: DatabaseHandle[] = [];
    const apps: App[] = [];

    beforeAll(async () => {
      const first = await openTestDatabase('postgres');
      if (first.kind !== 'postgres') throw new Error('expected PostgreSQL');
      handles.push(first);
      for (let i = 1; i < 3; i += 1) {
        handles.push(
          await openDatabase({
            dataDir: 'memory://',
            databaseUrl: first.pool.options.connectionString!,
          }),
        );
      }
      for (const database of handles) {
        apps.push(buildApp(testConfig(), { database, now: clock.now, destinationHealth: checks }));
      }
      await Promise.all(apps.map((a) => a.ready()));
    });

    afterAll(async () => {
      for (const a of apps) await a.close();
      for (const h of [...handles].reverse()) await h.close();
    });

    it('checks each code once per day, whoever ticks', async () => {
      mode = 'ok';
      const db = handles[0]!.db;
      const user = await insertUser(db);
      const paths = ['/p1', '/p2', '/p3', '/p4', '/p5'];
      for (const path of paths) await insertCode(db, user, { destination: `${site}${path}` });
      await insertCode(db, user, { destination: `${site}/p-paused`, isPaused: true });
      hits.length = 0;
      const tickAll = () => Promise.all(apps.map((a) => a.destinationHealthRunner.tick()));

      for (let day = 1; day <= 3; day += 1) {
        const rounds = [...(await tickAll()), ...(await tickAll())];
        // One process held the lease and started the day's run, once.
        expect(rounds.filter((r) => r.startedRun)).toHaveLength(1);
        expect(rounds.reduce((sum, r) => sum + r.checked, 0)).toBe(paths.length);
        for (const path of paths) expect(hitsOf(path)).toHaveLength(day);
        expect(hitsOf('/p-paused')).toEqual([]);
        clock.advance(DAY_MS);
        // The holder stops (a process shutting down): another takes over the next day.
        if (day === 1)
          await apps[rounds.findIndex((r) => r.held) % apps.length]!.destinationHealthRunner.stop();
      }
    });
  },
);
