import { requireUser } from '../../lib/guards.js';
import { z } from 'zod';
import { hostedPagePreviewSchema } from '../../../contracts/dynamic-code-answers.js';
import { isHostedType, type HostedPagePreview } from '../../../contracts/dynamic-codes.js';
import { parseQrContent } from '../../../contracts/qr-content.js';
import type { App } from '../../lib/app-types.js';
import { AppError } from '../../lib/errors.js';
import { errorAnswers } from '../../lib/route-schemas.js';
import { perMinute, registerRateLimit } from '../../lib/rate-limit.js';
import { renderHostedPage, type ImageSizesOf } from './render.js';
import { requestBrandName, requestHostTenant } from '../../lib/tenant.js';

/** Previews per minute per address: one per pause in typing in the edit dialog. */
export const PREVIEW_PER_MINUTE = 120;

const previewBody = z.object({
  qrType: z.string().max(20),
  qrData: z.unknown(),
  fgColor: z.string().max(20).optional(),
});

/**
 * POST /api/hosted-page-preview {qrType, qrData, fgColor?}: the hosted page that content would
 * show, for the live preview of the dashboard's edit dialog. The same validation as a save
 * (400 VALIDATION_FAILED with the generator's messages) and the same renderer as the short
 * link; nothing is stored and no scan is counted. Signed in only. The dialog shows it in a
 * sandboxed frame, so the page comes without its script (copy buttons stay hidden, times in UTC).
 */
export function registerHostedPagePreview(
  app: App,
  deps: { brandName: string; imageSizes?: ImageSizesOf },
): void {
  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    await registerRateLimit(plugin);
    const options = {
      onRequest: requireUser,
      schema: {
        body: previewBody,
        // 400: content that would not save (the generator's messages); 403: cross-origin.
        response: { 200: hostedPagePreviewSchema, ...errorAnswers(400, 401, 403, 413, 429) },
      },
      config: { rateLimit: perMinute(PREVIEW_PER_MINUTE) },
    };
    scope.post('/api/hosted-page-preview', options, async (request) => {
      const { qrType, qrData, fgColor } = request.body as z.infer<typeof previewBody>;
      const parsed = parseQrContent(qrType, qrData);
      if (!parsed.ok) throw new AppError(400, 'VALIDATION_FAILED', parsed.message, parsed.fields);
      if (!isHostedType(parsed.qrType)) return { html: null } satisfies HostedPagePreview;
      const page = renderHostedPage(
        {
          qrType: parsed.qrType,
          content: parsed.data as Record<string, unknown>,
          design: { fgColor },
        },
        {
          brandName: requestBrandName(request, deps.brandName),
          brandColor: requestHostTenant(request).brandColor,
          base: '/d/preview',
          withScript: false,
          imageSizes: deps.imageSizes,
        },
      );
      return { html: page?.html ?? null } satisfies HostedPagePreview;
    });
  });
}
