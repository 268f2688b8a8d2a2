import { PayloadError } from './payload-error.js';
import { compactPhoneNumber } from './phone-number.js';

/** Fields of the sms type (spec 000 §3). */
export interface SmsFields {
  phoneNumber: string;
  message?: string | null;
}

/**
 * `SMSTO:<number>:<message>` (the format the ZXing, iOS and Android readers open in the
 * messages app). The number loses its punctuation; the message is taken verbatim (readers
 * take everything after the second colon). Throws PayloadError for a number that is not
 * an optional `+` followed by digits.
 */
export function buildSmsPayload(fields: SmsFields): string {
  const number = compactPhoneNumber(fields.phoneNumber.trim());
  if (!/^\+?\d+$/.test(number)) {
    throw new PayloadError(`Not a phone number: ${JSON.stringify(fields.phoneNumber)}`);
  }
  return `SMSTO:${number}:${fields.message ?? ''}`;
}
