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
