// A real DNS server answering TXT queries (dns2 on a loopback UDP port), for tests and the e2e
// server (no test runner here: test/dns-server.ts wraps it for vitest suites). `answer` gives a
// name's TXT records (each its character strings), 'refused', or undefined (NXDOMAIN).
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;
/** Response codes (RFC 1035 §4.1.1; dns2 has them at run time as Packet.RCODE, not in its types). */
const NXDOMAIN = 3;
const REFUSED = 5;

export type TxtAnswer = (name: string) => string[][] | 'refused' | undefined;

/** Listens on 127.0.0.1 (port 0: the system picks); `address` is "127.0.0.1:port". */
export async function startTxtServer(
  answer: TxtAnswer,
): Promise<{ address: string; close(): Promise<void> }> {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question!.name.toLowerCase();
      const records = answer(name);
      if (records === 'refused') {
        response.header.rcode = REFUSED;
      } else if (records === undefined) {
        response.header.rcode = NXDOMAIN;
      } else if (question!.type === Packet.TYPE.TXT) {
        for (const data of records) {
          // dns2 encodes a plain record (its types ask for a toBuffer it does not use).
          const record = { name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data };
          response.answers.push(record as dns2.Packet.Resource);
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = server.addresses().udp as AddressInfo;
  return { address: `127.0.0.1:${port}`, close: () => server.close() };
}
