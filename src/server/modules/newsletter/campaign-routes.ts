import type { Logger } from 'pino';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { requireRole, signedInUser } from '../../lib/guards.js';
import type { NewsletterCampaigns } from './campaigns.js';

/** How often each process tries to claim this week's scan summary (the first try wins). */
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
  const admin = { onRequest: requireRole('admin') };

  app.get('/api/newsletter/stats', admin, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return campaigns.stats(user.clientId);
  });
  app.get('/api/newsletter/campaigns', admin, async (request, reply) => {
    const user = signedInUser(request);
    reply.header('cache-control', 'no-store');
    return campaigns.campaigns(user.clientId);
  });
  app.post('/api/send-newsletter', admin, async (request) =>
    campaigns.sendNewsletter(signedInUser(request), request.body),
  );
  app.post('/api/newsletter/campaigns/:id/send', admin, async (request) => {
    const user = signedInUser(request);
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id < 1) throw new AppError(404, 'NOT_FOUND', 'No such campaign');
    return campaigns.queueNewsletter(user, id);
  });
  app.post('/api/send-welcome-to-all', admin, async (request) =>
    campaigns.welcomeToAll(signedInUser(request)),
  );
  app.post('/api/send-scan-notifications', admin, async (request) =>
    campaigns.scanNotifications(signedInUser(request)),
  );
  app.post('/api/send-pause-notifications', admin, async (request) =>
    campaigns.pauseNotifications(signedInUser(request)),
  );
}

/** Tries the weekly scan summary when the app is ready and every WEEKLY_CHECK_MS after. */
export function registerWeeklyScanSummary(
  app: App,
  campaigns: NewsletterCampaigns,
  logger: Pick<Logger, 'info' | 'warn'>,
  intervalMs = WEEKLY_CHECK_MS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= campaigns
      .runWeeklyScanSummary()
      .then((queued) => {
        if (queued !== null) logger.info({ queued }, 'weekly scan summary queued');
      })
      .catch((err: Error) => logger.warn({ error: err.message }, 'weekly scan summary failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
