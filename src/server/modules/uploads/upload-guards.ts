import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../../contracts/errors.js';
import { problemOf } from '../../lib/errors.js';

/**
 * Every upload ends. The server's requestTimeout (30 s, app.ts) ends any request whose body
 * stalls, but only at Node's next check (every 5 s), with Fastify's generic body, and without
 * knowing about the upload's temp file. Uploads carry their own body deadline: exact, our error
 * body, the temp file removed at once. Plus a cap on uploads in progress per client address.
 */

/** Default time for a whole upload body to arrive, from the request's start. */
export const UPLOAD_BODY_TIMEOUT_MS = 30_000;

/** Uploads one address may have in progress at once (per process); more get 429. */
export const MAX_UPLOADS_IN_PROGRESS_PER_ADDRESS = 3;

export const UPLOAD_GUARD_MESSAGES = {
  timeout:
    'The upload took too long to arrive and was stopped. Please check your connection and try again.',
  tooMany:
    'You already have several uploads in progress. Please wait for them to finish, then try again.',
  malformed:
    'The upload could not be read (it is not a well-formed multipart form). Please try again.',
} as const;

export interface UploadGuardOptions {
  /** ms; default UPLOAD_BODY_TIMEOUT_MS */
  bodyTimeoutMs?: number;
  /** default MAX_UPLOADS_IN_PROGRESS_PER_ADDRESS */
  maxInProgressPerAddress?: number;
  /** Answer 408 and 429 as RFC 9457 problem details (the public API's error format). */
  problemDetails?: boolean;
}

const timedOutRequests = new WeakSet<FastifyRequest>();
/** Requests whose multipart body has been read to its end by the handler. */
const readRequests = new WeakSet<FastifyRequest>();
/** What ends an upload in progress: its file stream and its temp file. */
const aborts = new WeakMap<FastifyRequest, () => void>();

/** True once the body deadline answered this request with 408 (the handler must not answer). */
export function uploadTimedOut(request: FastifyRequest): boolean {
  return timedOutRequests.has(request);
}

/** The handler has read the whole multipart body: the body deadline no longer applies. */
export function markUploadRead(request: FastifyRequest): void {
  readRequests.add(request);
  aborts.delete(request);
}

/**
 * `abort` stops this upload's reading and removes what it has received so far (the file stream
 * being read, the temp file); the body deadline calls it before answering 408.
 */
export function onUploadAbort(request: FastifyRequest, abort: () => void): void {
  aborts.set(request, abort);
}

/**
 * Adds the guards to every multipart request to the routes of `scope` (uploads, and creates
 * that carry a logo):
 * - at most `maxInProgressPerAddress` requests per client address in progress, else 429 with
 *   Retry-After at once, before any of the body is read;
 * - a body deadline: when the multipart body has not been read to its end (markUploadRead)
 *   `bodyTimeoutMs` after the request started (stalled, or cut short before the form closed),
 *   the upload is aborted (onUploadAbort: its file stream ended, its temp file removed), the
 *   client gets 408 with our error body and `Connection: close`, and the request is destroyed
 *   (its socket with it).
 */
export function registerUploadGuards(scope: FastifyInstance, options: UploadGuardOptions = {}) {
  const timeoutMs = options.bodyTimeoutMs ?? UPLOAD_BODY_TIMEOUT_MS;
  const maxInProgress = options.maxInProgressPerAddress ?? MAX_UPLOADS_IN_PROGRESS_PER_ADDRESS;
  const problem = options.problemDetails === true;
  const inProgress = new Map<string, number>();

  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Only multipart bodies are uploads; JSON requests in the same scope are not limited here.
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !/^\s*multipart\//i.test(type)) return;
    const address = request.ip;
    const count = inProgress.get(address) ?? 0;
    if (count >= maxInProgress) {
      return sendGuardError(
        reply,
        problem,
        429,
        {
          message: UPLOAD_GUARD_MESSAGES.tooMany,
          code: 'TOO_MANY_UPLOADS',
        },
        { 'retry-after': '5' },
      );
    }
    inProgress.set(address, count + 1);
    let released = false;
    const timer = setTimeout(() => {
      const raw = request.raw;
      // The body was read in time (the handler may still be working): nothing to do. A body
      // that arrived whole but whose form never closed (cut short) counts as not read.
      if (readRequests.has(request)) return;
      timedOutRequests.add(request);
      aborts.get(request)?.();
      request.log.info({ timeoutMs }, 'upload body did not arrive in time');
      // Node stops tracking a request once its response is finished, so closing the socket
      // alone would leave the half-read body stream (and the temp file it feeds) waiting
      // forever: the request itself is destroyed, which ends the multipart stream.
      const end = () => raw.destroy();
      if (reply.sent || reply.raw.headersSent) {
        end();
        return;
      }
      reply.raw.once('finish', end);
      void sendGuardError(reply, problem, 408, {
        message: UPLOAD_GUARD_MESSAGES.timeout,
        code: 'REQUEST_TIMEOUT',
      });
    }, timeoutMs);
    timer.unref();
    // Released when the response is done or the connection is gone, whichever is first.
    const release = () => {
      clearTimeout(timer);
      if (released) return;
      released = true;
      const left = (inProgress.get(address) ?? 1) - 1;
      if (left <= 0) inProgress.delete(address);
      else inProgress.set(address, left);
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  });
}

/** Our error body, or problem details when the scope answers in that format. */
function sendGuardError(
  reply: FastifyReply,
  problem: boolean,
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): FastifyReply {
  // The rest of the body is never read: the connection cannot be reused.
  reply.status(status).headers({ ...headers, connection: 'close' });
  if (problem) {
    return reply
      .type('application/problem+json; charset=utf-8')
      .send(JSON.stringify(problemOf(status, body)));
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
