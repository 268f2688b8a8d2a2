import {
  isOwnShortLink,
  LINK_CONTROL_MESSAGES,
  linkControlsInputSchema,
  type LinkControls,
  type LinkControlsView,
} from '../../../contracts/link-controls.js';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import type { PasswordHasher } from '../auth/index.js';
import { planFor, workspacePlanFields } from '../plans/index.js';
import * as repo from './repository.js';

export interface Owner {
  userId: number;
  clientId: number;
  workspaceId: number;
}

export interface LinkControlsServiceDeps {
  db: Database;
  hasher: PasswordHasher;
  now?: () => Date;
  /** After a change commits: drop the code from every process's redirect cache. */
  onCodeChanged: (shortCode: string) => Promise<void> | void;
}

function validationError(fields: Record<string, string>): AppError {
  return new AppError(400, 'VALIDATION_FAILED', firstFieldMessage(fields), fields);
}

const NONE: LinkControls = {
  startsAt: null,
  expiresAt: null,
  maxScans: null,
  fallbackUrl: null,
  rules: [],
  split: [],
};

/**
 * The owner's side of link controls: read and change a code's schedule, scan cap, fallback,
 * smart rules and password. Setting a password is Premium (trial included); removing one, and
 * every other control, is always allowed, and an existing password keeps working whatever the
 * plan (a printed code never goes dark).
 */
export class LinkControlsService {
  private readonly now: () => Date;

  constructor(private readonly deps: LinkControlsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async get(owner: Owner, id: number): Promise<LinkControlsView> {
    const row = await this.require(owner, id);
    return this.view(row, await this.passwordAllowed(owner));
  }

  async update(owner: Owner, id: number, body: unknown): Promise<LinkControlsView> {
    const parsed = linkControlsInputSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
      }
      throw validationError(fields);
    }
    const input = parsed.data;
    const row = await this.require(owner, id);
    const current = row.linkControls ?? NONE;
    const next: LinkControls = {
      startsAt: input.startsAt === undefined ? current.startsAt : input.startsAt,
      expiresAt: input.expiresAt === undefined ? current.expiresAt : input.expiresAt,
      maxScans: input.maxScans === undefined ? current.maxScans : input.maxScans,
      fallbackUrl: input.fallbackUrl === undefined ? current.fallbackUrl : input.fallbackUrl,
      rules: input.rules ?? current.rules,
      split: input.split === undefined ? (current.split ?? []) : (input.split ?? []),
    };
    const split = next.split ?? [];
    // Stored in UTC (ARCHITECTURE: time is stored in UTC).
    if (next.startsAt) next.startsAt = new Date(next.startsAt).toISOString();
    if (next.expiresAt) next.expiresAt = new Date(next.expiresAt).toISOString();
    if (next.startsAt && next.expiresAt && next.expiresAt <= next.startsAt) {
      throw validationError({ expiresAt: LINK_CONTROL_MESSAGES.expiryBeforeStart });
    }
    if (next.fallbackUrl && isOwnShortLink(next.fallbackUrl, row.shortCode)) {
      throw validationError({ fallbackUrl: LINK_CONTROL_MESSAGES.fallbackIsOwnLink });
    }
    const loop = split.findIndex((v) => isOwnShortLink(v.destination, row.shortCode));
    if (loop !== -1) {
      throw validationError({
        [`split.${loop}.destination`]: LINK_CONTROL_MESSAGES.splitIsOwnLink,
      });
    }
    const orphan = next.rules.findIndex((rule) => rule.split === true);
    if (orphan !== -1 && split.length === 0) {
      throw validationError({ [`rules.${orphan}.split`]: LINK_CONTROL_MESSAGES.ruleSplitMissing });
    }
    const allowed = await this.passwordAllowed(owner);
    let passwordHash: string | null | undefined;
    if (typeof input.password === 'string') {
      if (!allowed) {
        throw new AppError(403, 'PREMIUM_REQUIRED', LINK_CONTROL_MESSAGES.passwordPremium, {
          password: LINK_CONTROL_MESSAGES.passwordPremium,
        });
      }
      passwordHash = await this.deps.hasher.hash(input.password);
    } else if (input.password === null) passwordHash = null;

    const empty =
      !next.startsAt &&
      !next.expiresAt &&
      !next.maxScans &&
      !next.fallbackUrl &&
      !next.rules.length &&
      !split.length;
    // A cap newly set counts from the scans so far ("expire after N scans" of the code's life).
    const cappedScans =
      next.maxScans !== null && current.maxScans === null ? row.scanCount : undefined;
    await repo.saveControls(
      this.deps.db,
      row.id,
      { linkControls: empty ? null : next, passwordHash, cappedScans },
      this.now(),
    );
    await this.deps.onCodeChanged(row.shortCode);
    return this.get(owner, id);
  }

  private async require(owner: Owner, id: number) {
    const row = await repo.findControls(this.deps.db, owner, id);
    if (!row) throw notFound(DYNAMIC_MESSAGES.notFound);
    return row;
  }

  private async passwordAllowed(owner: Owner): Promise<boolean> {
    // The workspace's plan (its maker's), whoever of its members asks.
    const fields = await workspacePlanFields(this.deps.db, owner.workspaceId);
    return fields !== null && planFor(fields, this.now()).name !== 'free';
  }

  private view(row: repo.ControlsRow, passwordAllowed: boolean): LinkControlsView {
    return {
      ...(row.linkControls ?? NONE),
      split: row.linkControls?.split ?? [],
      hasPassword: row.hasPassword,
      cappedScans: row.cappedScans,
      passwordRejections: row.passwordRejections,
      lastPasswordRejectionAt: row.lastPasswordRejectionAt?.toISOString() ?? null,
      passwordAllowed,
    };
  }
}
