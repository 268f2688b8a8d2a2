// Issue 39 item 4: migration 0040 moves each account's Stripe customer, subscription and status
// to its personal workspace, nothing lost; the account keeps its trial. A database is brought to
// the level before it (0039), filled as that version stored subscriptions, then migrated; the
// app then answers each account's plan from its personal workspace.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { testDatabases } from '../test/databases.js';
import { migrateDatabase } from './migrate.js';
import { rawRows } from './raw-rows.js';
import { migrationsBefore, openFresh } from './test-migrations.js';

const ACCOUNTS = [
  { n: 1, status: 'active', customer: 'cus_one', subscription: 'sub_one', trial: false },
  { n: 2, status: 'past_due', customer: 'cus_two', subscription: 'sub_two', trial: true },
  { n: 3, status: 'free', customer: 'cus_three', subscription: 'sub_ended', trial: true },
  { n: 4, status: 'free', customer: null, subscription: null, trial: false },
] as const;

describe.each(testDatabases())('migration 0040 on a populated database (%s)', (kind) => {
  it(
    'moves each account’s subscription to its personal workspace with nothing lost',
    { timeout: 120_000 },
    async () => {
      const before0040 = migrationsBefore('0040_workspace-billing');
      const { handle, drop } = await openFresh(kind);
      try {
        await migrateDatabase(handle, before0040.folder);
        const sessions = new Map<number, string>();
        const trialEnd = new Date(Date.now() + 2 * 86_400_000);
        for (const a of ACCOUNTS) {
          const [user] = await rawRows<{ id: number }>(
            handle.db,
            sql`insert into users (username, email, email_verified, stripe_customer_id,
                  stripe_subscription_id, subscription_status, trial_activated,
                  trial_start_date, trial_end_date)
                values (${`payer${a.n}@example.com`}, ${`payer${a.n}@example.com`}, true,
                  ${a.customer}, ${a.subscription}, ${a.status}, ${a.trial},
                  ${a.trial ? new Date() : null}, ${a.trial ? trialEnd : null})
                returning id`,
          );
          const id = user!.id;
          // 0039's shape: the personal workspace every account has, and a team one.
          const [personal] = await rawRows<{ id: number }>(
            handle.db,
            sql`insert into workspaces (name, personal, created_by) values ('Personal', true, ${id})
                returning id`,
          );
          const [team] = await rawRows<{ id: number }>(
            handle.db,
            sql`insert into workspaces (name, personal, created_by) values ('Team', false, ${id})
                returning id`,
          );
          for (const w of [personal!.id, team!.id]) {
            await handle.db.execute(
              sql`insert into workspace_members (workspace_id, user_id, role)
                  values (${w}, ${id}, 'owner')`,
            );
          }
          const token = randomBytes(32).toString('base64url');
          await handle.db.execute(
            sql`insert into sessions (id, user_id, expires_at, absolute_expires_at)
                values (${createHash('sha256').update(token).digest('hex')}, ${id},
                        now() + interval '1 day', now() + interval '2 days')`,
          );
          sessions.set(a.n, token);
        }

        await migrateDatabase(handle);

        const moved = await rawRows<{
          username: string;
          personal: boolean;
          stripe_customer_id: string | null;
          stripe_subscription_id: string | null;
          subscription_status: string;
          trial_activated: boolean;
        }>(
          handle.db,
          sql`select u.username, w.personal, w.stripe_customer_id, w.stripe_subscription_id,
                w.subscription_status, u.trial_activated
              from workspaces w join users u on u.id = w.created_by
              order by u.username, w.personal desc`,
        );
        const expected = ACCOUNTS.flatMap((a) => [
          {
            username: `payer${a.n}@example.com`,
            personal: true,
            stripe_customer_id: a.customer,
            stripe_subscription_id: a.subscription,
            subscription_status: a.status,
            trial_activated: a.trial,
          },
          {
            username: `payer${a.n}@example.com`,
            personal: false,
            stripe_customer_id: null,
            stripe_subscription_id: null,
            subscription_status: 'free',
            trial_activated: a.trial,
          },
        ]);
        expect(moved).toEqual(expected);
        // The account's columns are gone: the subscription has one home.
        const left = await rawRows<{ column_name: string }>(
          handle.db,
          sql`select column_name from information_schema.columns where table_name = 'users'
              and column_name in ('stripe_customer_id', 'stripe_subscription_id',
                'subscription_status', 'trial_activated', 'trial_end_date')
              order by column_name`,
        );
        expect(left.map((c) => c.column_name)).toEqual(['trial_activated', 'trial_end_date']);

        // The app answers each account's plan from its personal workspace.
        const app = buildApp(testConfig(), {
          database: handle,
          weeklyScanSummary: false,
          webhooks: { start: false },
        });
        try {
          await app.ready();
          for (const a of ACCOUNTS) {
            const cookie = `qrs_session=${sessions.get(a.n)}`;
            const user = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
            expect([a.n, user.json().subscriptionStatus]).toEqual([a.n, a.status]);
            const status = await app.inject({
              method: 'GET',
              url: '/api/trial-status',
              headers: { cookie },
            });
            const premium = a.status !== 'free';
            expect([a.n, status.json().dynamicQRLimit === null]).toEqual([a.n, premium]);
            expect([a.n, status.json().isActive]).toEqual([a.n, !premium && a.trial]);
          }
        } finally {
          await app.close();
        }
      } finally {
        await handle.close();
        await drop();
        before0040.remove();
      }
    },
  );
});
