import {
  IMAGES_MAX,
  QR_CONTENT_LIMITS as L,
  type QrType,
} from '../../../../contracts/qr-content.js';
import { TEXT_MAX_LENGTH } from '../../../../qr/payload/index.js';
import {
  APP_CATEGORY_OPTIONS,
  APP_PLATFORM_OPTIONS,
  REVIEW_PLATFORM_OPTIONS,
  SOCIAL_PLATFORM_OPTIONS,
  WIFI_ENCRYPTION_OPTIONS,
  type ChoiceOption,
} from './choice-labels.js';
import type { ContentValue } from './content-value.js';
import type { UploadKind } from './upload-file.js';

// The fields of each type's form (spec 000 §2 "Type forms" and §3), in display order. Names
// are the contract's (src/contracts/qr-content.ts); labels and required markers the spec's.

interface FieldCommon {
  /** The content field this input edits (also the key of its error message). */
  name: string;
  label: string;
  /** Shows the marker and sets `required`; a function when it depends on other fields. */
  required?: boolean | ((value: ContentValue) => boolean);
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Spans both columns on wide screens (one column below 640 px anyway). */
  wide?: boolean;
  /** The field is shown (and kept in the payload) only when this holds. */
  shownWhen?(value: ContentValue): boolean;
}

export type FieldSpec =
  /** web-url: an http(s) address; a bare host gets https:// on blur (000 §4). */
  | (FieldCommon & { kind: 'text' | 'email' | 'tel' | 'web-url' | 'decimal' })
  | (FieldCommon & { kind: 'number'; min: number; max: number; step: number })
  /** counter: shows "n / max" under the text area. */
  | (FieldCommon & { kind: 'textarea'; rows: number; counter?: number })
  /** initial: the empty default; '' shows the placeholder option. */
  | (FieldCommon & { kind: 'select'; options: readonly ChoiceOption[]; initial?: string })
  | (FieldCommon & { kind: 'checkbox' })
  /**
   * A datetime-local input; the value holds the UTC ISO instant. zoneKey: the field naming the
   * IANA time zone the input's wall clock is in (the user's own when that is empty).
   */
  | (FieldCommon & { kind: 'date-time'; zoneKey?: string })
  /** An IANA time zone (the user's by default); a change keeps dateFields' wall-clock times. */
  | (FieldCommon & { kind: 'time-zone'; dateFields: readonly string[] })
  /**
   * Uploads on choice and stores the returned id; fileNameKey keeps the name for display.
   * fillsTitle: false when the form has no Title field for the file's name to prefill.
   */
  | (FieldCommon & {
      kind: 'upload';
      upload: UploadKind;
      fileNameKey: string;
      fillsTitle?: boolean;
    })
  /** Several uploaded images in order, each with alt text (the images type's gallery). */
  | (FieldCommon & { kind: 'gallery'; max: number });

const phoneField = (required: boolean): FieldSpec => ({
  kind: 'tel',
  name: 'phoneNumber',
  label: 'Phone Number',
  required,
  placeholder: '+1 555 123 4567',
  autoComplete: 'tel',
  maxLength: L.phone,
});

const messageField: FieldSpec = {
  kind: 'textarea',
  name: 'message',
  label: 'Message',
  rows: 3,
  maxLength: L.message,
  wide: true,
};

const descriptionField = (label = 'Description'): FieldSpec => ({
  kind: 'textarea',
  name: 'description',
  label,
  rows: 3,
  maxLength: L.description,
  wide: true,
});

const titleField = (label = 'Title'): FieldSpec => ({
  kind: 'text',
  name: 'title',
  label,
  required: true,
  maxLength: L.title,
  wide: true,
});

const webUrlField = (label: string, placeholder = 'https://example.com'): FieldSpec => ({
  kind: 'web-url',
  name: 'url',
  label,
  required: true,
  placeholder,
  autoComplete: 'url',
  maxLength: L.url,
  wide: true,
});

const securedNetwork = (value: ContentValue) => value.encryption !== 'nopass';

export const CONTENT_FIELDS: Readonly<Record<QrType, readonly FieldSpec[]>> = {
  url: [webUrlField('Website URL')],
  contact: [
    {
      kind: 'text',
      name: 'firstName',
      label: 'First Name',
      required: true,
      autoComplete: 'given-name',
      maxLength: L.name,
    },
    {
      kind: 'text',
      name: 'lastName',
      label: 'Last Name',
      autoComplete: 'family-name',
      maxLength: L.name,
    },
    phoneField(true),
    { kind: 'email', name: 'email', label: 'Email', autoComplete: 'email', maxLength: L.email },
    {
      kind: 'text',
      name: 'organization',
      label: 'Company',
      autoComplete: 'organization',
      maxLength: L.name,
    },
    {
      kind: 'web-url',
      name: 'url',
      label: 'Website',
      placeholder: 'https://example.com',
      autoComplete: 'url',
      maxLength: L.url,
    },
    {
      kind: 'text',
      name: 'address',
      label: 'Address',
      placeholder: '1 Main St, Springfield',
      hint: 'The hosted page links it to a map.',
      autoComplete: 'street-address',
      maxLength: L.address,
      wide: true,
    },
    {
      kind: 'upload',
      upload: 'image',
      name: 'photoId',
      fileNameKey: 'photoFileName',
      fillsTitle: false,
      label: 'Photo or Logo',
      hint: 'An image file, up to 5 MB: shown on the hosted page and in the saved contact.',
      wide: true,
    },
    {
      kind: 'web-url',
      name: 'imageUrl',
      label: 'Photo URL',
      placeholder: 'https://example.com/photo.jpg',
      hint: 'A link to a picture for the contact card.',
      maxLength: L.url,
      wide: true,
    },
    {
      kind: 'textarea',
      name: 'notes',
      label: 'Notes',
      rows: 3,
      maxLength: L.description,
      wide: true,
    },
  ],
  payment: [
    {
      kind: 'text',
      name: 'productName',
      label: 'Product Name',
      required: true,
      maxLength: L.productName,
    },
    {
      kind: 'number',
      name: 'productPrice',
      label: 'Price (USD)',
      required: true,
      min: 0.01,
      max: 999_999.99,
      step: 0.01,
      placeholder: '0.00',
    },
    {
      kind: 'textarea',
      name: 'productDescription',
      label: 'Product Description',
      required: true,
      rows: 3,
      maxLength: L.description,
      wide: true,
    },
  ],
  pdf: [
    {
      kind: 'upload',
      upload: 'pdf',
      name: 'pdfId',
      fileNameKey: 'pdfFileName',
      label: 'PDF File',
      required: true,
      hint: 'PDF only, up to 10 MB.',
      wide: true,
    },
    titleField(),
    descriptionField(),
  ],
  social: [
    {
      kind: 'select',
      name: 'platform',
      label: 'Platform',
      required: true,
      placeholder: 'Select a platform',
      options: SOCIAL_PLATFORM_OPTIONS,
    },
    webUrlField('Profile URL', 'https://instagram.com/yourname'),
  ],
  images: [
    {
      kind: 'gallery',
      name: 'images',
      label: 'Images',
      required: true,
      hint: `Up to ${IMAGES_MAX} image files, 5 MB each, shown in this order. A static code shows only one.`,
      wide: true,
      max: IMAGES_MAX,
    },
    titleField(),
    descriptionField(),
  ],
  ratings: [
    {
      kind: 'text',
      name: 'businessName',
      label: 'Business Name',
      required: true,
      autoComplete: 'organization',
      maxLength: L.title,
    },
    {
      kind: 'select',
      name: 'platform',
      label: 'Review Platform',
      required: true,
      placeholder: 'Select a platform',
      options: REVIEW_PLATFORM_OPTIONS,
    },
    webUrlField('Review Page URL', 'https://g.page/r/your-business/review'),
  ],
  email: [
    {
      kind: 'email',
      name: 'email',
      label: 'Email Address',
      required: true,
      placeholder: 'name@example.com',
      autoComplete: 'email',
      maxLength: L.email,
      wide: true,
    },
    { kind: 'text', name: 'subject', label: 'Subject', maxLength: L.shortText, wide: true },
    { kind: 'textarea', name: 'body', label: 'Message', rows: 4, maxLength: L.body, wide: true },
  ],
  location: [
    {
      kind: 'text',
      name: 'address',
      label: 'Address',
      required: true,
      autoComplete: 'street-address',
      maxLength: L.address,
      wide: true,
    },
    { kind: 'text', name: 'name', label: 'Place Name', maxLength: L.title, wide: true },
    descriptionField(),
    {
      kind: 'decimal',
      name: 'latitude',
      label: 'Latitude',
      placeholder: '40.7128',
      hint: 'Optional: with longitude, pins the exact spot.',
    },
    { kind: 'decimal', name: 'longitude', label: 'Longitude', placeholder: '-74.0060' },
  ],
  events: [
    titleField('Event Title'),
    {
      kind: 'time-zone',
      name: 'timeZone',
      label: 'Time Zone',
      hint: 'The event’s own time zone: the dates below are in it.',
      dateFields: ['startDate', 'endDate'],
    },
    {
      kind: 'date-time',
      name: 'startDate',
      label: 'Start Date',
      required: true,
      zoneKey: 'timeZone',
    },
    {
      kind: 'date-time',
      zoneKey: 'timeZone',
      name: 'endDate',
      label: 'End Date',
      hint: 'Optional: one hour after the start if left empty.',
    },
    {
      kind: 'text',
      name: 'location',
      label: 'Location',
      required: true,
      maxLength: L.address,
      wide: true,
    },
    descriptionField(),
  ],
  apps: [
    { kind: 'text', name: 'appName', label: 'App Name', required: true, maxLength: L.productName },
    {
      kind: 'select',
      name: 'platform',
      label: 'Platform',
      required: true,
      placeholder: 'Select a platform',
      options: APP_PLATFORM_OPTIONS,
    },
    webUrlField('App Store URL', 'https://apps.apple.com/app/id123456789'),
    { kind: 'text', name: 'appDeveloper', label: 'Developer', maxLength: L.name },
    {
      kind: 'select',
      name: 'appCategory',
      label: 'Category',
      placeholder: 'Select a category',
      options: APP_CATEGORY_OPTIONS,
    },
    {
      kind: 'textarea',
      name: 'appDescription',
      label: 'App Description',
      rows: 3,
      maxLength: L.description,
      wide: true,
    },
  ],
  sms: [phoneField(true), messageField],
  whatsapp: [phoneField(true), messageField],
  phone: [
    {
      ...phoneField(true),
      hint: 'With the country code (+1, +44, ...) so it works from abroad; spaces and dashes are fine.',
    },
  ],
  text: [
    {
      kind: 'textarea',
      name: 'textContent',
      label: 'Text Content',
      required: true,
      rows: 6,
      counter: TEXT_MAX_LENGTH,
      hint: `Up to ${TEXT_MAX_LENGTH} characters for standard codes.`,
      wide: true,
    },
  ],
  bitcoin: [
    {
      kind: 'text',
      name: 'address',
      label: 'Bitcoin Address',
      required: true,
      placeholder: 'bc1q...',
      maxLength: 100,
      wide: true,
    },
    { kind: 'decimal', name: 'amount', label: 'Amount (BTC)', placeholder: '0.001' },
    { kind: 'text', name: 'label', label: 'Label', maxLength: L.name },
    { kind: 'text', name: 'message', label: 'Message', maxLength: L.shortText, wide: true },
  ],
  wifi: [
    {
      kind: 'text',
      name: 'ssid',
      label: 'Network Name (SSID)',
      required: true,
      autoComplete: 'off',
      wide: true,
    },
    {
      kind: 'select',
      name: 'encryption',
      label: 'Security',
      required: true,
      options: WIFI_ENCRYPTION_OPTIONS,
      initial: 'WPA',
    },
    {
      kind: 'text',
      name: 'password',
      label: 'Password',
      required: securedNetwork,
      shownWhen: securedNetwork,
      autoComplete: 'off',
      maxLength: L.wifiPassword,
    },
    { kind: 'checkbox', name: 'hidden', label: 'Hidden network', wide: true },
  ],
};

/** Whether `spec` is required for the current `value`. */
export function isRequired(spec: FieldSpec, value: ContentValue): boolean {
  return typeof spec.required === 'function' ? spec.required(value) : spec.required === true;
}
