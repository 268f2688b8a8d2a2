import { compactPhoneNumber } from '../../../qr/payload/phone-number.js';
import { escapeUriValue } from '../../../qr/payload/escape.js';
import { contentLines, escapeContentText as t } from './content-lines.js';

export interface ContactContent {
  firstName: string;
  lastName?: string;
  organization?: string;
  phoneNumber?: string;
  email?: string;
  url?: string;
  notes?: string;
  imageUrl?: string;
  address?: string;
  photoId?: string;
}

const present = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The display name: first and last name. */
export function contactName(contact: ContactContent): string {
  return [contact.firstName, contact.lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * A vCard 4.0 (RFC 6350) of a contact code: FN and N (N's components escaped, §6.2.2), ORG,
 * TEL as a tel: URI (§6.4.1), EMAIL, ADR (the one-line address as its street and LABEL,
 * §6.3.1), URL, PHOTO (a URI: the uploaded picture, else the linked one), NOTE. Text values escape `\ , ;`
 * and line breaks (§3.4); lines are folded at 75 octets (§3.2) and end with CRLF. UTF-8.
 */
export function buildVCard(
  contact: ContactContent,
  options: { uid: string; rev: Date; photoUrl?: string },
): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `UID:${t(options.uid)}`,
    `FN:${t(contactName(contact))}`,
    `N:${t((contact.lastName ?? '').trim())};${t(contact.firstName.trim())};;;`,
  ];
  if (present(contact.organization)) lines.push(`ORG:${t(contact.organization.trim())}`);
  if (present(contact.phoneNumber)) {
    lines.push(
      `TEL;VALUE=uri;TYPE=cell:tel:${escapeUriValue(compactPhoneNumber(contact.phoneNumber))}`,
    );
  }
  if (present(contact.email)) lines.push(`EMAIL:${t(contact.email.trim())}`);
  if (present(contact.address)) {
    const address = contact.address.trim();
    // LABEL is a quoted parameter value, escaped as RFC 6868 says (^^, ^n, ^').
    const label = address.replace(/\^/g, '^^').replace(/\r?\n/g, '^n').replace(/"/g, "^'");
    lines.push(`ADR;LABEL="${label}":;;${t(address)};;;;`);
  }
  if (present(contact.url)) lines.push(`URL:${escapeUriValue(contact.url.trim())}`);
  const photo = options.photoUrl ?? contact.imageUrl?.trim();
  if (present(photo)) lines.push(`PHOTO:${escapeUriValue(photo)}`);
  if (present(contact.notes)) lines.push(`NOTE:${t(contact.notes)}`);
  lines.push(
    `REV:${options.rev
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')}`,
  );
  lines.push('END:VCARD');
  return contentLines(lines);
}
