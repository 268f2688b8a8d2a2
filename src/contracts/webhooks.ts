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
  busy: 'A delivery to this endpoint is under way. Try again in a few seconds.',
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

const isoDateTime = z.string().meta({ format: 'date-time' });

/** One request of the delivery log. */
export const webhookAttemptSchema = z
  .object({
    id: z.number().int(),
    deliveryId: z
      .string()
      .meta({ description: 'The delivery this request sent: the QRS-Delivery header, "whd_{n}".' }),
    attempt: z.number().int().meta({ description: 'The delivery’s attempt number, from 1.' }),
    attemptedAt: isoDateTime,
    outcome: z.enum(['succeeded', 'retrying', 'failed']).meta({
      description:
        'succeeded (a 2xx answer); retrying (another attempt is scheduled at nextAttemptAt); failed (given up after 24 hours, or a test that did not succeed: tests are not retried)',
    }),
    responseStatus: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The endpoint’s HTTP status; null when no answer came.' }),
    error: z.string().nullable().meta({
      description: 'Why the attempt did not succeed (refused, no answer, status); null on success.',
    }),
    isTest: z.boolean(),
    eventCount: z.number().int(),
    durationMs: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'How long the request took, in milliseconds.' }),
    nextAttemptAt: isoDateTime
      .nullable()
      .meta({ description: 'When a retrying delivery is tried again; null otherwise.' }),
  })
  .meta({ id: 'WebhookAttempt', description: 'One request made to a webhook endpoint.' });
export type WebhookAttemptView = z.infer<typeof webhookAttemptSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    secretPrefix: z.string().meta({
      description: 'The secret’s first characters ("whsec_" and 4 more), to tell secrets apart.',
    }),
    createdAt: isoDateTime,
    lastAttempt: webhookAttemptSchema
      .pick({ attemptedAt: true, outcome: true, responseStatus: true, error: true, isTest: true })
      .nullable()
      .meta({ description: 'The newest request made to the endpoint; null before the first.' }),
  })
  .meta({ id: 'WebhookEndpoint', description: 'An HTTPS endpoint that receives scan events.' });
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

/** A create or a secret rotation: the only time the whole secret is shown. */
export const webhookWithSecretSchema = webhookEndpointSchema
  .extend({
    secret: z.string().meta({
      description:
        'The signing secret ("whsec_…"): shown in this answer only. Deliveries are signed with it from now on.',
    }),
  })
  .meta({ id: 'WebhookEndpointWithSecret', description: 'An endpoint with its whole secret.' });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

/** Attempts the delivery log shows at most (newest first). */
export const WEBHOOK_LOG_LIMIT = 50;

/**
 * A scan event as deliveries carry it. A test delivery carries one event of type "test" with
 * made-up values and no code.
 */
export interface WebhookScanEvent {
  /** "scan_{n}" (unique per scan; "scan_test" in a test). */
  id: string;
  type: 'scan' | 'test';
  /** "dyn_{n}", the code's id in the API; null in a test. */
  codeId: string | null;
  shortCode: string | null;
  scannedAt: string;
  /** Bots and link previews are delivered too, flagged, as analytics records them. */
  isBot: boolean;
  botReason: string | null;
  device: string | null;
  os: string | null;
  browser: string | null;
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: string | null;
  /**
   * The region and city of the scanner's address in the server's city database (issue 40 item
   * 6), as analytics records them; null when the server has none, or the address is private or
   * unknown.
   */
  region: string | null;
  city: string | null;
  referrerHost: string | null;
  /**
   * The weighted split's variant the scan was sent to (the analytics `variant` key, which the
   * code's analytics map to its destination); null when the code's split did not choose.
   */
  splitVariant: string | null;
}

/** The JSON body of every delivery (a POST, content-type application/json). */
export interface WebhookDeliveryBody {
  /** "scans" for scan events, "test" for a "Send test" delivery. */
  type: 'scans' | 'test';
  /** "whd_{n}", as in the QRS-Delivery header; the same on every retry of the delivery. */
  deliveryId: string;
  /** 1 to 500 events, oldest first. */
  events: WebhookScanEvent[];
}
