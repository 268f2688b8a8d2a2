import { joinContentLines, isPresent } from './content-lines.js';
import { escapeContentText, escapeUriValue } from './escape.js';

/** Fields of the contact type (spec 000 §3), plus optional organization and url. */
export interface ContactFields {
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  notes?: string | null;
  imageUrl?: string | null;
  url?: string | null;
  organization?: string | null;
  /** A postal address as one line: written as the street part of ADR. */
  address?: string | null;
  /** An uploaded photo's id: with a public URL, PHOTO points at the stored image. */
  photoId?: string | null;
}

/**
 * A vCard 3.0 (RFC 2426) with CRLF line ends. N and FN are always present (the RFC
 * requires both); every other property is omitted when empty. Text values are escaped
 * (`\ , ;` and line breaks); URL and PHOTO are uri values. The caller encodes as UTF-8.
 */
export function buildContactPayload(
  fields: ContactFields,
  options: { photoUrl?: string } = {},
): string {
  const first = fields.firstName.trim();
  const last = (fields.lastName ?? '').trim();
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeContentText(last)};${escapeContentText(first)};;;`,
    `FN:${escapeContentText([first, last].filter((part) => part !== '').join(' '))}`,
  ];
  if (isPresent(fields.organization)) lines.push(`ORG:${escapeContentText(fields.organization)}`);
  if (isPresent(fields.phoneNumber)) lines.push(`TEL:${escapeContentText(fields.phoneNumber)}`);
  if (isPresent(fields.email)) lines.push(`EMAIL:${escapeContentText(fields.email)}`);
  if (isPresent(fields.address)) {
    lines.push(`ADR:;;${escapeContentText(fields.address.trim())};;;;`);
  }
  if (isPresent(fields.url)) lines.push(`URL:${escapeUriValue(fields.url.trim())}`);
  if (isPresent(fields.notes)) lines.push(`NOTE:${escapeContentText(fields.notes)}`);
  const photo = options.photoUrl ?? fields.imageUrl?.trim();
  if (isPresent(photo)) lines.push(`PHOTO;VALUE=uri:${escapeUriValue(photo)}`);
  lines.push('END:VCARD');
  return joinContentLines(lines);
}
