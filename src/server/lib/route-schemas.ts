// The pieces every module's route schemas are made of (issue 38 item 3: every route declares
// what it takes and what it answers). JSON answers are zod schemas, checked and serialized by
// fastify-type-provider-zod (lib/http.ts): an answer that does not match is a 500, and keys a
// schema does not name are left out, so a schema names every field the client reads. Answers
// that are bytes, text files or redirects are sent as Buffers, strings or streams, which Fastify
// does not serialize: their schema documents the media type.
import { z } from 'zod';
import { errorBodySchema } from '../../contracts/errors.js';

/** A POST whose request has no body (or an empty JSON object): anything else is a 400. */
export const noBody = z.object({}).strict().nullish();

/**
 * A POST of the public API that takes no body: whatever a client sends is accepted and not
 * read, as it always was (an integration that sends `{}` or a note keeps working); the
 * OpenAPI document shows no request body for it, as for noBody.
 */
export const ignoredBody = z.unknown().meta({ description: 'Not read: send no body.' });

/** The error body (`{ message, code? }`) for each of the given statuses. */
export function errorAnswers<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** `{ message }`: the answer of an action whose outcome is a sentence for the user. */
export const messageAnswer = z.object({ message: z.string() });

/** A bodiless answer (204 No Content, or a redirect with no body of its own). */
export const emptyAnswer = z.null().or(z.undefined()).or(z.literal(''));

/**
 * An answer that is a file (image, PDF, CSV, calendar, contact card, HTML page, ZIP): the
 * route sends bytes, text or a stream with its own Content-Type; the schema documents it.
 */
export function fileAnswer(mediaType: string, description: string) {
  return z.string().meta({ contentMediaType: mediaType, description });
}
