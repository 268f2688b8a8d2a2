import { z } from 'zod';

import { MAIL_LISTS, NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from './newsletter-messages.js';

export * from './newsletter-messages.js';

export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalidDescription })
    .trim()
    .max(255, NEWSLETTER_MESSAGES.invalidDescription)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalidDescription)),
});

export const tokenSchema = z.object({ token: z.string().min(1).max(2000) });

export const unsubscribeInfoSchema = z.object({
  address: z.string(),
  list: z.enum(MAIL_LISTS),
  /** Whether the address currently gets this list. */
  subscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

export const mailPreferencesSchema = z.object({
  newsletter: z.boolean(),
  scanSummary: z.boolean(),
  pauseReminders: z.boolean(),
  announcements: z.boolean(),
  /** Mails when a code's destination breaks and when it works again. */
  brokenLinkAlerts: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** GET and PUT /api/account/mail-preferences: the choices, and whether a signup awaits its link. */
export const mailPreferencesAnswerSchema = mailPreferencesSchema.extend({
  newsletterPending: z.boolean(),
});

/** GET /api/newsletter/stats: spec fields ("new" = the last 7 days) plus subscribers. */
export const newsletterStatsSchema = z.object({
  totalUsers: z.number(),
  newUsers: z.number(),
  totalQRCodes: z.number(),
  newQRCodes: z.number(),
  confirmedSubscribers: z.number(),
  pendingSubscribers: z.number(),
});
export type NewsletterStats = z.infer<typeof newsletterStatsSchema>;

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

export const campaignSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(['newsletter', 'welcome', 'scan-summary', 'pause-reminder']),
  subject: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  recipients: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** Answer of the notification sends (spec: successCount, totalUsers). */
export const notificationResultSchema = z.object({
  /** Mails queued by this request. */
  successCount: z.number(),
  /** Users considered (with the condition: dynamic codes, paused codes, not yet welcomed ...). */
  totalUsers: z.number(),
  campaignId: z.number().nullable(),
  message: z.string(),
});
export type NotificationResult = z.infer<typeof notificationResultSchema>;
