// Why a generate was refused, in plain words (issue 24, item 9): the spec's message first,
// then a reason chosen by the error body's stable code, never the server's or the encoder's
// own wording (which is written for developers). In the page's language (issue 42): the
// contract's own messages through the central translation (localizeMessage), the reasons from
// the generatorResult catalogue ('failure.*', the English of GENERATE_FAILURE_REASONS).
import { GENERATE_FAILURE_REASONS, GENERATE_MESSAGES } from '../../../contracts/generator.js';
import { createTranslator, type Catalogues } from '../../../contracts/i18n/format.js';
import {
  messages as english,
  type SiteGeneratorResultMessageId,
} from '../../../contracts/i18n/catalogues/site-generator-result/en.js';
import { ApiError } from '../../lib/api.js';
import { localizeMessage } from '../../lib/i18n/localize-message.js';

export interface GenerateFailure {
  /** Always GENERATE_MESSAGES.generateFailed (spec 000 §7). */
  title: string;
  reason: string;
}

/** Which reason: one of GENERATE_FAILURE_REASONS, or the contract's unknown logo message. */
export type GenerateFailureReason = keyof typeof GENERATE_FAILURE_REASONS | 'unknownLogo';

/** Writes a catalogue message (the page's translator's `t`). */
export type FailureTranslate = (id: SiteGeneratorResultMessageId) => string;

const inEnglish: FailureTranslate = createTranslator(
  { en: english } as Catalogues<SiteGeneratorResultMessageId>,
  'en',
).t;

/**
 * `formFields` are the names of the fields the form shows messages under: a refusal naming
 * only those says "see the messages"; a refused logo gets the contract's own plain message.
 * In English unless `t` writes the page's language.
 */
export function generateFailure(
  error: unknown,
  formFields: ReadonlySet<string>,
  t: FailureTranslate = inEnglish,
): GenerateFailure {
  return describeGenerateFailure(generateFailureReason(error, formFields), t);
}

/** The failure's title and reason for `reason`, through `t` and the contracts' translation. */
export function describeGenerateFailure(
  reason: GenerateFailureReason,
  t: FailureTranslate,
): GenerateFailure {
  return {
    title: localizeMessage(GENERATE_MESSAGES.generateFailed),
    reason:
      reason === 'unknownLogo'
        ? localizeMessage(GENERATE_MESSAGES.unknownLogo)
        : t(`failure.${reason}`),
  };
}

/** Why `error` refused the generate (see generateFailure). */
export function generateFailureReason(
  error: unknown,
  formFields: ReadonlySet<string>,
): GenerateFailureReason {
  if (!(error instanceof ApiError)) return 'offline';
  const code = error.body?.code;
  const fields = error.body?.fields ?? {};
  if (fields.logoId) return 'unknownLogo';
  if (Object.keys(fields).some((name) => formFields.has(name))) return 'fields';
  switch (code) {
    case 'QR_DATA_TOO_LONG':
      return 'tooMuchData';
    case 'SIGN_IN_REQUIRED':
      return 'signInRequired';
    case 'TOO_MANY_REQUESTS':
      return 'tooManyRequests';
    case 'PAYLOAD_TOO_LARGE':
      return 'tooLarge';
    case 'VALIDATION_FAILED':
    case 'BAD_REQUEST':
      return 'invalidContent';
    default:
      if (error.status === 429) return 'tooManyRequests';
      if (error.status === 413) return 'tooLarge';
      if (error.status >= 500) return 'serverError';
      return 'other';
  }
}
