// A mail worker in its own process, for the cross-process delivery tests: DATABASE_URL,
// SMTP_URL and MAIL_RATE_PER_MINUTE from the environment. Prints "mail worker ready", and on
// SIGTERM stops as the server does (finishing the mails being sent), prints "sent N", exits 0.
import { openDatabase } from '../db/client.js';
import { MailWorker } from '../lib/mail-worker.js';

const database = await openDatabase({
  dataDir: 'memory://',
  databaseUrl: process.env.DATABASE_URL ?? null,
});
const worker = new MailWorker(database.db, {
  smtpUrl: process.env.SMTP_URL ?? '',
  publicUrl: 'http://localhost:3000',
  brandName: 'QR Shark',
  ratePerMinute: Number(process.env.MAIL_RATE_PER_MINUTE ?? '300'),
  pollMs: 100,
});
worker.start();
console.log('mail worker ready');
process.on('SIGTERM', () => {
  void worker.stop().then(async () => {
    await database.close();
    console.log(`sent ${worker.sentCount}`);
    process.exit(0);
  });
});
