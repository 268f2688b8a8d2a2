import { STATUS_CODES } from 'node:http';
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

/** A validation error's message: its first field's, or a general one when no field is named. */
export const firstFieldMessage = (fields: Record<string, string>): string =>
  Object.values(fields)[0] ?? 'Invalid input';

/** A failed parse's message: its first issue's, or a general one when it lists none. */
export const firstIssueMessage = (issues: readonly { message: string }[]): string =>
  issues[0]?.message ?? 'Invalid input';

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Not signed in') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);

/**
 * Fastify's own 4xx errors, by status: our stable code and a message written for people (the
 * framework's are terse or name internals, e.g. "Unsupported Media Type: text/xml").
 */
const FRAMEWORK_ERRORS: Record<number, ErrorBody> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be read.' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'No answer in an acceptable format.' },
  408: {
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive and was stopped. Please try again.',
  },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  414: { code: 'URI_TOO_LONG', message: 'The address is too long.' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message:
      'This kind of request body is not accepted: send JSON (application/json) or a file upload (multipart/form-data).',
  },
  429: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait and try again.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
};

/**
 * Our body for a framework error. A 400 keeps the framework's or plugin's message (they say
 * what was wrong with the body: "Body is not valid JSON...", "the request is not multipart"),
 * except an undecodable URL, whose message quotes the URL back.
 */
function frameworkBody(error: FastifyError, status: number): ErrorBody {
  const known = FRAMEWORK_ERRORS[status];
  if (!known) return { code: 'BAD_REQUEST', message: error.message };
  if (status === 400 && error.code === 'FST_ERR_BAD_URL') {
    return { code: 'BAD_URL', message: 'The address is not valid.' };
  }
  if (status === 400) return { code: known.code, message: error.message || known.message };
  return known;
}

/**
 * Fastify's `frameworkErrors` option: the router's own failures, raised before any route or
 * error handler runs (a path parameter longer than maxParamLength is 414 FST_ERR_MAX_PARAM_LENGTH,
 * an undecodable URL is 400 FST_ERR_BAD_URL), get the one error body too.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  return send(reply, status, frameworkBody(error, status));
}

/**
 * Fastify error handler: every error becomes the one JSON body. Validation failures are 400
 * with the contract's message per field; 5xx never reveal internals (they are logged instead).
 */
export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return handleError(error, request, reply, send);
}

/**
 * The same handling as errorHandler, answered as RFC 9457 problem details
 * (`application/problem+json`): `type` "about:blank", `title` the status's reason phrase,
 * `status`, `detail` the message, and our `code` and `fields` as extension members. The
 * public API (/api/v1) answers its errors this way.
 */
export function problemErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return handleError(error, request, reply, sendProblem);
}

function handleError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  send: (reply: FastifyReply, status: number, body: ErrorBody) => FastifyReply,
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
    return send(reply, status, frameworkBody(error as FastifyError, status));
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, { message: 'Internal server error', code: 'INTERNAL' });
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Problem details for status and body (see problemErrorHandler). */
export function problemOf(status: number, body: ErrorBody): ProblemBody {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail: body.message,
    code: body.code,
    ...(body.fields ? { fields: body.fields } : {}),
  };
}

/** An RFC 9457 problem details object with our extension members. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  fields?: Record<string, string>;
}

function sendProblem(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply
    .status(status)
    .type('application/problem+json; charset=utf-8')
    .send(JSON.stringify(problemOf(status, body)));
}
