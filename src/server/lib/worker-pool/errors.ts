import { AppError } from '../errors.js';
import { countOf } from '../../../contracts/plural.js';

/** Seconds a caller refused by a full queue is told to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The pool's queue is full (or the pool is closing): answered at once with 503 and
 * Retry-After instead of letting the request wait behind work it cannot overtake.
 */
export class PoolBusyError extends AppError {
  constructor(retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS, message?: string) {
    super(
      503,
      'SERVER_BUSY',
      message ??
        `The server is busy right now. Please try again in ${countOf(retryAfterSeconds, 'second')}.`,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    );
    this.name = 'PoolBusyError';
  }
}

/** Which limit a task hit. */
export type WorkerLimit = 'time' | 'memory' | 'crash';

/**
 * A task ran past its time limit, past the worker's memory limit, or its worker died. The
 * worker was ended and is replaced for the next task. An AppError (503, WORKER_LIMIT) so an
 * unmapped one still reaches the client as a clear answer; call sites that know what the work
 * was (a logo, a design) rethrow it with their own status and message.
 */
export class WorkerLimitError extends AppError {
  constructor(
    readonly limit: WorkerLimit,
    readonly task: string,
    /** For the log: what exactly happened (never sent to the client). */
    readonly detail: string,
  ) {
    super(503, 'WORKER_LIMIT', WORKER_LIMIT_MESSAGES[limit]);
    this.name = 'WorkerLimitError';
  }
}

const WORKER_LIMIT_MESSAGES: Record<WorkerLimit, string> = {
  time: 'This took longer than the server allows. Please try again with simpler input.',
  memory: 'This needed more memory than the server allows. Please try again with smaller input.',
  crash: 'The server could not finish this request. Please try again.',
};

/** A task threw inside the worker: the worker's error, rebuilt on this thread. */
export class WorkerTaskError extends Error {
  constructor(
    readonly task: string,
    readonly remoteName: string,
    message: string,
    remoteStack?: string,
  ) {
    super(message);
    this.name = 'WorkerTaskError';
    if (remoteStack) this.stack = `${this.stack}\n    --- in the worker ---\n${remoteStack}`;
  }
}
