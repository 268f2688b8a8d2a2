import type { Logger } from 'pino';
import { z } from 'zod';
import {
  campaignSummarySchema,
  newsletterStatsSchema,
  notificationResultSchema,
  sendNewsletterSchema,
} from '../../../contracts/newsletter.js';
import type { App } from '../../lib/app-types.js';
import type { JobScheduler } from '../../lib/jobs/index.js';
import { AppError } from '../../lib/errors.js';
import { requireRole, signedInUser } from '../../lib/guards.js';
import { errorAnswers, noBody } from '../../lib/route-schemas.js';
import type { NewsletterCampaigns } from './campaigns.js';

/** How often the weekly scan summary is tried (the first try of the week wins). */
export const WEEKLY_CHECK_MS = 60 * 60_000;

/**
 * Admin only (401 signed out, 403 others): GET /api/newsletter/stats, POST /api/send-newsletter
 * { subject, content, includeStats, test }, GET /api/newsletter/campaigns, POST
 * /api/newsletter/campaigns/:id/send, POST /api/send-welcome-to-all,
 * /api/send-scan-notifications and /api/send-pause-notifications ({ successCount, totalUsers,
 * campaignId, message }).
 */
export function registerCampaignRoutes(app: App, deps: { campaigns: NewsletterCampaigns }): void {
  const { campaigns } = deps;
  const onRequest = requireRole('admin');
  /** A notification send: no body, the campaign's result, the guard's and the origin's errors. */
  const notification = {
    onRequest,
    schema: {
      body: noBody,
      response: { 200: notificationResultSchema, ...errorAnswers(400, 401, 403) },
    },
  };

  app.get(
    '/api/newsletter/stats',
    { onRequest, schema: { response: { 200: newsletterStatsSchema, ...errorAnswers(401, 403) } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return campaigns.stats(user.clientId);
    },
  );
  app.get(
    '/api/newsletter/campaigns',
    {
      onRequest,
      schema: { response: { 200: z.array(campaignSummarySchema), ...errorAnswers(401, 403) } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return campaigns.campaigns(user.clientId);
    },
  );
  app.post(
    '/api/send-newsletter',
    {
      onRequest,
      schema: {
        body: z.preprocess(
          (body) => (typeof body === 'object' && body !== null ? body : {}),
          sendNewsletterSchema,
        ),
        response: { 200: notificationResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => campaigns.sendNewsletter(signedInUser(request), request.body),
  );
  app.post(
    '/api/newsletter/campaigns/:id/send',
    {
      onRequest,
      schema: {
        params: z.object({ id: z.string() }),
        body: noBody,
        response: { 200: notificationResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const id = Number(request.params.id);
      if (!Number.isInteger(id) || id < 1) throw new AppError(404, 'NOT_FOUND', 'No such campaign');
      return campaigns.queueNewsletter(user, id);
    },
  );
  app.post('/api/send-welcome-to-all', notification, async (request) =>
    campaigns.welcomeToAll(signedInUser(request)),
  );
  app.post('/api/send-scan-notifications', notification, async (request) =>
    campaigns.scanNotifications(signedInUser(request)),
  );
  app.post('/api/send-pause-notifications', notification, async (request) =>
    campaigns.pauseNotifications(signedInUser(request)),
  );
}

/**
 * The weekly scan summary as the recurring job "newsletter.weekly-scan-summary": tried every
 * `intervalMs` across all processes (the week's claim in scheduled_job_runs still makes it go
 * once a week).
 */
export function registerWeeklyScanSummary(
  jobs: JobScheduler,
  campaigns: NewsletterCampaigns,
  logger: Pick<Logger, 'info'>,
  intervalMs = WEEKLY_CHECK_MS,
): void {
  jobs.every('newsletter.weekly-scan-summary', intervalMs, async () => {
    const queued = await campaigns.runWeeklyScanSummary();
    if (queued !== null) logger.info({ queued }, 'weekly scan summary queued');
  });
}
