import { PayloadError } from './payload-error.js';

/**
 * Spec 000 §9: text content holds at most 2953 characters (the byte capacity of a
 * version-40 code at ECL L; multi-byte characters fit fewer, which the encoder reports).
 * Counted in UTF-16 code units, like String.length and the form's maxLength.
 */
export const TEXT_MAX_LENGTH = 2953;

/** Fields of the text type (spec 000 §3). */
export interface TextFields {
  textContent: string;
}

/** The text itself, unchanged. Throws PayloadError when empty or over TEXT_MAX_LENGTH. */
export function buildTextPayload(fields: TextFields): string {
  const text = fields.textContent;
  if (text === '') throw new PayloadError('Text content is empty');
  if (text.length > TEXT_MAX_LENGTH) {
    throw new PayloadError(
      `Text content has ${text.length} characters; at most ${TEXT_MAX_LENGTH}`,
    );
  }
  return text;
}
