import { PassThrough, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { UploadKind } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { UPLOAD_RULES, type ReceivedUpload, type UploadService } from './service.js';
import {
  markUploadRead,
  onUploadAbort,
  UPLOAD_GUARD_MESSAGES,
  uploadTimedOut,
} from './upload-guards.js';

/**
 * Reads a multipart upload form: the kind's file part is streamed to a temp file (at most one;
 * other file parts are drained), text fields go to `received.fields`. Works with the guards of
 * upload-guards.ts (the route's scope must register them): the body deadline can end the read
 * and remove the temp file at any point. Returns null when the deadline already answered the
 * request (408): the caller must not answer. Throws AppError 400 MALFORMED_UPLOAD for malformed
 * multipart (no boundary, bad part headers, the form cut short), 413 for a file over the kind's
 * limit; whatever it throws, no temp file is left behind.
 */
export async function readUploadForm(
  request: FastifyRequest,
  service: UploadService,
  kind: UploadKind,
): Promise<ReceivedUpload | null> {
  const rules = UPLOAD_RULES[kind];
  const received: ReceivedUpload = { temp: null, fileName: null, fields: {} };
  let reading: Readable | null = null;
  onUploadAbort(request, () => {
    reading?.destroy(new Error('upload body deadline passed'));
    void service.discard(received.temp).catch(() => undefined);
    received.temp = null;
  });
  try {
    // Busboy stops a file one byte past the limit; the service turns that into a 413.
    const limits = { fileSize: rules.maxBytes + 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname === rules.fileField && !received.temp) {
          received.fileName = part.filename;
          // Read through a stream of ours: when the form ends early the plugin destroys the
          // part's stream without any event, which would leave the read waiting; ours always
          // ends (with the part's error, or by the body deadline).
          const file = new PassThrough();
          part.file.on('error', (err) => file.destroy(err));
          // Destroyed before its end without an error: the form ended early (seen when the
          // whole body had arrived before the read began).
          const endedEarly = () => {
            if (!part.file.readableEnded) file.destroy(prematureClose());
          };
          if (part.file.destroyed) endedEarly();
          else part.file.on('close', endedEarly);
          // The read below reports errors; this keeps a late one (busboy reports a form cut
          // short after the read has already failed) from being an uncaught exception.
          file.on('error', () => undefined);
          part.file.pipe(file);
          reading = file;
          received.temp = await service.receiveFile(kind, file);
          reading = null;
        } else {
          reading = part.file;
          for await (const _chunk of part.file) void _chunk;
          reading = null;
        }
      } else if (typeof part.value === 'string') {
        received.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await service.discard(received.temp);
    // Already answered 408 by the body deadline; the stream failure that follows is moot.
    if (uploadTimedOut(request)) return null;
    throw asMultipartError(err);
  } finally {
    markUploadRead(request);
  }
  if (uploadTimedOut(request)) {
    await service.discard(received.temp);
    return null;
  }
  return received;
}

function prematureClose(): Error {
  return Object.assign(new Error('the multipart form ended before its file part did'), {
    code: 'ERR_STREAM_PREMATURE_CLOSE',
  });
}

/**
 * A failure while reading the multipart body as a client error: busboy's own errors (no
 * boundary, malformed part headers, the form ending early) and a stream cut short are 400 with
 * our body; AppErrors, errors with an HTTP status (the plugin's limits) and system errors
 * (a full disk: EN...) pass through unchanged.
 */
export function asMultipartError(err: unknown): unknown {
  if (!(err instanceof Error) || err instanceof AppError) return err;
  const { statusCode, code } = err as Error & { statusCode?: number; code?: string };
  // The plugin's "the request is not multipart" (406) is a malformed upload to us.
  if (statusCode !== undefined && statusCode !== 406) return err;
  if (statusCode === undefined && code !== undefined && code !== 'ERR_STREAM_PREMATURE_CLOSE') {
    return err;
  }
  return new AppError(400, 'MALFORMED_UPLOAD', UPLOAD_GUARD_MESSAGES.malformed);
}
