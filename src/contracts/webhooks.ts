import { z } from 'zod';

/**
 * Scan webhooks (issue 19 item 5): the account settings form and the /api/account/webhooks
 * routes share these messages and shapes. docs/API.md describes the deliveries.
 */

/** Endpoints one user may register. */
export const MAX_WEBHOOK_ENDPOINTS = 5;

/** Signature and timestamp headers of every delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'QRS-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'QRS-Timestamp';
export const WEBHOOK_DELIVERY_HEADER = 'QRS-Delivery';

export const WEBHOOK_MESSAGES = {
  url: 'Enter an https:// URL (at most 2,048 characters)',
  https: 'Webhook URLs must start with https://',
  refused: 'This address cannot receive webhooks',
  limit: 'You can have at most 5 webhook endpoints. Delete one to add another.',
  notFound: 'Webhook endpoint not found',
} as const;

export const createWebhookSchema = z
  .object({
    url: z
      .string({ message: WEBHOOK_MESSAGES.url })
      .trim()
      .min(1, { message: WEBHOOK_MESSAGES.url })
      .max(2048, { message: WEBHOOK_MESSAGES.url })
      .refine((v) => URL.canParse(v), { message: WEBHOOK_MESSAGES.url })
      .refine((v) => v.toLowerCase().startsWith('https://'), { message: WEBHOOK_MESSAGES.https }),
  })
  .strict();
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export interface WebhookEndpointView {
  id: number;
  url: string;
  /** The secret's first characters ("whsec_" and 4 more), to tell secrets apart. */
  secretPrefix: string;
  createdAt: string;
}

/** A create or a secret rotation: the only time the whole secret is shown. */
export interface WebhookWithSecret extends WebhookEndpointView {
  secret: string;
}

/** One request in the delivery log. */
export interface WebhookAttemptView {
  id: number;
  deliveryId: string;
  attempt: number;
  attemptedAt: string;
  /** succeeded; retrying (another attempt is scheduled); failed (gave up, or a test that failed) */
  outcome: 'succeeded' | 'retrying' | 'failed';
  responseStatus: number | null;
  error: string | null;
  isTest: boolean;
  eventCount: number;
}
