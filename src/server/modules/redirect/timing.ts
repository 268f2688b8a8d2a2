import type { AppMetrics } from '../metrics/index.js';
import type { ShortLinkHandler } from './short-link-handler.js';

/**
 * `serve`, reporting each answer's status and time (from the call to the end of the answer).
 * A cached code is answered synchronously and costs two clock reads and two additions; an
 * answer that waits (a cache miss, a link control's count) is reported when its response closes.
 */
export function timed(
  serve: ShortLinkHandler,
  metrics: Pick<AppMetrics, 'shortLinkAnswered'>,
  fastPath: boolean,
): ShortLinkHandler {
  return (request, response, shortCode) => {
    const started = performance.now();
    serve(request, response, shortCode);
    if (response.writableEnded) {
      const seconds = (performance.now() - started) / 1000;
      metrics.shortLinkAnswered(request.method ?? 'GET', response.statusCode, seconds, fastPath);
      return;
    }
    response.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      metrics.shortLinkAnswered(request.method ?? 'GET', response.statusCode, seconds, fastPath);
    });
  };
}
