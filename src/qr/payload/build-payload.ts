import { buildBitcoinPayload, type BitcoinFields } from './bitcoin.js';
import { buildContactPayload, type ContactFields } from './contact.js';
import { isPresent } from './content-lines.js';
import { buildEmailPayload, type EmailFields } from './email.js';
import { buildEventPayload, type EventFields } from './events.js';
import { buildLocationPayload, type LocationFields, type LocationFormat } from './location.js';
import {
  buildProductUrl,
  imagesPayloadId,
  type ImagesFields,
  type PaymentFields,
  type PdfFields,
} from './product-url.js';
import { buildPhonePayload, type PhoneFields } from './phone.js';
import type { QrType } from './qr-types.js';
import { buildSmsPayload, type SmsFields } from './sms.js';
import { buildTextPayload, type TextFields } from './text.js';
import { buildUrlPayload, type UrlFields } from './url.js';
import { buildWhatsappPayload, type WhatsappFields } from './whatsapp.js';
import { buildWifiPayload, type WifiFields } from './wifi.js';

/** The fields each type's payload is built from (the spec's field names; extra fields are ignored). */
export interface PayloadFieldsByType {
  url: UrlFields;
  contact: ContactFields;
  payment: PaymentFields;
  pdf: PdfFields;
  social: UrlFields;
  images: ImagesFields;
  ratings: UrlFields;
  email: EmailFields;
  location: LocationFields;
  events: EventFields;
  apps: UrlFields;
  sms: SmsFields;
  whatsapp: WhatsappFields;
  text: TextFields;
  bitcoin: BitcoinFields;
  wifi: WifiFields;
  phone: PhoneFields;
}

export interface BuildPayloadOptions {
  /** Absolute http(s) base URL of this instance (PUBLIC_URL); used by payment, pdf, images. */
  publicUrl: string;
  /** DTSTAMP of events; the current time when absent. */
  now?: Date;
  /** UID of events; a random UUID when absent. */
  uid?: string;
  /** Location encoding; 'maps' (default) or 'geo' (needs coordinates). */
  locationFormat?: LocationFormat;
}

/**
 * The exact string a code of `qrType` encodes for `fields`. Throws PayloadError when the
 * fields cannot form a valid payload (validate with src/contracts/qr-content.ts first to
 * get the user-facing messages).
 */
export function buildPayload<T extends QrType>(
  qrType: T,
  fields: PayloadFieldsByType[T],
  options: BuildPayloadOptions,
): string {
  // The generic ties `fields` to `qrType` for callers; inside, one typed view per case.
  const f = fields as PayloadFieldsByType[QrType];
  const type: QrType = qrType;
  switch (type) {
    case 'url':
    case 'social':
    case 'ratings':
    case 'apps':
      return buildUrlPayload(f as UrlFields);
    case 'contact': {
      const contact = f as ContactFields;
      return buildContactPayload(contact, {
        photoUrl: isPresent(contact.photoId)
          ? `${buildProductUrl('images', contact.photoId, options.publicUrl)}/raw`
          : undefined,
      });
    }
    case 'payment':
      return buildProductUrl('payment', (f as PaymentFields).productId, options.publicUrl);
    case 'pdf':
      return buildProductUrl('pdf', (f as PdfFields).pdfId, options.publicUrl);
    case 'images':
      return buildProductUrl('images', imagesPayloadId(f as ImagesFields), options.publicUrl);
    case 'email':
      return buildEmailPayload(f as EmailFields);
    case 'location':
      return buildLocationPayload(f as LocationFields, { format: options.locationFormat });
    case 'events':
      return buildEventPayload(f as EventFields, { uid: options.uid, now: options.now });
    case 'sms':
      return buildSmsPayload(f as SmsFields);
    case 'whatsapp':
      return buildWhatsappPayload(f as WhatsappFields);
    case 'text':
      return buildTextPayload(f as TextFields);
    case 'bitcoin':
      return buildBitcoinPayload(f as BitcoinFields);
    case 'wifi':
      return buildWifiPayload(f as WifiFields);
    case 'phone':
      return buildPhonePayload(f as PhoneFields);
    default:
      return unknownType(type);
  }
}

function unknownType(qrType: never): never {
  throw new TypeError(`Unknown QR type: ${JSON.stringify(qrType)}`);
}
