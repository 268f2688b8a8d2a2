import type { Socket } from 'node:net';
import type { ErrorBody } from '../../contracts/errors.js';

/** The connection-level failures Node reports before a request reaches the app, by code. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; body: ErrorBody }> = {
  // requestTimeout or headersTimeout passed: the request never arrived whole.
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    body: {
      message: 'The request took too long to arrive and was stopped. Please try again.',
      code: 'REQUEST_TIMEOUT',
    },
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: { message: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' },
  },
};

const BAD_REQUEST = {
  status: 400,
  reason: 'Bad Request',
  body: { message: 'The request could not be read.', code: 'BAD_REQUEST' } as ErrorBody,
};

/**
 * Fastify's `clientErrorHandler`: a request that times out before it has arrived whole, or
 * cannot be parsed as HTTP, is answered with our one JSON error body (408, 431 or 400) when
 * nothing has been written on the connection yet, and the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && CLIENT_ERRORS[error.code]) || BAD_REQUEST;
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify(answer.body);
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
