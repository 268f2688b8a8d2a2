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
import { createTranslator, type MessageValues } from '../../../../contracts/i18n/format.js';
import {
  messages as english,
  type SiteGeneratorFormsMessageId,
} from '../../../../contracts/i18n/catalogues/site-generator-forms/en.js';

// The fields of each type's form (spec 000 §2 "Type forms" and §3), in display order. Names
// are the contract's (src/contracts/qr-content.ts); labels and required markers the spec's.
// Labels, hints and placeholders are message ids of the generatorForms catalogue (issue 42):
// the form draws them in the page's language (formText with useT's t), and englishText gives
// the spec's English for code without a translator (tests, helpers).

/** A message of this folder's catalogue (generatorForms). */
export type FormMessageId = SiteGeneratorFormsMessageId;

/** A text of the form: a message id, or one with the values of its ICU arguments. */
export type FormText = FormMessageId | { id: FormMessageId; values: MessageValues };

/** A translator of the catalogue: useT('generatorForms').t, or the English one below. */
export type FormTranslate = (id: FormMessageId, values?: MessageValues) => string;

/** `text` drawn by `t` (in the page's language when `t` is useT's). */
export function formText(t: FormTranslate, text: FormText): string {
  return typeof text === 'string' ? t(text) : t(text.id, text.values);
}

const englishTranslator = createTranslator(
  { en: english, es: english, de: english, fr: english, pt: english },
  'en',
);

/** `text` in English, the spec's words (for code that has no translator: tests, helpers). */
export function englishText(text: FormText): string {
  return formText(englishTranslator.t, text);
}

interface FieldCommon {
  /** The content field this input edits (also the key of its error message). */
  name: string;
  label: FormMessageId;
  /** Shows the marker and sets `required`; a function when it depends on other fields. */
  required?: boolean | ((value: ContentValue) => boolean);
  hint?: FormText;
  placeholder?: FormMessageId;
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
  label: 'field.phoneNumber.label',
  required,
  placeholder: 'field.phoneNumber.placeholder',
  autoComplete: 'tel',
  maxLength: L.phone,
});

const messageField: FieldSpec = {
  kind: 'textarea',
  name: 'message',
  label: 'field.message.label',
  rows: 3,
  maxLength: L.message,
  wide: true,
};

const descriptionField = (): FieldSpec => ({
  kind: 'textarea',
  name: 'description',
  label: 'field.description.label',
  rows: 3,
  maxLength: L.description,
  wide: true,
});

const titleField = (label: FormMessageId = 'field.title.label'): FieldSpec => ({
  kind: 'text',
  name: 'title',
  label,
  required: true,
  maxLength: L.title,
  wide: true,
});

const webUrlField = (
  label: FormMessageId,
  placeholder: FormMessageId = 'field.url.placeholder',
): FieldSpec => ({
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
  url: [webUrlField('field.websiteUrl.label')],
  contact: [
    {
      kind: 'text',
      name: 'firstName',
      label: 'field.firstName.label',
      required: true,
      autoComplete: 'given-name',
      maxLength: L.name,
    },
    {
      kind: 'text',
      name: 'lastName',
      label: 'field.lastName.label',
      autoComplete: 'family-name',
      maxLength: L.name,
    },
    phoneField(true),
    {
      kind: 'email',
      name: 'email',
      label: 'field.email.label',
      autoComplete: 'email',
      maxLength: L.email,
    },
    {
      kind: 'text',
      name: 'organization',
      label: 'field.organization.label',
      autoComplete: 'organization',
      maxLength: L.name,
    },
    {
      kind: 'web-url',
      name: 'url',
      label: 'field.website.label',
      placeholder: 'field.url.placeholder',
      autoComplete: 'url',
      maxLength: L.url,
    },
    {
      kind: 'text',
      name: 'address',
      label: 'field.address.label',
      placeholder: 'field.contactAddress.placeholder',
      hint: 'field.contactAddress.hint',
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
      label: 'field.photo.label',
      hint: 'field.photo.hint',
      wide: true,
    },
    {
      kind: 'web-url',
      name: 'imageUrl',
      label: 'field.photoUrl.label',
      placeholder: 'field.photoUrl.placeholder',
      hint: 'field.photoUrl.hint',
      maxLength: L.url,
      wide: true,
    },
    {
      kind: 'textarea',
      name: 'notes',
      label: 'field.notes.label',
      rows: 3,
      maxLength: L.description,
      wide: true,
    },
  ],
  payment: [
    {
      kind: 'text',
      name: 'productName',
      label: 'field.productName.label',
      required: true,
      maxLength: L.productName,
    },
    {
      kind: 'number',
      name: 'productPrice',
      label: 'field.productPrice.label',
      required: true,
      min: 0.01,
      max: 999_999.99,
      step: 0.01,
      placeholder: 'field.productPrice.placeholder',
    },
    {
      kind: 'textarea',
      name: 'productDescription',
      label: 'field.productDescription.label',
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
      label: 'field.pdf.label',
      required: true,
      hint: 'field.pdf.hint',
      wide: true,
    },
    titleField(),
    descriptionField(),
  ],
  social: [
    {
      kind: 'select',
      name: 'platform',
      label: 'field.platform.label',
      required: true,
      placeholder: 'field.platform.placeholder',
      options: SOCIAL_PLATFORM_OPTIONS,
    },
    webUrlField('field.profileUrl.label', 'field.profileUrl.placeholder'),
  ],
  images: [
    {
      kind: 'gallery',
      name: 'images',
      label: 'field.images.label',
      required: true,
      hint: { id: 'field.images.hint', values: { max: IMAGES_MAX } },
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
      label: 'field.businessName.label',
      required: true,
      autoComplete: 'organization',
      maxLength: L.title,
    },
    {
      kind: 'select',
      name: 'platform',
      label: 'field.reviewPlatform.label',
      required: true,
      placeholder: 'field.platform.placeholder',
      options: REVIEW_PLATFORM_OPTIONS,
    },
    webUrlField('field.reviewUrl.label', 'field.reviewUrl.placeholder'),
  ],
  email: [
    {
      kind: 'email',
      name: 'email',
      label: 'field.emailAddress.label',
      required: true,
      placeholder: 'field.emailAddress.placeholder',
      autoComplete: 'email',
      maxLength: L.email,
      wide: true,
    },
    {
      kind: 'text',
      name: 'subject',
      label: 'field.subject.label',
      maxLength: L.shortText,
      wide: true,
    },
    {
      kind: 'textarea',
      name: 'body',
      label: 'field.message.label',
      rows: 4,
      maxLength: L.body,
      wide: true,
    },
  ],
  location: [
    {
      kind: 'text',
      name: 'address',
      label: 'field.address.label',
      required: true,
      autoComplete: 'street-address',
      maxLength: L.address,
      wide: true,
    },
    { kind: 'text', name: 'name', label: 'field.placeName.label', maxLength: L.title, wide: true },
    descriptionField(),
    {
      kind: 'decimal',
      name: 'latitude',
      label: 'field.latitude.label',
      placeholder: 'field.latitude.placeholder',
      hint: 'field.latitude.hint',
    },
    {
      kind: 'decimal',
      name: 'longitude',
      label: 'field.longitude.label',
      placeholder: 'field.longitude.placeholder',
    },
  ],
  events: [
    titleField('field.eventTitle.label'),
    {
      kind: 'time-zone',
      name: 'timeZone',
      label: 'field.timeZone.label',
      hint: 'field.timeZone.hint',
      dateFields: ['startDate', 'endDate'],
    },
    {
      kind: 'date-time',
      name: 'startDate',
      label: 'field.startDate.label',
      required: true,
      zoneKey: 'timeZone',
    },
    {
      kind: 'date-time',
      zoneKey: 'timeZone',
      name: 'endDate',
      label: 'field.endDate.label',
      hint: 'field.endDate.hint',
    },
    {
      kind: 'text',
      name: 'location',
      label: 'field.location.label',
      required: true,
      maxLength: L.address,
      wide: true,
    },
    descriptionField(),
  ],
  apps: [
    {
      kind: 'text',
      name: 'appName',
      label: 'field.appName.label',
      required: true,
      maxLength: L.productName,
    },
    {
      kind: 'select',
      name: 'platform',
      label: 'field.platform.label',
      required: true,
      placeholder: 'field.platform.placeholder',
      options: APP_PLATFORM_OPTIONS,
    },
    webUrlField('field.appStoreUrl.label', 'field.appStoreUrl.placeholder'),
    { kind: 'text', name: 'appDeveloper', label: 'field.appDeveloper.label', maxLength: L.name },
    {
      kind: 'select',
      name: 'appCategory',
      label: 'field.appCategory.label',
      placeholder: 'field.appCategory.placeholder',
      options: APP_CATEGORY_OPTIONS,
    },
    {
      kind: 'textarea',
      name: 'appDescription',
      label: 'field.appDescription.label',
      rows: 3,
      maxLength: L.description,
      wide: true,
    },
  ],
  sms: [phoneField(true), messageField],
  whatsapp: [phoneField(true), messageField],
  phone: [{ ...phoneField(true), hint: 'field.phoneNumber.hint' }],
  text: [
    {
      kind: 'textarea',
      name: 'textContent',
      label: 'field.textContent.label',
      required: true,
      rows: 6,
      counter: TEXT_MAX_LENGTH,
      hint: { id: 'field.textContent.hint', values: { max: TEXT_MAX_LENGTH } },
      wide: true,
    },
  ],
  bitcoin: [
    {
      kind: 'text',
      name: 'address',
      label: 'field.bitcoinAddress.label',
      required: true,
      placeholder: 'field.bitcoinAddress.placeholder',
      maxLength: 100,
      wide: true,
    },
    {
      kind: 'decimal',
      name: 'amount',
      label: 'field.amount.label',
      placeholder: 'field.amount.placeholder',
    },
    { kind: 'text', name: 'label', label: 'field.label.label', maxLength: L.name },
    {
      kind: 'text',
      name: 'message',
      label: 'field.message.label',
      maxLength: L.shortText,
      wide: true,
    },
  ],
  wifi: [
    {
      kind: 'text',
      name: 'ssid',
      label: 'field.ssid.label',
      required: true,
      autoComplete: 'off',
      wide: true,
    },
    {
      kind: 'select',
      name: 'encryption',
      label: 'field.encryption.label',
      required: true,
      options: WIFI_ENCRYPTION_OPTIONS,
      initial: 'WPA',
    },
    {
      kind: 'text',
      name: 'password',
      label: 'field.password.label',
      required: securedNetwork,
      shownWhen: securedNetwork,
      autoComplete: 'off',
      maxLength: L.wifiPassword,
    },
    { kind: 'checkbox', name: 'hidden', label: 'field.hidden.label', wide: true },
  ],
};

/** Whether `spec` is required for the current `value`. */
export function isRequired(spec: FieldSpec, value: ContentValue): boolean {
  return typeof spec.required === 'function' ? spec.required(value) : spec.required === true;
}
