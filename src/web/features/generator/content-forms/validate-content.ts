import {
  parseQrContent,
  type QrContentByType,
  type QrType,
} from '../../../../contracts/qr-content.js';
import type { ContentValue } from './content-value.js';
import { CONTENT_FIELDS } from './field-specs.js';

export type ContentValidation =
  { ok: true; data: QrContentByType[QrType] } | { ok: false; fields: Record<string, string> };

/**
 * Validates a form value with the shared contract (parseQrContent), so the form shows the
 * same messages as the API (spec 000 §5). Empty strings (and null) count as "not given" (a required
 * field then gets its "is required" message) and fields the form hides (the password of an
 * open network) are left out. `data` is the normalised content to send or store.
 */
export function validateContent(qrType: QrType, value: ContentValue): ContentValidation {
  const hidden = new Set(
    CONTENT_FIELDS[qrType].filter((f) => f.shownWhen && !f.shownWhen(value)).map((f) => f.name),
  );
  const given = Object.fromEntries(
    Object.entries(value).filter(
      ([name, field]) => field !== '' && field != null && !hidden.has(name),
    ),
  );
  const result = parseQrContent(qrType, given);
  return result.ok ? { ok: true, data: result.data } : { ok: false, fields: result.fields };
}
