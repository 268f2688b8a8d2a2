// A real DNS server for a vitest suite (test/txt-server.ts): TXT records from a map the test
// fills, REFUSED for the names it is told to, NXDOMAIN for the rest. The app's resolver
// (lib/dns-check.ts createResolver, as DNS_SERVERS sets it up) asks it over UDP.
import { afterAll, beforeAll } from 'vitest';
import { createResolver, type TxtResolver } from '../lib/dns-check.js';
import { startTxtServer } from './txt-server.js';

export interface TestDnsServer {
  /** TXT records the server holds: name -> character strings of each record. */
  txt: Map<string, string[][]>;
  /** Names the server refuses to answer (REFUSED). */
  refused: Set<string>;
  /** Names asked, in order. */
  asked: string[];
  /**
   * App deps to hand to useTestApp: `dnsResolver` asks this server. Filled in this helper's
   * beforeAll, so call useDnsServer before useTestApp (whose own beforeAll builds the app).
   */
  appDeps: { dnsResolver?: TxtResolver };
}

/** Starts the server before the suite's tests and stops it after. */
export function useDnsServer(): TestDnsServer {
  const txt = new Map<string, string[][]>();
  const refused = new Set<string>();
  const asked: string[] = [];
  const appDeps: { dnsResolver?: TxtResolver } = {};
  let close = async () => {};
  beforeAll(async () => {
    const server = await startTxtServer((name) => {
      asked.push(name);
      return refused.has(name) ? 'refused' : txt.get(name);
    });
    close = server.close;
    appDeps.dnsResolver = createResolver([server.address]);
  });
  afterAll(() => close());
  return { txt, refused, asked, appDeps };
}
