import { z } from 'zod';

import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, type MailList } from './newsletter-messages.js';

export * from './newsletter-messages.js';

export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalidDescription })
    .trim()
    .max(255, NEWSLETTER_MESSAGES.invalidDescription)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalidDescription)),
});

export const tokenSchema = z.object({ token: z.string().min(1).max(2000) });

export interface UnsubscribeInfo {
  address: string;
  list: MailList;
  /** Whether the address currently gets this list. */
  subscribed: boolean;
}

export const mailPreferencesSchema = z.object({
  newsletter: z.boolean(),
  scanSummary: z.boolean(),
  pauseReminders: z.boolean(),
  announcements: z.boolean(),
  /** Mails when a code's destination breaks and when it works again. */
  brokenLinkAlerts: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** GET /api/newsletter/stats: spec fields ("new" = the last 7 days) plus subscribers. */
export interface NewsletterStats {
  totalUsers: number;
  newUsers: number;
  totalQRCodes: number;
  newQRCodes: number;
  confirmedSubscribers: number;
  pendingSubscribers: number;
}

export const sendNewsletterSchema = z.object({
  subject: z
    .string({ error: NEWSLETTER_MESSAGES.missingDescription })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.missingDescription)
    .max(
      NEWSLETTER_LIMITS.subjectMax,
      `Subject must be at most ${NEWSLETTER_LIMITS.subjectMax} characters`,
    ),
  content: z
    .string({ error: NEWSLETTER_MESSAGES.missingDescription })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.missingDescription)
    .max(
      NEWSLETTER_LIMITS.contentMax,
      `Content must be at most ${NEWSLETTER_LIMITS.contentMax} characters`,
    ),
  includeStats: z.boolean().default(false),
  /** Send only to the signed-in admin, as a test; no campaign is recorded. */
  test: z.boolean().default(false),
});
export type SendNewsletterValues = z.input<typeof sendNewsletterSchema>;

export interface CampaignSummary {
  id: number;
  kind: 'newsletter' | 'welcome' | 'scan-summary' | 'pause-reminder';
  subject: string;
  createdAt: string;
  createdBy: string | null;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
}

/** Answer of the notification sends (spec: successCount, totalUsers). */
export interface NotificationResult {
  /** Mails queued by this request. */
  successCount: number;
  /** Users considered (with the condition: dynamic codes, paused codes, not yet welcomed ...). */
  totalUsers: number;
  campaignId: number | null;
  message: string;
}
