// Starts the real server for Playwright on a fresh embedded database in a temporary folder,
// which is removed when the server exits. Outgoing mail goes over real SMTP to a local server
// that drops each message into the e2e mailbox folder (see mailbox.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { register } from 'tsx/esm/api';

const dataDir = mkdtempSync(join(tmpdir(), 'qrshark-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
const mailDir = join(tmpdir(), `qrshark-e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      mailCount += 1;
      writeFileSync(
        join(mailDir, `${String(mailCount).padStart(5, '0')}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  // Every journey registers from 127.0.0.1.
  REGISTER_LIMIT_PER_HOUR: '1000',
});
delete process.env.DATABASE_URL;
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
});

register();
await import('../../src/server/main.ts');
