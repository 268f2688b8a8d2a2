// Mail delivery in its own process, for the cross-process delivery tests: a job runner with the
// outbox's delivery job, as the server has; DATABASE_URL, SMTP_URL and MAIL_RATE_PER_MINUTE from
// the environment. Prints "mail worker ready", and on SIGTERM stops as the server does (the
// runner waits for the mails being sent), prints "sent N", exits 0.
import { openDatabase } from '../db/client.js';
import { JobRunner } from '../lib/jobs/index.js';
import { MailSender } from '../lib/mail-worker.js';

const database = await openDatabase({
  dataDir: 'memory://',
  databaseUrl: process.env.DATABASE_URL ?? null,
});
const runner = new JobRunner({ db: database.db, pollMs: 100 });
const sender = new MailSender(database.db, {
  smtpUrl: process.env.SMTP_URL ?? '',
  publicUrl: 'http://localhost:3000',
  brandName: 'QR Shark',
  ratePerMinute: Number(process.env.MAIL_RATE_PER_MINUTE ?? '300'),
  pollMs: 100,
});
sender.register(runner);
runner.start();
console.log('mail worker ready');
process.on('SIGTERM', () => {
  void runner.stop().then(async () => {
    sender.close();
    await database.close();
    console.log(`sent ${sender.sentCount}`);
    process.exit(0);
  });
});
