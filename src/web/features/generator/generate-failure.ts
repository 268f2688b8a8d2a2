// Why a generate was refused, in plain words (issue 24, item 9): the spec's message first,
// then a reason chosen by the error body's stable code, never the server's or the encoder's
// own wording (which is written for developers).
import { GENERATE_FAILURE_REASONS, GENERATE_MESSAGES } from '../../../contracts/generator.js';
import { ApiError } from '../../lib/api.js';

export interface GenerateFailure {
  /** Always GENERATE_MESSAGES.generateFailed (spec 000 §7). */
  title: string;
  reason: string;
}

/**
 * `formFields` are the names of the fields the form shows messages under: a refusal naming
 * only those says "see the messages"; a refused logo gets the contract's own plain message.
 */
export function generateFailure(error: unknown, formFields: ReadonlySet<string>): GenerateFailure {
  return { title: GENERATE_MESSAGES.generateFailed, reason: reasonOf(error, formFields) };
}

function reasonOf(error: unknown, formFields: ReadonlySet<string>): string {
  if (!(error instanceof ApiError)) return GENERATE_FAILURE_REASONS.offline;
  const code = error.body?.code;
  const fields = error.body?.fields ?? {};
  if (fields.logoId) return GENERATE_MESSAGES.unknownLogo;
  if (Object.keys(fields).some((name) => formFields.has(name))) {
    return GENERATE_FAILURE_REASONS.fields;
  }
  switch (code) {
    case 'QR_DATA_TOO_LONG':
      return GENERATE_FAILURE_REASONS.tooMuchData;
    case 'SIGN_IN_REQUIRED':
      return GENERATE_FAILURE_REASONS.signInRequired;
    case 'TOO_MANY_REQUESTS':
      return GENERATE_FAILURE_REASONS.tooManyRequests;
    case 'PAYLOAD_TOO_LARGE':
      return GENERATE_FAILURE_REASONS.tooLarge;
    case 'VALIDATION_FAILED':
    case 'BAD_REQUEST':
      return GENERATE_FAILURE_REASONS.invalidContent;
    default:
      if (error.status === 429) return GENERATE_FAILURE_REASONS.tooManyRequests;
      if (error.status === 413) return GENERATE_FAILURE_REASONS.tooLarge;
      if (error.status >= 500) return GENERATE_FAILURE_REASONS.serverError;
      return GENERATE_FAILURE_REASONS.other;
  }
}
