import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contracts/errors.js';

/**
 * The one error type services throw. `code` is stable (clients may branch on it), `message`
 * is shown to the user, `fields` maps a request field to its message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Not signed in') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);

/** Well-known Fastify errors whose message is safe to show, by status. */
const FRAMEWORK_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/**
 * Fastify error handler: every error becomes the one JSON body. Validation failures are 400
 * with the contract's message per field; 5xx never reveal internals (they are logged instead).
 */
export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    if (error.headers) reply.headers(error.headers);
    return send(reply, error.status, {
      message: error.message,
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      // instancePath is "/field" or "/nested/field"; the first message per field wins.
      const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      fields[name] ??= issue.message ?? 'Invalid value';
    }
    const first = Object.values(fields)[0];
    return send(reply, 400, {
      message: first ?? 'Invalid request',
      code: 'VALIDATION_FAILED',
      fields,
    });
  }
  const status = (error as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return send(reply, status, {
      message: status === 413 ? 'Request body is too large' : error.message,
      code: FRAMEWORK_CODES[status] ?? 'BAD_REQUEST',
    });
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, { message: 'Internal server error', code: 'INTERNAL' });
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
