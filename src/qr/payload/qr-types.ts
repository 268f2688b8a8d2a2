/**
 * The QR content types: the 15 of spec 000 §1, wifi (the WiFi template of spec 001 §2) and
 * phone (a number to call, issue 25). The order is the spec's, the additions appended; it is
 * also the order stored values and API payloads use.
 */
export const QR_TYPES = [
  'url',
  'contact',
  'payment',
  'pdf',
  'social',
  'images',
  'ratings',
  'email',
  'location',
  'events',
  'apps',
  'sms',
  'whatsapp',
  'text',
  'bitcoin',
  'wifi',
  'phone',
] as const;

export type QrType = (typeof QR_TYPES)[number];

export function isQrType(value: unknown): value is QrType {
  return typeof value === 'string' && (QR_TYPES as readonly string[]).includes(value);
}
