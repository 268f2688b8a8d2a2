// Custom-domain verification against a real DNS server (issue 17 item 8): a local dns2 server on
// a loopback port answers TXT queries, and the app's resolver (lib/dns-check.ts, as DNS_SERVERS sets it up) asks it, over UDP
// as in production. The right token verifies the domain (then served, and 200 from Caddy's
// `ask`); a wrong token, a missing record and a refused query do not, each with its reason.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { useDnsServer } from '../../test/dns-server.js';

describe.each(testDatabases('engine-independent'))(
  'custom-domain verification over DNS on %s',
  (kind) => {
    // The app's resolver asks this server on the port the system gave it (test files and other
    // checkouts run side by side); set up before useTestApp's own beforeAll builds the app.
    const { txt, refused, asked, appDeps } = useDnsServer();

    const { app, database } = useTestApp(kind, { baseDomain: 'qr.test' }, appDeps);
    let operator = '';

    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app().inject({ method, url, headers: { cookie: operator }, ...(payload ? { payload } : {}) });
    const askCaddy = async (domain: string) =>
      (await app().inject({ url: `/api/white-label/domain-check?domain=${domain}` })).statusCode;

    async function clientWithDomain(name: string, customDomain: string) {
      if (!operator) {
        const email = 'operator@example.com';
        const res = await app().inject({
          method: 'POST',
          url: '/api/register',
          payload: {
            username: email,
            email,
            password: 'tulip-river-81',
            confirmPassword: 'tulip-river-81',
          },
        });
        operator = cookieHeader(res);
        await database().db.update(users).set({ role: 'admin' }).where(eq(users.username, email));
      }
      const res = await call('POST', '/api/white-label/clients', { name, customDomain });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      const record = created.dnsRecords.find((r: { type: string }) => r.type === 'TXT');
      expect(record.name).toBe(`_qrshark.${customDomain}`);
      return { id: created.id as number, token: record.value as string };
    }
    const verify = async (id: number) => {
      const res = await call('POST', `/api/white-label/clients/${id}/verify-domain`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const brandOn = async (host: string) =>
      (await app().inject({ url: '/api/white-label/config', headers: { host } })).json().name;

    it('verifies a domain whose TXT record holds the token, then serves it', async () => {
      const { id, token } = await clientWithDomain('Right', 'qr.right.example');
      // Among other TXT records, and split into two character strings (joined, RFC 7208 §3.3).
      txt.set('_qrshark.qr.right.example', [
        ['v=spf1 -all'],
        [token.slice(0, 10), token.slice(10)],
      ]);
      expect(await brandOn('qr.right.example')).toBe('QR Shark');
      expect(await askCaddy('qr.right.example')).toBe(404);
      const client = await verify(id);
      expect(client.domainStatus).toBe('verified');
      expect(asked).toContain('_qrshark.qr.right.example');
      expect(await brandOn('qr.right.example')).toBe('Right');
      expect(await askCaddy('qr.right.example')).toBe(200);
      expect(await askCaddy('QR.Right.Example.')).toBe(200);
    });

    it('does not verify a wrong token, a missing record or a refused query', async () => {
      const wrong = await clientWithDomain('Wrong', 'qr.wrong.example');
      txt.set('_qrshark.qr.wrong.example', [[`${wrong.token}x`], ['qrshark-verify=someone-else']]);
      const missing = await clientWithDomain('Missing', 'qr.missing.example');
      const refusing = await clientWithDomain('Refused', 'qr.refused.example');
      refused.add('_qrshark.qr.refused.example');

      const cases: [number, string, RegExp][] = [
        [wrong.id, 'qr.wrong.example', /does not hold the token/],
        [missing.id, 'qr.missing.example', /No TXT record found at _qrshark\.qr\.missing\.example/],
        [refusing.id, 'qr.refused.example', /DNS lookup of _qrshark\.qr\.refused\.example failed/],
      ];
      for (const [id, domain, reason] of cases) {
        const client = await verify(id);
        expect(client.domainStatus, domain).toBe('failed');
        expect(client.domainCheckMessage, domain).toMatch(reason);
        expect(await askCaddy(domain), domain).toBe(404);
        expect(await brandOn(domain), domain).toBe('QR Shark');
      }
    });

    it('un-verifies a domain whose record has gone', async () => {
      const { id, token } = await clientWithDomain('Gone', 'qr.gone.example');
      txt.set('_qrshark.qr.gone.example', [[token]]);
      expect((await verify(id)).domainStatus).toBe('verified');
      txt.delete('_qrshark.qr.gone.example');
      expect((await verify(id)).domainStatus).toBe('failed');
      expect(await askCaddy('qr.gone.example')).toBe(404);
    });
  },
);
