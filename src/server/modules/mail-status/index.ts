// Whether mail leaves this server (issue 36 item 4): GET /api/mail-status → { deliverable }.
// Screens whose words depend on it (the verification banner, "check your e-mail" titles, the
// admins' outbox banner) read it; answers that would say a link was mailed say so themselves.
import { z } from 'zod';
import { MAIL_STATUS_PATH, type MailStatus } from '../../../contracts/mail-delivery.js';
import type { Config } from '../../config.js';
import type { App } from '../../lib/app-types.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';

const mailStatusSchema = z.object({ deliverable: z.boolean() });

/** True when mail is delivered (SMTP_URL set); false: it stays in the outbox. */
export function mailDeliverable(config: Pick<Config, 'smtpUrl'>): boolean {
  return config.smtpUrl !== null;
}

export function registerMailStatusRoutes(app: App, deps: { config: Pick<Config, 'smtpUrl'> }) {
  const status: MailStatus = { deliverable: mailDeliverable(deps.config) };
  app.get(
    MAIL_STATUS_PATH,
    { schema: { response: { 200: mailStatusSchema } } },
    async (_request, reply) => {
      // Fixed for the process's life (read at start); a restart with SMTP_URL changes it.
      reply.header('cache-control', 'no-cache');
      return status;
    },
  );
}

/** GET /api/mail-status. */
export const mailStatusModule = defineModule('mail-status', (app, { config }: ModuleDeps) =>
  scoped(app, (scope) => registerMailStatusRoutes(scope, { config })),
);
