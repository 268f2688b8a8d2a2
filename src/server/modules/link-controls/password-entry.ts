import type { Database } from '../../db/client.js';
import type { LimitRule, SharedLimits } from '../../lib/shared-limits.js';
import type { HostTenant } from '../../lib/tenant.js';
import type { PasswordHasher } from '../auth/index.js';
import type { RedirectCache } from '../redirect/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/i18n/locales.js';
import type { LinkPage, LinkPageKind } from './pages.js';
import type { PasswordCookies } from './password-cookie.js';
import * as repo from './repository.js';

/** Wrong-password throttles: per code and address, and per code from everywhere. */
export interface PasswordLimits {
  perAddress: LimitRule;
  perCode: LimitRule;
}

export const DEFAULT_PASSWORD_LIMITS: PasswordLimits = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  perCode: { max: 100, windowMs: 15 * 60_000 },
};

export type PasswordAnswer =
  /** Back to GET /d/{code} (with the cookie when `setCookie`), which decides the rest. */
  { kind: 'see-link'; setCookie: string | null } | { kind: 'page'; page: LinkPage };

/**
 * A scanner's password for a protected code (POST /d/{code}). The right one earns this code's
 * 24-hour cookie and a 303 back to the link, where the scan is counted like any other. Every try
 * counts against both throttles (a right answer too, so a guesser gains nothing by mixing in
 * one); a throttled try is not even checked. Wrong tries are counted for the owner to see.
 * Anything that is not a live protected code goes back to the link, which shows what it is.
 */
export class PasswordEntry {
  constructor(
    private readonly deps: {
      db: Database;
      cache: Pick<RedirectCache, 'get'>;
      hasher: PasswordHasher;
      limits: SharedLimits;
      rules: PasswordLimits;
      cookies: PasswordCookies;
      pages: (brandName: string, locale: Locale) => Record<LinkPageKind, LinkPage>;
      /** Our brand, named on pages of hosts without a white-label client. */
      brandName: string;
      secure: boolean;
      now: () => Date;
    },
  ) {}

  /**
   * `host`: the white-label client of the request's host; another client's code is not
   * checked (no try counted) and goes back to the link, which is "not found" there. Pages
   * answered carry the host's brand, in `locale` (the form's Accept-Language).
   */
  async submit(
    shortCode: string,
    password: unknown,
    ip: string,
    host: HostTenant,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<PasswordAnswer> {
    const target = await this.deps.cache.get(shortCode);
    if (
      !target ||
      target.clientId !== host.clientId ||
      target.isDeleted ||
      target.isRetired ||
      target.isPaused
    ) {
      return { kind: 'see-link', setCookie: null };
    }
    const hash = target.linkPasswordHash;
    if (hash === null) return { kind: 'see-link', setCookie: null };
    const { limits, rules } = this.deps;
    const [address, code] = await Promise.all([
      limits.hit(`link-password:address:${target.id}:${ip}`, rules.perAddress),
      limits.hit(`link-password:code:${target.id}`, rules.perCode),
    ]);
    const pages = this.deps.pages(host.brandName ?? this.deps.brandName, locale);
    if (!address.allowed || !code.allowed) {
      return { kind: 'page', page: pages['password-throttled'] };
    }
    const given = typeof password === 'string' ? password : '';
    if (given !== '' && given.length <= 128 && (await this.deps.hasher.verify(hash, given))) {
      const nowMs = this.deps.now().getTime();
      return {
        kind: 'see-link',
        setCookie: this.deps.cookies.issue(shortCode, hash, nowMs, this.deps.secure),
      };
    }
    await repo.recordRejection(this.deps.db, target.id, this.deps.now());
    return { kind: 'page', page: pages['password-wrong'] };
  }
}
