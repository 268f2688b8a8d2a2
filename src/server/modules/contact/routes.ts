import { z } from 'zod';
import {
  CONTACT_INFO_DEFAULTS,
  CONTACT_MESSAGES,
  contactInfoSchema,
  contactRequestSchema,
  contactResponseSchema,
  type ContactInfo,
} from '../../../contracts/contact.js';
import { mailAnswer, NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { errorAnswers } from '../../lib/route-schemas.js';
import { clientMeta } from '../auth/index.js';
import type { ContactService } from './service.js';

/** A brake on bursts per IP per minute (in memory); the hourly limits are in the database. */
export const CONTACT_BURST_PER_MINUTE = 10;

/** How soon support answers (spec 001 §9). */
export const RESPONSE_TIME = CONTACT_INFO_DEFAULTS.responseTime;

/**
 * POST /api/contact { name, email, subject, message, inquiryType } → 201 { message }; 400 with
 * the field messages (nothing stored); 429 past 5 messages an hour per address (or 20 per IP).
 * GET /api/contact-info → where and when support answers.
 */
export function registerContactRoutes(
  app: App,
  deps: {
    config: Pick<Config, 'supportEmail' | 'supportHours' | 'smtpUrl'>;
    service: ContactService;
  },
): void {
  const info: ContactInfo = {
    supportEmail: deps.config.supportEmail,
    supportHours: deps.config.supportHours,
    responseTime: RESPONSE_TIME,
  };
  app.get(
    '/api/contact-info',
    { schema: { response: { 200: contactInfoSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return info;
    },
  );

  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);
    scope.post(
      '/api/contact',
      {
        config: { rateLimit: perMinute(CONTACT_BURST_PER_MINUTE) },
        schema: {
          // A body that is not a JSON object is read as an empty form: each field's message.
          body: z.preprocess(
            (body) => (typeof body === 'object' && body !== null ? body : {}),
            contactRequestSchema,
          ),
          response: { 201: contactResponseSchema, ...errorAnswers(400, 403, 429) },
        },
      },
      async (request, reply) => {
        const meta = clientMeta(request);
        await deps.service.submit(request.body, { ip: meta.ip, clientId: meta.clientId });
        // Stored either way; without SMTP_URL nobody is mailed about it, and the answer says so.
        return reply.status(201).send({
          message: mailAnswer(
            deps.config.smtpUrl !== null,
            CONTACT_MESSAGES.sentDescription,
            NO_MAIL_MESSAGES.contact,
          ),
        });
      },
    );
  });
}
