import { PayloadError } from './payload-error.js';
import { compactPhoneNumber } from './phone-number.js';

/** Fields of the phone type: one number to call. */
export interface PhoneFields {
  phoneNumber: string;
}

/** E.164 allows at most 15 digits; fewer than 3 is no callable number anywhere. */
export const PHONE_DIGITS = { min: 3, max: 15 } as const;

export type PhoneNumberProblem = 'format' | 'length';
export type PhoneNumberResult =
  { ok: true; number: string } | { ok: false; problem: PhoneNumberProblem };

/**
 * A typed phone number in the E.164-like form tel: URIs carry (RFC 3966 global numbers):
 * punctuation (spaces, dashes, dots, brackets) removed, the international prefix `00`
 * written as `+`, a leading `+` kept. A number without `+` or `00` stays a local number
 * (digits only): we cannot know its country. `format` for anything but digits after an
 * optional `+`; `length` for fewer than 3 or more than 15 digits.
 */
export function normalizePhoneNumber(phone: string): PhoneNumberResult {
  let number = compactPhoneNumber(phone.trim());
  if (number.startsWith('00')) number = `+${number.slice(2)}`;
  if (!/^\+?\d+$/.test(number)) return { ok: false, problem: 'format' };
  const digits = number.replace(/^\+/, '').length;
  if (digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
    return { ok: false, problem: 'length' };
  }
  return { ok: true, number };
}

/**
 * `tel:<number>` (RFC 3966): every phone's camera and scanner app offers to call it. Throws
 * PayloadError for a number normalizePhoneNumber refuses.
 */
export function buildPhonePayload(fields: PhoneFields): string {
  const result = normalizePhoneNumber(fields.phoneNumber);
  if (!result.ok)
    throw new PayloadError(`Not a phone number: ${JSON.stringify(fields.phoneNumber)}`);
  return `tel:${result.number}`;
}
