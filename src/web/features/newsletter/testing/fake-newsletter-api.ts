// An in-test HTTP responder at the fetch boundary answering the newsletter's calls as
// src/contracts/newsletter.ts and modules/newsletter/*routes.ts say: the session, the admin's
// stats, campaigns, newsletter and notification sends (403 for non-admins), the footer signup,
// the confirmation link and the unsubscribe page's info, one-click and undo. Request bodies are
// checked with the real contract schemas. The server side is tested in
// src/server/modules/newsletter/*.test.ts; this runs our real client code against the contract.
import {
  NEWSLETTER_MESSAGES,
  newsletterSignupSchema,
  sendNewsletterSchema,
  tokenSchema,
  mailPreferencesSchema,
  type CampaignSummary,
  type MailList,
  type MailPreferences,
  type NewsletterStats,
  type NotificationResult,
  type UnsubscribeInfo,
} from '../../../../contracts/newsletter.js';
import type { PublicUser } from '../../../../contracts/auth.js';
import { fetchBoundary, json, makeUser, type FakeBoundary } from '../../../test-utils/fake-api.js';
import { setSessionHint } from '../../../test-utils/session-hint.js';

export interface NewsletterFakeApi extends FakeBoundary {
  campaigns: CampaignSummary[];
  /** Addresses by the tokens of their confirmation links (pending until confirmed). */
  confirmations: Map<string, string>;
  /** The unsubscribe tokens this fake knows, with their address, list and state. */
  lists: Map<string, UnsubscribeInfo>;
  /** The signed-in user's mail preferences, as GET /api/account/mail-preferences answers. */
  preferences: MailPreferences & { newsletterPending: boolean };
  /** Requests that change something (POST, PUT). */
  writes(): FakeBoundary['requests'];
}

export const STATS: NewsletterStats = {
  totalUsers: 120,
  newUsers: 8,
  totalQRCodes: 455,
  newQRCodes: 31,
  confirmedSubscribers: 64,
  pendingSubscribers: 5,
};

export function campaign(id: number, patch: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id,
    kind: 'newsletter',
    subject: `Shark Tips ${id}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    createdBy: 'boss@example.com',
    recipients: 10,
    queued: 0,
    sent: 10,
    failed: 0,
    ...patch,
  };
}

/** Answers of the notification sends: users considered and mails queued, by URL. */
export const NOTIFICATION_COUNTS: Record<string, { users: number; queued: number; what: string }> =
  {
    '/api/send-welcome-to-all': { users: 7, queued: 3, what: 'Welcome mail' },
    '/api/send-scan-notifications': { users: 5, queued: 5, what: 'Scan summaries' },
    '/api/send-pause-notifications': { users: 2, queued: 2, what: 'Pause reminders' },
  };

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function createNewsletterFakeApi(
  options: {
    /** Signed out when absent; an admin unless `role` says otherwise. */
    signedInAs?: { email: string; role?: PublicUser['role'] };
    campaigns?: CampaignSummary[];
    stats?: NewsletterStats;
    lists?: Record<string, { address: string; list: MailList; subscribed: boolean }>;
    /** Whether the signed-in user's address is verified (default true). */
    emailVerified?: boolean;
  } = {},
): NewsletterFakeApi {
  const me = options.signedInAs ? makeUser(options.signedInAs.email) : null;
  if (me) {
    me.role = options.signedInAs?.role ?? 'admin';
    me.emailVerified = options.emailVerified ?? true;
  }
  // The server's defaults for a new account (subscriptions.test.ts).
  const preferences = {
    newsletter: false,
    scanSummary: false,
    pauseReminders: true,
    announcements: true,
    brokenLinkAlerts: true,
    newsletterPending: false,
  };
  setSessionHint(me !== null);
  const campaigns = options.campaigns ?? [];
  const stats = options.stats ?? STATS;
  const confirmations = new Map<string, string>();
  const lists = new Map(Object.entries(options.lists ?? {}));

  const bad = (message: string) => json(400, { message, code: 'VALIDATION_FAILED' });
  const adminOnly = (): Response | null => {
    if (!me) return json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
    if (me.role !== 'admin') {
      return json(403, { message: 'Only administrators can do this.', code: 'FORBIDDEN' });
    }
    return null;
  };

  const respond = (method: string, url: URL, body: unknown): Response => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/user') {
      return me ? json(200, me) : json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
    }
    if (
      url.pathname === '/api/account/mail-preferences' &&
      (method === 'GET' || method === 'PUT')
    ) {
      if (!me) return json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
      if (method === 'PUT') {
        const parsed = mailPreferencesSchema.safeParse(body);
        if (!parsed.success) return bad('Invalid preferences');
        // Turning the newsletter on for an unverified address waits for the mailed link.
        const asksNewsletter = parsed.data.newsletter && !preferences.newsletter;
        const waits = asksNewsletter && !me.emailVerified;
        Object.assign(preferences, parsed.data, {
          newsletter: waits ? false : parsed.data.newsletter,
          newsletterPending: waits || (preferences.newsletterPending && parsed.data.newsletter),
        });
      }
      return json(200, preferences);
    }
    if (route === 'POST /api/newsletter-signup') {
      const parsed = newsletterSignupSchema.safeParse(body);
      if (!parsed.success) return bad(NEWSLETTER_MESSAGES.invalidDescription);
      // The same answer for every address (no enumeration); each gets a confirmation link.
      confirmations.set(`confirm-${confirmations.size + 1}`, parsed.data.email.toLowerCase());
      return json(200, { message: NEWSLETTER_MESSAGES.checkInbox });
    }
    if (route === 'POST /api/newsletter/confirm') {
      const { token } = tokenSchema.parse(body);
      const address = confirmations.get(token);
      if (!address) return bad(NEWSLETTER_MESSAGES.confirmInvalid);
      confirmations.delete(token);
      return json(200, { address });
    }
    if (route === 'GET /api/unsubscribe/info') {
      const info = lists.get(url.searchParams.get('token') ?? '');
      return info ? json(200, info) : bad(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    }
    if (route === 'POST /api/unsubscribe' || route === 'POST /api/unsubscribe/undo') {
      const info = lists.get(tokenSchema.parse(body).token);
      if (!info) return bad(NEWSLETTER_MESSAGES.unsubscribeInvalid);
      info.subscribed = route.endsWith('/undo');
      return json(200, info);
    }
    if (
      url.pathname.startsWith('/api/newsletter/') ||
      url.pathname === '/api/send-newsletter' ||
      url.pathname in NOTIFICATION_COUNTS
    ) {
      const refused = adminOnly();
      if (refused) return refused;
    }
    if (route === 'GET /api/newsletter/stats') return json(200, stats);
    if (route === 'GET /api/newsletter/campaigns') return json(200, campaigns);
    if (route === 'POST /api/send-newsletter') {
      const parsed = sendNewsletterSchema.safeParse(body);
      if (!parsed.success) return bad(parsed.error.issues[0]!.message);
      const { subject, test } = parsed.data;
      if (test) {
        const result: NotificationResult = {
          successCount: 1,
          totalUsers: 1,
          campaignId: null,
          message: `A test was queued to ${me!.username}.`,
        };
        return json(200, result);
      }
      const id = campaigns.length + 1;
      const n = stats.confirmedSubscribers;
      campaigns.unshift(
        campaign(id, {
          subject,
          createdAt: new Date().toISOString(),
          recipients: n,
          queued: n,
          sent: 0,
        }),
      );
      const result: NotificationResult = {
        successCount: n,
        totalUsers: n,
        campaignId: id,
        message: `${plural(n, 'mail')} queued to ${plural(n, 'confirmed subscriber')}.`,
      };
      return json(200, result);
    }
    const again = /^\/api\/newsletter\/campaigns\/(\d+)\/send$/.exec(url.pathname);
    if (method === 'POST' && again) {
      const target = campaigns.find((c) => c.id === Number(again[1]));
      if (!target || target.kind !== 'newsletter') {
        return json(404, { message: 'No such campaign', code: 'NOT_FOUND' });
      }
      // Only confirmed subscribers who have not had it (dedupe keys on the server).
      const n = stats.confirmedSubscribers;
      const queued = Math.max(0, n - target.recipients);
      target.recipients += queued;
      target.queued += queued;
      const result: NotificationResult = {
        successCount: queued,
        totalUsers: n,
        campaignId: target.id,
        message: `${plural(queued, 'mail')} queued to ${plural(n, 'confirmed subscriber')}.`,
      };
      return json(200, result);
    }
    if (method === 'POST' && url.pathname in NOTIFICATION_COUNTS) {
      const { users, queued, what } = NOTIFICATION_COUNTS[url.pathname]!;
      const result: NotificationResult = {
        successCount: queued,
        totalUsers: users,
        campaignId: null,
        message: `${what} queued to ${plural(queued, 'user')}.`,
      };
      return json(200, result);
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  };

  const boundary = fetchBoundary(respond);
  const { requests } = boundary;
  return {
    ...boundary,
    campaigns,
    confirmations,
    lists,
    preferences,
    writes: () => requests.filter((r) => r.method === 'POST' || r.method === 'PUT'),
  };
}
