import type { QrType } from '../../../../contracts/qr-content.js';

/**
 * What a type form edits: the type's content fields by their contract names (000 §3), as
 * the inputs hold them — strings for text, number and date fields (dates already as UTC ISO
 * strings), booleans for checkboxes. Upload fields also keep the uploaded file's name
 * (`pdfFileName`, `imageFileName`) for display; the server ignores keys it does not know.
 */
export type ContentValue = Record<string, unknown>;

export interface ContentFormProps {
  qrType: QrType;
  value: ContentValue;
  /** Called on every edit with the whole new value. */
  onChange(next: ContentValue): void;
  /** Field name -> message to show under that field. */
  errors: Record<string, string>;
  onFieldBlur?(name: string): void;
  disabled?: boolean;
}

/** A field's value as the text its input shows ('' for missing or non-text values). */
export function textOf(value: ContentValue, name: string): string {
  const field = value[name];
  return typeof field === 'string' ? field : typeof field === 'number' ? String(field) : '';
}
