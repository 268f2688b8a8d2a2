import { SOCIAL_PLATFORMS, type QrType } from '../../../../contracts/qr-content.js';
import { resolveQrType } from '../preselection.js';
import type { ContentValue } from './content-value.js';
import { emptyContent } from './empty-content.js';
import { localInputToIso } from './local-date-time.js';
import { titleFromFileName } from './upload-file.js';

// "Use Template" (spec 001 §2) hands the generator a template's qrType and preview data. The
// preview data uses its own names (001 §3): this maps them onto the form's fields.

type Data = Record<string, unknown>;

/** A string or number field as form text; '' for anything else. */
function text(data: Data, key: string): string {
  const field = data[key];
  if (typeof field === 'string') return field;
  return typeof field === 'number' && Number.isFinite(field) ? String(field) : '';
}

/** The first non-empty of `keys`, as form text. */
function first(data: Data, ...keys: string[]): string {
  for (const key of keys) {
    const value = text(data, key);
    if (value !== '') return value;
  }
  return '';
}

/** "19:00", "19:00:00", "7:00 PM" or "7 pm" -> "19:00"; '' when unreadable. */
function time24(time: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(time.trim());
  if (match === null) return '';
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase().charAt(0);
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return '';
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return '';
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * A template's date ("2025-06-01") and time, read as the user's local time, as UTC ISO. A
 * full ISO date-time with an offset is taken as the instant it names.
 */
function startInstant(date: string, time: string): string {
  const day = date.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return localInputToIso(`${day}T${time24(time) || '00:00'}`);
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(day)) {
    const instant = new Date(day);
    return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
  }
  return localInputToIso(day);
}

/** The app platform an app-store link belongs to; '' when the host is none of them. */
function appPlatformOf(url: string): string {
  const host = /^(?:https?:\/\/)?([^/?#:]+)/i.exec(url.trim())?.[1]?.toLowerCase() ?? '';
  const on = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (on('apps.apple.com') || on('itunes.apple.com')) return 'appstore';
  if (on('play.google.com')) return 'googleplay';
  if (on('microsoft.com')) return 'microsoft';
  if (/(^|\.)amazon\.[a-z.]+$/.test(host)) return 'amazon';
  return '';
}

function socialPlatform(name: string): string {
  const platform = name.trim().toLowerCase();
  if (platform === 'x') return 'twitter';
  return (SOCIAL_PLATFORMS as readonly string[]).includes(platform) ? platform : '';
}

/** WPA for any WPA flavour, WEP, nopass for an open network; by the password when not given. */
function wifiEncryption(name: string, password: string): string {
  const kind = name.trim().toUpperCase();
  if (kind.startsWith('WPA')) return 'WPA';
  if (kind === 'WEP') return 'WEP';
  if (['NOPASS', 'NONE', 'OPEN'].includes(kind)) return 'nopass';
  return password === '' ? 'nopass' : 'WPA';
}

/** The template's fields under our names (fields it does not give stay empty). */
function mapFields(qrType: QrType, data: Data): ContentValue {
  switch (qrType) {
    case 'contact':
      return {
        firstName: first(data, 'firstName'),
        lastName: first(data, 'lastName'),
        organization: first(data, 'company', 'organization'),
        phoneNumber: first(data, 'phone', 'phoneNumber'),
        email: first(data, 'email'),
      };
    case 'payment':
      return {
        productName: first(data, 'productName'),
        productPrice: first(data, 'amount', 'productPrice'),
        productDescription: first(data, 'productDescription'),
      };
    case 'pdf':
      return { title: first(data, 'title') || titleFromFileName(first(data, 'fileName')) };
    case 'email':
      return {
        email: first(data, 'recipient', 'email'),
        subject: first(data, 'subject'),
        body: first(data, 'body'),
      };
    case 'social':
      return { platform: socialPlatform(first(data, 'platform')), url: first(data, 'url') };
    case 'events':
      return {
        title: first(data, 'eventName', 'title'),
        startDate: startInstant(first(data, 'date', 'startDate'), first(data, 'time')),
        location: first(data, 'location'),
      };
    case 'apps': {
      const url = first(data, 'appStoreUrl', 'url');
      return { appName: first(data, 'appName'), url, platform: appPlatformOf(url) };
    }
    case 'phone':
      return { phoneNumber: first(data, 'phone', 'phoneNumber') };
    case 'wifi': {
      const password = first(data, 'password');
      return {
        ssid: first(data, 'ssid'),
        password,
        encryption: wifiEncryption(first(data, 'encryption'), password),
        hidden: data.hidden === true,
      };
    }
    default:
      // url, location, bitcoin and the rest: the preview data already uses our names.
      return {};
  }
}

/**
 * The generator's type and form value for a template (spec 001 §2 and §3), or null when its
 * type is not one we generate. Fields the preview data gives under our own names are taken
 * too; everything else starts empty, as after choosing the type by hand.
 */
export function templateToContent(template: {
  qrType: string;
  data: Record<string, unknown>;
}): { qrType: QrType; value: ContentValue } | null {
  const qrType = resolveQrType(template.qrType);
  if (qrType === null) return null;
  const data: Data =
    typeof template.data === 'object' && template.data !== null ? template.data : {};

  const value = emptyContent(qrType);
  for (const key of Object.keys(value)) {
    if (typeof value[key] === 'string') value[key] = text(data, key);
  }
  return { qrType, value: { ...value, ...mapFields(qrType, data) } };
}
