// Payloads: the exact string each QR content type encodes (issue 3 item 1).
export { QR_TYPES, isQrType, type QrType } from './qr-types.js';
export { PayloadError } from './payload-error.js';
export {
  buildPayload,
  type BuildPayloadOptions,
  type PayloadFieldsByType,
} from './build-payload.js';
export { buildUrlPayload, normalizeUrl, parseWebUrl } from './url.js';
export type { UrlFields, WebUrlProblem, WebUrlResult } from './url.js';
export { buildContactPayload, type ContactFields } from './contact.js';
export { buildEmailPayload, type EmailFields } from './email.js';
export { buildSmsPayload, type SmsFields } from './sms.js';
export { buildPhonePayload, normalizePhoneNumber, PHONE_DIGITS } from './phone.js';
export type { PhoneFields, PhoneNumberProblem, PhoneNumberResult } from './phone.js';
export { buildWhatsappPayload, type WhatsappFields } from './whatsapp.js';
export { buildLocationPayload } from './location.js';
export type { LocationFields, LocationFormat, LocationOptions } from './location.js';
export { buildEventPayload, formatUtcDateTime } from './events.js';
export type { EventFields, EventOptions } from './events.js';
export {
  instantOfDateTime,
  instantOfWallClock,
  isKnownTimeZone,
  wallClockAt,
  zoneOffsetMs,
  type WallClock,
} from './zoned-time.js';
export { buildBitcoinPayload, formatBtc, MAX_BTC, parseBitcoinAmount } from './bitcoin.js';
export type { BitcoinAmountProblem, BitcoinAmountResult, BitcoinFields } from './bitcoin.js';
export { buildWifiPayload, WIFI_ENCRYPTIONS } from './wifi.js';
export type { WifiEncryption, WifiFields } from './wifi.js';
export { buildTextPayload, TEXT_MAX_LENGTH, type TextFields } from './text.js';
export { buildProductUrl, imagesPayloadId } from './product-url.js';
export type { ImagesFields, PaymentFields, PdfFields } from './product-url.js';
export { compactPhoneNumber, phoneDigits } from './phone-number.js';
