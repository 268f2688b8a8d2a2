import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived (headers and MIME parts). */
  data: string;
  /** The Message-ID header's value. */
  messageId: string;
  /** Date.now() when the DATA command completed. */
  at: number;
}

/** An SMTP answer to the DATA of a mail to `to`, or null to accept it. */
export type SmtpAnswer = (to: string, data: string) => { code: number; message: string } | null;

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps every mail it accepted, and answers
 * what `answer` says (a 421 to try again later, a 550 to refuse for good); `hold` may keep the
 * answer to a mail's DATA back until its promise settles (a send under way).
 */
export async function startSmtpPeer(
  options: { port?: number; answer?: SmtpAnswer; hold?: (to: string) => Promise<void> | void } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', async () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        await options.hold?.(to[0] ?? '');
        const refusal = options.answer?.(to[0] ?? '', data);
        if (refusal) {
          const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(err);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          data,
          messageId: /^Message-ID:\s*(\S+)/im.exec(data)?.[1] ?? '',
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
