// The mail pipeline across processes (issue 18): two processes, each a job runner with the
// outbox's delivery job (test/mail-worker-process.ts), on one PostgreSQL deliver a 500-mail
// campaign to a real SMTP server with every mail exactly once, and a SIGTERM in the middle of a
// campaign loses nothing. The figures are printed for the closing note.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { rawRows } from '../db/raw-rows.js';
import { openTestDatabase } from '../test/databases.js';
import { spawnTs, waitForExit, waitForLine } from '../test/child-process.js';
import { startSmtpPeer } from '../test/smtp-peer.js';
import { createMailer } from './mail.js';

const WORKER = 'src/server/test/mail-worker-process.ts';

async function statusCounts(database: DatabaseHandle, campaignId: number) {
  const rows = await rawRows<{ status: string; n: string | number }>(
    database.db,
    sql`select status, count(*) as n from mail_outbox where campaign_id = ${campaignId}
        group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
}

async function queueCampaign(database: DatabaseHandle, campaignId: number, count: number) {
  const mailer = createMailer({ db: database.db });
  for (let i = 0; i < count; i += 100) {
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(count, i + 100); j++) {
        const to = `c${campaignId}-r${j}@example.com`;
        await mailer.sendOnce(
          {
            to,
            subject: `Campaign ${campaignId}`,
            text: `Hello ${to}`,
            html: `<p>Hello ${to}</p>`,
            category: 'bulk',
            campaignId,
            dedupeKey: `campaign:${campaignId}:${to}`,
          },
          tx as unknown as typeof database.db,
        );
      }
    });
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('mail workers in two processes', () => {
  let database: DatabaseHandle;
  let url: string;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    url = (database as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
      .connectionString!;
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer?.close();
    await database?.close();
  });

  const startWorker = async (rate: number) => {
    const child = spawnTs(WORKER, [], {
      DATABASE_URL: url,
      SMTP_URL: peer.url,
      MAIL_RATE_PER_MINUTE: String(rate),
    });
    await waitForLine(child, /mail worker ready/);
    return child;
  };
  const stopWorker = async (child: ReturnType<typeof spawnTs>) => {
    const line = waitForLine(child, /^sent \d+/);
    child.kill('SIGTERM');
    const sent = Number(/sent (\d+)/.exec(await line)?.[1]);
    return { sent, exit: await waitForExit(child) };
  };

  it('delivers a 500-mail campaign from two processes, every mail exactly once', async () => {
    await queueCampaign(database, 1, 500);
    const inCampaign = () => peer.received.filter((m) => m.to[0]!.startsWith('c1-'));
    const started = Date.now();
    // One round of the outbox job runs at a time, in whichever process's runner claims it. At
    // 3,000 a minute (50 a second, shared through the bucket) the campaign takes 10 s: the
    // first process sends alone, then both race for the job, then the second finishes alone
    // after the first's SIGTERM, so both take part whichever wins the race.
    const first = await startWorker(3_000);
    await waitFor(async () => inCampaign().length >= 100, 60_000);
    const second = await startWorker(3_000);
    await waitFor(async () => inCampaign().length >= 250, 60_000);
    const firstResult = await stopWorker(first);
    await waitFor(async () => (await statusCounts(database, 1)).sent === 500, 120_000);
    const seconds = (Date.now() - started) / 1000;
    const results = [firstResult, await stopWorker(second)];

    const mails = inCampaign();
    const ids = new Set(mails.map((m) => m.messageId));
    const addresses = new Set(mails.map((m) => m.to[0]));
    console.log(
      `campaign of 500: ${mails.length} delivered by 2 processes (${results.map((r) => r.sent).join(' + ')}), ` +
        `${mails.length - addresses.size} duplicates, ${500 - addresses.size} lost, ${seconds.toFixed(1)} s`,
    );
    expect(results.map((r) => r.exit)).toEqual([0, 0]);
    expect(mails).toHaveLength(500);
    expect(addresses.size).toBe(500);
    expect(ids.size).toBe(500);
    // Both processes took part, and their counts add up to the deliveries.
    expect(results[0]!.sent).toBeGreaterThan(0);
    expect(results[1]!.sent).toBeGreaterThan(0);
    expect(results[0]!.sent + results[1]!.sent).toBe(500);
    expect(await statusCounts(database, 1)).toEqual({ sent: 500 });

    // Queuing the same campaign again queues nothing: nobody gets it twice.
    await queueCampaign(database, 1, 500);
    expect(await statusCounts(database, 1)).toEqual({ sent: 500 });
  }, 180_000);

  it('loses nothing when a worker gets SIGTERM mid-campaign', async () => {
    await queueCampaign(database, 2, 200);
    const inCampaign = () => peer.received.filter((m) => m.to[0]!.startsWith('c2-'));
    // 1200 a minute: 20 a second, so the campaign is mid-way when SIGTERM comes.
    const first = await startWorker(1_200);
    await waitFor(async () => inCampaign().length >= 40, 60_000);
    const stopped = await stopWorker(first);
    expect(stopped.exit).toBe(0);

    // After the drain: nothing is left claimed, and every mail SMTP accepted is recorded sent.
    const afterStop = await statusCounts(database, 2);
    expect(afterStop.sending).toBeUndefined();
    expect(afterStop.sent).toBe(inCampaign().length);
    expect(afterStop.sent! + (afterStop.queued ?? 0)).toBe(200);
    expect(stopped.sent).toBe(afterStop.sent);

    const second = await startWorker(1_000_000);
    await waitFor(async () => (await statusCounts(database, 2)).sent === 200, 60_000);
    await stopWorker(second);
    const addresses = new Set(inCampaign().map((m) => m.to[0]));
    console.log(
      `SIGTERM mid-campaign: stopped after ${afterStop.sent} of 200, ${afterStop.queued} left queued; ` +
        `after restart ${inCampaign().length} delivered, ${inCampaign().length - addresses.size} duplicates, ` +
        `${200 - addresses.size} lost`,
    );
    expect(inCampaign()).toHaveLength(200);
    expect(addresses.size).toBe(200);
  }, 180_000);
});
