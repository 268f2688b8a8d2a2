import { ACCOUNT_MESSAGES, ACCOUNT_RESTORE_DAYS } from '../../../contracts/account.js';
import type { HandOver } from '../../../contracts/auth.js';
import {
  COMPANY_SIGN_IN_MESSAGES as M,
  COMPANY_VERIFY_LABEL,
  PUBLIC_MAIL_DOMAINS,
  companySignInInputSchema,
  type CompanySignInState,
} from '../../../contracts/company-sign-in.js';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { checkDomainToken, newDomainToken, type TxtResolver } from '../../lib/dns-check.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import {
  findAccount,
  handOverAccount,
  hasRestorableAccount,
  insertUser,
  normaliseAddress,
  proveAndTakeOver,
  roleFor,
  startSession,
  syncAdminRole,
  toPublicUser,
  type ClientMeta,
} from '../auth/index.js';
import type { PublicUser } from '../../../contracts/auth.js';
import {
  CompanyOidc,
  IssuerProblem,
  type CompanyIdentity,
  type IssuerClient,
  type PendingCompanySignIn,
} from './oidc.js';
import * as repo from './repository.js';
import type { CompanySignInRow } from './repository.js';

export type CompanySignInInput = z.output<typeof companySignInInputSchema>;

/** The owner acting (the member guard's scope plus the session's facts). */
export interface Configurer {
  userId: number;
  clientId: number;
  workspaceId: number;
  /** The owner's address and whether it is proven. */
  address: string;
  addressProven: boolean;
  /** The workspace whose company sign-in made the owner's current session, if any. */
  sessionCompanyWorkspaceId: number | null;
}

/** A saved change, for the audit trail (the secret never appears in it). */
export interface SavedChange {
  created: boolean;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  state: CompanySignInState;
}

export interface CompanySignInDeps {
  db: Database;
  config: Pick<Config, 'adminEmails'>;
  box: SecretBox;
  oidc: CompanyOidc;
  /** DNS lookups of the domain's TXT record (config.dnsServers). */
  resolver: TxtResolver;
  now?: () => Date;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);
const badField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, { [field]: message });

/**
 * Company sign-in of a workspace (issue 39 item 7): its owner's setting (issuer, client, sealed
 * secret, a domain the owner proved an address in and then proved by DNS, and whether it is
 * required), and the sign-in through it: nothing until the domain is verified; then the issuer
 * is trusted for its domain only, for addresses it says it verified, and only for accounts of
 * the workspace: an existing account signs in only if it is a member of the workspace or has a
 * pending invitation to it (an unproven one is handed over, as a Google sign-in does); an
 * address with no account gets a new one. The session records the workspace.
 */
export class CompanySignInService {
  private readonly now: () => Date;

  constructor(private readonly deps: CompanySignInDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** GET: the setting without its secret, or `configured: false`. */
  async state(workspaceId: number, redirectUri: string): Promise<CompanySignInState> {
    const row = await repo.findByWorkspace(this.deps.db, workspaceId);
    return row ? this.present(row, redirectUri) : { configured: false, redirectUri };
  }

  /**
   * PUT: checks the domain claim (the owner's own proven address is there; no public mail
   * service), the issuer (discovery through safe-fetch now: 400 ISSUER_UNUSABLE saying why),
   * and that required is turned on only once the domain is verified and from a session made
   * through this very setting (409); then saves it. A new or changed domain gets a new TXT token
   * and starts unverified. Turning required on (or keeping it on) ends the members' other sessions.
   */
  async save(
    who: Configurer,
    input: CompanySignInInput,
    redirectUri: string,
  ): Promise<SavedChange & { revokedSessions: number }> {
    const { db, box, oidc } = this.deps;
    const { domain } = input;
    if (PUBLIC_MAIL_DOMAINS.includes(domain)) throw badField('domain', M.publicDomain(domain));
    if (!who.addressProven || domainOf(who.address) !== domain) {
      throw badField('domain', M.notYourDomain(domain));
    }
    const existing = await repo.findByWorkspace(db, who.workspaceId);
    const boundTo = `workspace:${who.workspaceId}`;
    const secret =
      input.clientSecret ?? (existing ? box.open(existing.clientSecretSealed, boundTo) : undefined);
    if (secret === undefined) throw badField('clientSecret', M.secretNeeded);
    try {
      oidc.checkIssuerUrl(input.issuer);
      await oidc.check({
        workspaceId: who.workspaceId,
        issuer: input.issuer,
        clientId: input.clientId,
        clientSecret: secret,
        version: `check:${this.now().getTime()}:${Math.random()}`,
      });
    } catch (err) {
      if (!(err instanceof IssuerProblem)) throw err;
      throw new AppError(400, 'ISSUER_UNUSABLE', M.discoveryFailed(err.message), {
        issuer: M.discoveryFailed(err.message),
      });
    }
    const sameDomain = existing !== null && existing.domain === domain;
    const domainVerifiedAt = sameDomain ? existing.domainVerifiedAt : null;
    if (input.required && !domainVerifiedAt) {
      throw new AppError(409, 'DOMAIN_NOT_VERIFIED', M.verifyFirst(domain));
    }
    if (input.required && who.sessionCompanyWorkspaceId !== who.workspaceId) {
      throw new AppError(409, 'SIGN_IN_THROUGH_IT_FIRST', M.signInFirst);
    }
    const values = {
      issuer: input.issuer,
      oidcClientId: input.clientId,
      clientSecretSealed: box.seal(secret, boundTo),
      domain,
      domainToken: sameDomain ? existing.domainToken : newDomainToken(),
      domainVerifiedAt,
      required: input.required,
    };
    const saved = await db.transaction(async (tx) => {
      const row = await repo.saveSetting(tx, { ...who, now: this.now() }, values);
      if (!row) return null;
      const revoked = row.required
        ? await repo.revokeOtherSessions(tx, row.workspaceId, domain)
        : 0;
      return { row, revoked };
    });
    if (!saved)
      throw new AppError(409, 'DOMAIN_TAKEN', M.domainTaken(domain), {
        domain: M.domainTaken(domain),
      });
    return {
      created: existing === null,
      before: existing ? this.auditView(existing, false) : null,
      after: this.auditView(saved.row, input.clientSecret !== undefined && existing !== null),
      state: this.present(saved.row, redirectUri),
      revokedSessions: saved.revoked,
    };
  }

  /**
   * POST .../sign-in/verify: looks up TXT `_qrshark-sign-in.{domain}`; when one record holds the
   * token the domain is verified (the new state), otherwise 400 DOMAIN_NOT_VERIFIED with the
   * reason (no record yet, wrong token, DNS failed) and nothing changes. 404 when none is set up.
   */
  async verify(
    workspaceId: number,
    redirectUri: string,
  ): Promise<{ state: CompanySignInState; domain: string; already: boolean }> {
    const { db, resolver } = this.deps;
    const row = await repo.findByWorkspace(db, workspaceId);
    if (!row) throw notFound(M.notConfigured);
    const outcome = await checkDomainToken(
      resolver,
      `${COMPANY_VERIFY_LABEL}.${row.domain}`,
      row.domainToken,
    );
    if (!outcome.verified) {
      throw new AppError(400, 'DOMAIN_NOT_VERIFIED', outcome.reason);
    }
    if (row.domainVerifiedAt) {
      return { state: this.present(row, redirectUri), domain: row.domain, already: true };
    }
    const marked = await repo.markVerified(db, workspaceId, row.domainToken, this.now());
    if (!marked) throw new AppError(409, 'SIGN_IN_CHANGED', M.gone);
    return { state: this.present(marked, redirectUri), domain: row.domain, already: false };
  }

  /** DELETE: 404 when there is none; the setting before, for the audit trail. */
  async remove(workspaceId: number): Promise<Record<string, unknown>> {
    const { db } = this.deps;
    const existing = await repo.findByWorkspace(db, workspaceId);
    if (!existing || !(await repo.deleteSetting(db, workspaceId))) throw notFound(M.notConfigured);
    return this.auditView(existing, false);
  }

  /**
   * POST /api/auth/company: the company sign-in of the address's domain in this client, and
   * where to send the browser. 404 NO_COMPANY_SIGN_IN when the domain has none; 403
   * COMPANY_SIGN_IN_NOT_ACTIVE while its domain is not verified; 502 when its issuer cannot be
   * reached.
   */
  async start(
    address: string,
    clientId: number,
    redirectUri: string,
  ): Promise<{ url: string; pending: PendingCompanySignIn }> {
    const email = normaliseAddress(address);
    const domain = domainOf(email);
    const row = await repo.findByDomain(this.deps.db, clientId, domain);
    if (!row) {
      throw new AppError(404, 'NO_COMPANY_SIGN_IN', M.noCompany(domain), {
        email: M.noCompany(domain),
      });
    }
    if (!row.domainVerifiedAt) {
      throw new AppError(403, 'COMPANY_SIGN_IN_NOT_ACTIVE', M.notActive(domain), {
        email: M.notActive(domain),
      });
    }
    try {
      return await this.deps.oidc.start(this.issuerClient(row), redirectUri, email);
    } catch {
      throw new AppError(502, 'COMPANY_SIGN_IN_UNAVAILABLE', M.unavailable);
    }
  }

  /**
   * The callback: the pending workspace's setting (still there, in this client), the code
   * redeemed and the ID token validated (oidc.ts), then the address checked: present, verified
   * by the issuer, in the setting's domain. Then the account signs in (see the class comment).
   */
  async finish(
    callbackUrl: URL,
    pending: PendingCompanySignIn,
    meta: ClientMeta,
  ): Promise<{ user: PublicUser; token: string; handOver?: HandOver }> {
    const { db } = this.deps;
    const row = await repo.findByWorkspace(db, pending.workspaceId);
    if (!row || row.clientId !== meta.clientId) {
      throw new AppError(400, 'COMPANY_SIGN_IN_GONE', M.gone);
    }
    if (!row.domainVerifiedAt) {
      throw new AppError(403, 'COMPANY_SIGN_IN_NOT_ACTIVE', M.notActive(row.domain));
    }
    let identity: CompanyIdentity;
    try {
      identity = await this.deps.oidc.finish(this.issuerClient(row), callbackUrl, pending);
    } catch {
      throw new AppError(400, 'COMPANY_SIGN_IN_FAILED', M.failed);
    }
    const email = identity.email ? normaliseAddress(identity.email) : '';
    if (!email) {
      throw new AppError(400, 'COMPANY_EMAIL_MISSING', M.emailMissing);
    }
    if (domainOf(email) !== row.domain) {
      throw new AppError(403, 'COMPANY_EMAIL_OUTSIDE_DOMAIN', M.outsideDomain(row.domain, email));
    }
    if (!identity.emailVerified) {
      throw new AppError(403, 'COMPANY_EMAIL_UNVERIFIED', M.emailUnverified);
    }
    return this.signIn(email, identity, row.workspaceId, meta);
  }

  private async signIn(
    email: string,
    identity: CompanyIdentity,
    workspaceId: number,
    meta: ClientMeta,
  ): Promise<{ user: PublicUser; token: string; handOver?: HandOver }> {
    const { db, config } = this.deps;
    const now = this.now();
    const account = await findAccount(db, meta.clientId, email);
    // Least power: the company vouches for its people to this workspace, not for every account
    // that happens to have an address at its domain.
    if (
      account &&
      !(await repo.isMemberOrInvited(db, workspaceId, { userId: account.id, email }, now))
    ) {
      throw new AppError(403, 'COMPANY_SIGN_IN_NOT_MEMBER', M.notMember(email));
    }
    if (account && !account.emailVerified) {
      // Someone registered the address and never proved it: the company's word proves it, so the
      // account is handed over (its password removed, what was set up before ended).
      const done = await db.transaction(async (tx) => {
        const row = await proveAndTakeOver(tx, account.id, account.username, {
          passwordHash: null,
        });
        if (!row) return null;
        const handOver = await handOverAccount(tx, row.id, now);
        const user = await syncAdminRole(tx, config.adminEmails, row);
        const token = await startSession(tx, user.id, meta.userAgent, now, workspaceId);
        return { user: toPublicUser(user), token, handOver };
      });
      if (!done) throw new AppError(409, 'ACCOUNT_CHANGED', M.accountChanged);
      return done;
    }
    if (account) {
      const user = await syncAdminRole(db, config.adminEmails, account);
      const token = await startSession(db, user.id, meta.userAgent, now, workspaceId);
      return { user: toPublicUser(user), token };
    }
    const since = new Date(now.getTime() - ACCOUNT_RESTORE_DAYS * 24 * 60 * 60_000);
    if (await hasRestorableAccount(db, meta.clientId, email, since)) {
      throw new AppError(409, 'ACCOUNT_RESTORABLE', ACCOUNT_MESSAGES.addressHeldForRestore);
    }
    const done = await db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        clientId: meta.clientId,
        username: email,
        email,
        emailVerified: true,
        passwordHash: null,
        firstName: identity.givenName?.slice(0, 100) ?? null,
        lastName: identity.familyName?.slice(0, 100) ?? null,
        role: roleFor(config.adminEmails, email, true),
        ...(meta.locale ? { locale: meta.locale } : {}),
      });
      if (!row) return null;
      const token = await startSession(tx, row.id, meta.userAgent, now, workspaceId);
      return { user: toPublicUser(row), token };
    });
    if (!done) throw new AppError(409, 'ACCOUNT_CHANGED', M.accountChanged);
    return done;
  }

  private issuerClient(row: CompanySignInRow): IssuerClient {
    return {
      workspaceId: row.workspaceId,
      issuer: row.issuer,
      clientId: row.oidcClientId,
      clientSecret: this.deps.box.open(row.clientSecretSealed, `workspace:${row.workspaceId}`),
      version: row.updatedAt.toISOString(),
    };
  }

  private present(row: CompanySignInRow, redirectUri: string): CompanySignInState {
    return {
      configured: true,
      issuer: row.issuer,
      clientId: row.oidcClientId,
      hasSecret: true,
      domain: row.domain,
      required: row.required,
      verifyRecord: {
        type: 'TXT',
        name: `${COMPANY_VERIFY_LABEL}.${row.domain}`,
        value: row.domainToken,
      },
      domainVerifiedAt: row.domainVerifiedAt?.toISOString() ?? null,
      redirectUri,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The setting as the audit trail shows it: never the secret, only whether it changed. */
  private auditView(row: CompanySignInRow, secretChanged: boolean): Record<string, unknown> {
    return {
      issuer: row.issuer,
      clientId: row.oidcClientId,
      domain: row.domain,
      domainVerified: row.domainVerifiedAt !== null,
      required: row.required,
      ...(secretChanged ? { secretChanged: true } : {}),
    };
  }
}
