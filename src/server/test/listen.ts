import type { AddressInfo, Server } from 'node:net';

/**
 * Starts `server` on 127.0.0.1 on a port the system picks (port 0) and resolves to that port.
 * Test files run side by side (Vitest workers, other checkouts' runs), so no test listens on
 * a fixed port.
 */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
