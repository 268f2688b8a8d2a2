import { isPresent } from './content-lines.js';
import { percentEncode } from './escape.js';
import { PayloadError } from './payload-error.js';
import { phoneDigits } from './phone-number.js';

/** Fields of the whatsapp type (spec 000 §3). */
export interface WhatsappFields {
  phoneNumber: string;
  message?: string | null;
}

/**
 * WhatsApp's click-to-chat link `https://wa.me/<digits>`, plus `?text=<percent-encoded>`
 * when a message is given. The number must be international (country code first);
 * `+`, spaces, dashes, dots and brackets are removed. Throws PayloadError when anything
 * but digits would remain.
 */
export function buildWhatsappPayload(fields: WhatsappFields): string {
  const digits = phoneDigits(fields.phoneNumber.trim());
  if (!/^\d+$/.test(digits)) {
    throw new PayloadError(`Not a phone number: ${JSON.stringify(fields.phoneNumber)}`);
  }
  const text = isPresent(fields.message) ? `?text=${percentEncode(fields.message)}` : '';
  return `https://wa.me/${digits}${text}`;
}
