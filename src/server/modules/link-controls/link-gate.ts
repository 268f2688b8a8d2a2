import type { IncomingMessage } from 'node:http';
import type { LinkControls, LinkOs, LinkRule } from '../../../contracts/link-controls.js';
import {
  safeRedirectTarget,
  type GateDecision,
  type RedirectTarget,
  type TargetGate,
} from '../redirect/index.js';
import { userAgentBotReason } from '../scans/index.js';
import { negotiateLocale, type Locale } from '../../../contracts/i18n/locales.js';
import type { LinkPage, LinkPageKind } from './pages.js';
import type { PasswordCookies } from './password-cookie.js';
import { splitVariantKey, variantForBucket } from './split.js';
import {
  countryOf,
  languageMatches,
  localTime,
  osOf,
  preferredLanguage,
} from './scanner-context.js';

export interface LinkGateDeps {
  /** The pages for a brand name and language (memoised: see buildLinkPages). */
  pages: (brandName: string, locale: Locale) => Record<LinkPageKind, LinkPage>;
  cookies: PasswordCookies;
  /** Milliseconds clock (tests move it). */
  now: () => number;
  /**
   * Counts one human redirect against the code's cap, atomically across processes: true when it
   * was below `max` (and is now one higher), false when the cap is reached.
   */
  claimCappedScan: (codeId: number, max: number) => Promise<boolean>;
  /** Whether the cap is used up, without using any of it (for bots and HEAD requests). */
  capReached: (codeId: number, max: number) => Promise<boolean>;
  /** The scanner's sticky split bucket 0-99 for a code (split.ts splitBucket). */
  bucketOf: (ip: string, userAgent: string, codeId: number) => number;
}

interface CompiledVariant {
  /** null: unusable destination (never stored so): scans of its share get the code's own. */
  location: string | null;
  /** What the scan records (split.ts splitVariantKey). */
  key: string;
}

interface CompiledRule {
  /** null: the rule's destination is unusable (never stored so; skipped rather than trusted). */
  location: string | null;
  /** The rule sends its scans to the split (location is then null). */
  toSplit: boolean;
  os: ReadonlySet<LinkOs> | null;
  countries: ReadonlySet<string> | null;
  languages: readonly string[] | null;
  days: ReadonlySet<number> | null;
  /** Minutes since local midnight; the window is [from, to), wrapping past midnight. */
  from: number | null;
  to: number | null;
  timeZone: string | null;
}

interface CompiledControls {
  startsMs: number | null;
  expiresMs: number | null;
  maxScans: number | null;
  fallback: string | null;
  rules: CompiledRule[];
  /** Empty: no split. */
  split: CompiledVariant[];
  weights: number[];
}

const OWN: GateDecision = { kind: 'own' };

const minutesOf = (hhmm: string | undefined): number | null =>
  hhmm === undefined ? null : Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const nonEmpty = <T>(list: T[] | undefined): T[] | null =>
  list !== undefined && list.length > 0 ? list : null;

function compileRule(rule: LinkRule): CompiledRule {
  const os = nonEmpty(rule.os);
  const countries = nonEmpty(rule.countries);
  const days = nonEmpty(rule.days);
  return {
    location: rule.destination === undefined ? null : safeRedirectTarget(rule.destination),
    toSplit: rule.split === true,
    os: os && new Set(os),
    countries: countries && new Set(countries.map((c) => c.toUpperCase())),
    languages: nonEmpty(rule.languages)?.map((l) => l.toLowerCase()) ?? null,
    days: days && new Set(days),
    from: minutesOf(rule.fromTime),
    to: minutesOf(rule.toTime),
    timeZone: rule.timeZone ?? null,
  };
}

function compile(controls: LinkControls | null): CompiledControls {
  const time = (iso: string | null | undefined) => {
    const ms = iso ? Date.parse(iso) : NaN;
    return Number.isFinite(ms) ? ms : null;
  };
  return {
    startsMs: time(controls?.startsAt),
    expiresMs: time(controls?.expiresAt),
    maxScans: controls?.maxScans ?? null,
    fallback: controls?.fallbackUrl ? safeRedirectTarget(controls.fallbackUrl) : null,
    rules: (controls?.rules ?? []).map(compileRule),
    split: (controls?.split ?? []).map((v) => ({
      location: safeRedirectTarget(v.destination),
      key: splitVariantKey(v.destination),
    })),
    weights: (controls?.split ?? []).map((v) => v.weight),
  };
}

/** Does every condition of `rule` hold for this scan? Each fact is read only when asked. */
function ruleMatches(rule: CompiledRule, request: IncomingMessage, ip: string, nowMs: number) {
  if (rule.os && !rule.os.has(osOf(request.headers['user-agent']))) return false;
  if (rule.countries) {
    const country = countryOf(ip);
    if (country === null || !rule.countries.has(country)) return false;
  }
  if (rule.languages) {
    const language = preferredLanguage(request.headers['accept-language']);
    if (language === null || !rule.languages.some((l) => languageMatches(l, language))) {
      return false;
    }
  }
  if (rule.timeZone !== null && (rule.days || rule.from !== null || rule.to !== null)) {
    const local = localTime(rule.timeZone, nowMs);
    if (rule.days && !rule.days.has(local.weekday)) return false;
    const from = rule.from ?? 0;
    const to = rule.to ?? 24 * 60;
    const inside =
      from <= to
        ? local.minutes >= from && local.minutes < to
        : local.minutes >= from || local.minutes < to;
    if (!inside) return false;
  }
  return true;
}

/**
 * The link controls' one evaluation over a cached code (redirect's TargetGate): schedule, scan
 * cap, password, then the first smart rule that matches, else the code's own destination. Pure
 * reads of the cached target and the request, except the scan cap (one atomic UPDATE per human
 * scan of a capped code). Compiled controls are kept per cached target object (cached targets
 * are never mutated; an edit loads a new one).
 *
 * Order and counting: before the start or after the expiry (date, or cap reached) the scanner
 * goes to the fallback URL, uncounted, or sees the "not active yet" / "has expired" page; a
 * protected code without this code's valid cookie shows the password page (no scan counted
 * until the password is accepted); a capped code claims its slot only for human GETs (bots and
 * HEAD requests are redirected while the cap lasts but never use it up).
 */
export class LinkGate implements TargetGate {
  private readonly compiled = new WeakMap<RedirectTarget, CompiledControls>();
  /** Targets whose cap was found reached: answered without asking the database again. */
  private readonly exhausted = new WeakSet<RedirectTarget>();

  constructor(private readonly deps: LinkGateDeps) {}

  applies(target: RedirectTarget): boolean {
    return target.linkControls !== null || target.linkPasswordHash !== null;
  }

  decide(
    target: RedirectTarget,
    request: IncomingMessage,
    ip: string,
    shortCode: string,
    brandName: string,
  ): GateDecision | Promise<GateDecision> {
    // Accept-Language is read only when a page is answered, never for a redirect.
    const pages = () =>
      this.deps.pages(brandName, negotiateLocale(request.headers['accept-language']));
    let controls = this.compiled.get(target);
    if (controls === undefined) {
      controls = compile(target.linkControls);
      this.compiled.set(target, controls);
    }
    const nowMs = this.deps.now();
    if (controls.startsMs !== null && nowMs < controls.startsMs) {
      return this.inactive(controls, pages, 'not-active');
    }
    if (controls.expiresMs !== null && nowMs >= controls.expiresMs) {
      return this.inactive(controls, pages, 'expired');
    }
    if (this.exhausted.has(target)) return this.inactive(controls, pages, 'expired');
    if (
      target.linkPasswordHash !== null &&
      !this.deps.cookies.accepts(request.headers.cookie, shortCode, target.linkPasswordHash, nowMs)
    ) {
      return { kind: 'page', page: pages().password };
    }
    const route = this.route(controls, target, request, ip, nowMs);
    if (controls.maxScans === null) return route;
    const cap = controls;
    const max = controls.maxScans;
    if (!isHumanGet(request)) {
      // Bots and HEAD requests never use up a cap, and are not let through once it is reached.
      return this.deps.capReached(target.id, max).then((reached) => {
        if (!reached) return route;
        this.exhausted.add(target);
        return this.inactive(cap, pages, 'expired');
      });
    }
    return this.deps.claimCappedScan(target.id, max).then((claimed) => {
      if (claimed) return route;
      this.exhausted.add(target);
      return this.inactive(cap, pages, 'expired');
    });
  }

  /**
   * The first matching rule's destination (or the split, for a rule that points to it); with no
   * matching rule, the split when there is one, else the code's own destination.
   */
  private route(
    controls: CompiledControls,
    target: RedirectTarget,
    request: IncomingMessage,
    ip: string,
    nowMs: number,
  ): GateDecision {
    for (const rule of controls.rules) {
      const usable = rule.location !== null || (rule.toSplit && controls.split.length > 0);
      if (!usable || !ruleMatches(rule, request, ip, nowMs)) continue;
      if (rule.location !== null) {
        return { kind: 'redirect', location: rule.location, counted: true };
      }
      return this.splitDecision(controls, target, request, ip);
    }
    if (controls.split.length > 0) return this.splitDecision(controls, target, request, ip);
    return OWN;
  }

  /** The scanner's variant of the split (sticky: split.ts), counted under its key. */
  private splitDecision(
    controls: CompiledControls,
    target: RedirectTarget,
    request: IncomingMessage,
    ip: string,
  ): GateDecision {
    const bucket = this.deps.bucketOf(ip, request.headers['user-agent'] ?? '', target.id);
    const variant = controls.split[variantForBucket(controls.weights, bucket)]!;
    if (variant.location === null) return OWN;
    return { kind: 'redirect', location: variant.location, counted: true, variant: variant.key };
  }

  private inactive(
    controls: CompiledControls,
    pages: () => Record<LinkPageKind, LinkPage>,
    kind: 'not-active' | 'expired',
  ): GateDecision {
    if (controls.fallback !== null) {
      return { kind: 'redirect', location: controls.fallback, counted: false };
    }
    return { kind: 'page', page: pages()[kind] };
  }
}

function isHumanGet(request: IncomingMessage): boolean {
  return request.method === 'GET' && userAgentBotReason(request.headers['user-agent']) === null;
}
