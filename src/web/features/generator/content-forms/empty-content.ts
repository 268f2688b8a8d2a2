import type { QrType } from '../../../../contracts/qr-content.js';
import type { ContentValue } from './content-value.js';
import { CONTENT_FIELDS, type FieldSpec } from './field-specs.js';
import { userTimeZone } from './local-date-time.js';

function emptyField(spec: FieldSpec): [string, unknown][] {
  switch (spec.kind) {
    case 'checkbox':
      return [[spec.name, false]];
    case 'select':
      return [[spec.name, spec.initial ?? '']];
    case 'time-zone':
      return [[spec.name, userTimeZone()]];
    case 'gallery':
      return [[spec.name, []]];
    case 'upload':
      return [
        [spec.name, ''],
        [spec.fileNameKey, ''],
      ];
    default:
      return [[spec.name, '']];
  }
}

/**
 * The empty form of `qrType` (spec 000 §4: changing the type resets the form to these):
 * '' for every text, number, date and choice field, false for checkboxes, WPA security
 * for wifi and the user's time zone for events. A fresh object on every call.
 */
export function emptyContent(qrType: QrType): ContentValue {
  return Object.fromEntries(CONTENT_FIELDS[qrType].flatMap(emptyField));
}
