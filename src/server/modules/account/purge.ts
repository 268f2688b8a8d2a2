import type { Logger } from 'pino';
import { ACCOUNT_RESTORE_DAYS } from '../../../contracts/account.js';
import type { Database } from '../../db/client.js';
import type { JobScheduler } from '../../lib/jobs/index.js';
import type { FileStorage } from '../../lib/storage.js';
import { deleteImageVariants } from '../uploads/index.js';
import { purgeOneDeletedAccount } from './purge-repository.js';

const DAY_MS = 24 * 60 * 60_000;
/** How often the purge looks for accounts due (once per interval across all processes). */
export const PURGE_INTERVAL_MS = 60 * 60_000;
/** The purge's recurring job (lib/jobs). */
export const PURGE_JOB = 'account.purge';

export interface PurgedAccount {
  userId: number;
  /** Short codes now answering 410; caches must forget them. */
  shortCodes: string[];
}

/**
 * Purges accounts deleted more than ACCOUNT_RESTORE_DAYS days ago: the profile is emptied (the
 * address is freed for a new account), saved codes, payment products, bulk runs, uploads and
 * every scan event and rollup of the account's dynamic codes are removed, and those codes are
 * retired (their short links answer 410; the rows stay so a short code is never reused).
 *
 * Safe in several processes at once: each account is claimed with FOR UPDATE SKIP LOCKED and
 * purged in that transaction, and `purged_at` marks it done, so each is purged exactly once.
 */
export class AccountPurge {
  private readonly now: () => Date;

  constructor(private readonly deps: { db: Database; storage: FileStorage; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Purges every due account, one transaction each; returns what was purged. */
  async run(): Promise<PurgedAccount[]> {
    const done: PurgedAccount[] = [];
    for (;;) {
      const now = this.now();
      const cutoff = new Date(now.getTime() - ACCOUNT_RESTORE_DAYS * DAY_MS);
      const purged = await purgeOneDeletedAccount(this.deps.db, cutoff, now);
      if (!purged) return done;
      // Files go once the rows are gone for good; a crash here leaves orphan files only.
      for (const file of purged.files) {
        await this.deps.storage.delete(file.kind, file.id);
        if (file.kind === 'image') await deleteImageVariants(this.deps.storage, file.id);
      }
      done.push({ userId: purged.userId, shortCodes: purged.shortCodes });
    }
  }
}

/**
 * The purge as the recurring job "account.purge": once per `intervalMs` across all processes,
 * retired short codes then dropped from the redirect caches of every process. Returns a function
 * that asks for a run now (in whichever process claims it; right after a run under way), for
 * accounts deleted without a restore window ("this was not me").
 */
export function registerAccountPurge(
  jobs: JobScheduler,
  deps: {
    purge: AccountPurge;
    redirectCache: { invalidate(shortCode: string): Promise<unknown> };
    logger: Pick<Logger, 'info'>;
    intervalMs?: number;
  },
): () => Promise<void> {
  const { purge, redirectCache, logger } = deps;
  jobs.every(PURGE_JOB, deps.intervalMs ?? PURGE_INTERVAL_MS, async () => {
    const purged = await purge.run();
    for (const account of purged) {
      for (const shortCode of account.shortCodes) await redirectCache.invalidate(shortCode);
    }
    if (purged.length > 0) logger.info({ purged: purged.length }, 'purged deleted accounts');
  });
  return () => jobs.runSoon(PURGE_JOB);
}
