// Identical generate requests (same content, design and PNG size) are answered from memory:
// the render and the scan check are pure functions of their input, so a second identical
// request gets the first answer instead of a second trip through the worker pool. Requests in
// flight are shared too, within one client of the pool's fair share (ten requests of one client
// asking the same thing at once cost one render); across clients only finished answers are, so
// one client's identical request never waits in another client's backlog.
import { createHash } from 'node:crypto';
import type { RenderAndCheckInput, RenderAndCheckResult } from '../qr-output/pipeline.js';
import type { RunOptions } from './pool.js';

/** What the cache wraps: anything with the generator's renderAndCheck (the app's pipeline). */
export interface RenderAndCheckRunner {
  renderAndCheck(
    input: RenderAndCheckInput,
    job?: Pick<RunOptions, 'client' | 'cost'>,
  ): Promise<RenderAndCheckResult>;
}

/** Memory the cached answers may hold per process (SVG text plus PNG bytes). */
export const RESULT_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/**
 * The cache key: a SHA-256 over everything that changes the answer. The matrix is a function
 * of the payload and the encoder's choices (version, level, mask: all in the key); the design
 * includes the logo's image bytes (a data URI) and its size; the PNG width is the size asked for.
 */
export function renderKey(input: RenderAndCheckInput): string {
  const { matrix, design, payload, pngWidth } = input;
  return createHash('sha256')
    .update(
      JSON.stringify({
        payload,
        version: matrix.version,
        ecl: matrix.ecl,
        mask: matrix.mask,
        design,
        pngWidth,
      }),
    )
    .digest('base64url');
}

function sizeOf(result: RenderAndCheckResult): number {
  // Strings are counted at 2 bytes a character (V8's worst case), plus the verdict's object.
  return result.svg.length * 2 + (result.png?.byteLength ?? 0) + 2048;
}

/**
 * `pipeline` with renderAndCheck answered from a bounded least-recently-used cache. Failures are
 * never cached. The answers are shared objects: callers must not change them.
 */
export function withResultCache<P extends RenderAndCheckRunner>(
  pipeline: P,
  maxBytes = RESULT_CACHE_MAX_BYTES,
): P & { cacheStats(): { entries: number; bytes: number; hits: number } } {
  // Map iteration order is insertion order: re-inserting on a hit makes it the newest.
  const done = new Map<string, { result: RenderAndCheckResult; bytes: number }>();
  const inFlight = new Map<string, Promise<RenderAndCheckResult>>();
  let bytes = 0;
  let hits = 0;

  const remember = (key: string, result: RenderAndCheckResult) => {
    const size = sizeOf(result);
    if (size > maxBytes || done.has(key)) return;
    done.set(key, { result, bytes: size });
    bytes += size;
    for (const [oldest, entry] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldest);
      bytes -= entry.bytes;
    }
  };

  return {
    ...pipeline,
    renderAndCheck: (input, job) => {
      const key = renderKey(input);
      const flightKey = `${job?.client ?? ''}\n${key}`;
      const cached = done.get(key);
      if (cached) {
        hits += 1;
        done.delete(key);
        done.set(key, cached);
        return Promise.resolve(cached.result);
      }
      const pending = inFlight.get(flightKey);
      if (pending) {
        hits += 1;
        return pending;
      }
      const started = pipeline.renderAndCheck(input, job).then(
        (result) => {
          inFlight.delete(flightKey);
          remember(key, result);
          return result;
        },
        (err: unknown) => {
          inFlight.delete(flightKey);
          throw err;
        },
      );
      inFlight.set(flightKey, started);
      return started;
    },
    cacheStats: () => ({ entries: done.size, bytes, hits }),
  };
}
