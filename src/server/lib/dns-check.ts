// Proof of a domain by DNS (white-label custom domains, company sign-in domains): the owner adds
// a TXT record holding a random token we showed them, and a lookup through DNS_SERVERS finds it.
import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';

/** The part of node:dns/promises' Resolver the domain check uses. */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

/**
 * A resolver asking `servers` ("ip" or "ip:port"; empty: the system's), with a short timeout
 * so "Verify" answers within a few seconds even when DNS does not.
 */
export function createResolver(servers: readonly string[]): TxtResolver {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

export type DomainCheck = { verified: true } | { verified: false; reason: string };

/**
 * Looks up TXT `name` and compares each record (its strings joined, RFC 7208 §3.3 style) with
 * `token`. Never throws: DNS errors become the reason shown to the operator.
 */
export async function checkDomainToken(
  resolver: TxtResolver,
  name: string,
  token: string,
): Promise<DomainCheck> {
  let records: string[][];
  try {
    records = await resolver.resolveTxt(name);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') {
      return { verified: false, reason: `No TXT record found at ${name} yet.` };
    }
    return {
      verified: false,
      reason: `DNS lookup of ${name} failed (${code ?? 'error'}); try again in a few minutes.`,
    };
  }
  if (records.some((parts) => parts.join('') === token)) return { verified: true };
  return {
    verified: false,
    reason: `The TXT record at ${name} does not hold the token shown here.`,
  };
}

/** A new random token for a domain's TXT record (shown to its owner, stored with the domain). */
export function newDomainToken(): string {
  return `qrshark-verify=${randomBytes(18).toString('base64url')}`;
}
