import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../../config.js';

/**
 * The client address of a raw request, exactly as Fastify's `request.ip` computes it under the
 * same `trustProxy` setting (the short-link fast path answers before Fastify sees the request,
 * yet scan capture must get the same address either way). Mirrors Fastify 5's rules with the
 * same library (@fastify/proxy-addr):
 * - false: the socket's peer address; X-Forwarded-For is ignored.
 * - true: the leftmost X-Forwarded-For address (every hop is trusted).
 * - a comma list of addresses/CIDRs/names: the nearest address that is not a trusted proxy.
 * `undefined` only when the socket is already gone (Fastify answers the same).
 */
export function clientIpResolver(
  trustProxy: Config['trustProxy'],
): (request: IncomingMessage) => string | undefined {
  if (!trustProxy) return (request) => request.socket?.remoteAddress;
  const trust: (address: string, hop: number) => boolean =
    trustProxy === true
      ? () => true
      : proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1];
  };
}

/**
 * The host name of a raw request (lower case, no port, no trailing dot), exactly as Fastify's
 * `request.hostname` gives it under the same `trustProxy` setting: X-Forwarded-Host (its last
 * entry) only when the socket's peer is a trusted proxy, the Host header otherwise. The fast
 * path needs it to pick the white-label client before Fastify sees the request.
 */
export function requestHostResolver(
  trustProxy: Config['trustProxy'],
): (request: IncomingMessage) => string {
  const trusted: ((address: string, hop: number) => boolean) | null =
    trustProxy === false
      ? null
      : trustProxy === true
        ? () => true
        : typeof trustProxy === 'number'
          ? // Fastify fails closed for hop counts: the peer itself cannot be validated.
            () => false
          : proxyAddr.compile(
              String(trustProxy)
                .split(',')
                .map((value) => value.trim()),
            );
  return (request) => {
    let host = request.headers.host ?? '';
    const forwarded = request.headers['x-forwarded-host'];
    const peer = request.socket?.remoteAddress;
    if (trusted && typeof forwarded === 'string' && forwarded !== '' && peer !== undefined) {
      if (trusted(peer, 0)) {
        const last = forwarded.lastIndexOf(',');
        host = last === -1 ? forwarded.trim() : forwarded.slice(last + 1).trim();
      }
    }
    const [hostname = ''] = host.split(':');
    const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : hostname;
    return name.toLowerCase().replace(/\.$/, '');
  };
}
