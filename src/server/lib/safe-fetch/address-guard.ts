import { BlockList, isIP } from 'node:net';

/**
 * Which addresses an outbound request (safe-fetch) may connect to: public unicast only. Everything in
 * the IANA special-purpose registries is refused: "this network", private (RFC 1918), shared
 * (CGNAT, also Alibaba's metadata 100.100.100.200), loopback, link-local (169.254/16 with the
 * cloud metadata address 169.254.169.254; fe80::/10), documentation, benchmarking, multicast,
 * reserved and broadcast, IPv6 unique-local (fc00::/7, with AWS's fd00:ec2::254), site-local,
 * and every IPv6 form that embeds an IPv4 address (mapped, NAT64, 6to4, Teredo), since the
 * IPv4 inside could be any of the above.
 */
const FORBIDDEN = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127], // :: and ::1
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo included
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export interface AddressPolicy {
  /**
   * Also allow loopback (127.0.0.0/8, ::1): tests reaching a local server, and webhooks when the
   * operator sets WEBHOOK_ALLOW_LOOPBACK (nothing else is configurable). Every other forbidden
   * range (private, link-local, metadata, ...) stays forbidden.
   */
  allowLoopback?: boolean;
}

/** IPv6 in its canonical text ("::ffff:127.0.0.1" becomes "::ffff:7f00:1"). */
const canonicalIpv6 = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);

/** Null when a request may connect to `address` (an IP literal), else why not. */
export function refusedAddress(address: string, policy: AddressPolicy = {}): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // IPv4-mapped IPv6 (::ffff:0:0/96) is refused here, not in the block list: a BlockList
  // applies IPv6 rules to IPv4 addresses through this very mapping, and would refuse them all.
  // Refused even with allowLoopback (that allowance is 127.0.0.0/8 and ::1 as written).
  if (type === 'ipv6' && canonicalIpv6(address).startsWith('::ffff:')) {
    return `address ${address} is not public`;
  }
  if (policy.allowLoopback === true && LOOPBACK.check(address, type)) return null;
  return FORBIDDEN.check(address, type) ? `address ${address} is not public` : null;
}
