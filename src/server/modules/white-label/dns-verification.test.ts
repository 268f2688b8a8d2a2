// Custom-domain verification against a real DNS server (issue 17 item 8): a local dns2 server on
// a loopback port answers TXT queries, and the app's resolver (createResolver, as DNS_SERVERS sets it up) asks it, over UDP
// as in production. The right token verifies the domain (then served, and 200 from Caddy's
// `ask`); a wrong token, a missing record and a refused query do not, each with its reason.
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { createResolver, type TxtResolver } from './dns-check.js';

const { Packet } = dns2;
/** Response codes (RFC 1035 §4.1.1; dns2 has them at run time as Packet.RCODE, not in its types). */
const NXDOMAIN = 3;
const REFUSED = 5;

describe.each(testDatabases('engine-independent'))(
  'custom-domain verification over DNS on %s',
  (kind) => {
    /** TXT records the server holds: name -> character strings of each record. */
    const txt = new Map<string, string[][]>();
    /** Names the server refuses to answer (REFUSED). */
    const refused = new Set<string>();
    const asked: string[] = [];
    const server = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        const name = question!.name.toLowerCase();
        asked.push(name);
        if (refused.has(name)) {
          response.header.rcode = REFUSED;
        } else if (!txt.has(name)) {
          response.header.rcode = NXDOMAIN;
        } else if (question!.type === Packet.TYPE.TXT) {
          for (const data of txt.get(name)!) {
            // dns2 encodes a plain record (its types ask for a toBuffer it does not use).
            const record = { name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data };
            response.answers.push(record as dns2.Packet.Resource);
          }
        }
        send(response);
      },
    });
    // The app's resolver asks this server on the port the system gave it (port 0: test files and
    // other checkouts run side by side). Set here, before useTestApp's own beforeAll builds the app.
    const appDeps: { dnsResolver?: TxtResolver } = {};
    beforeAll(async () => {
      await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
      const { port } = server.addresses().udp as AddressInfo;
      appDeps.dnsResolver = createResolver([`127.0.0.1:${port}`]);
    });
    afterAll(async () => {
      await server.close();
    });

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
