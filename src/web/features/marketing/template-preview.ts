// A template card's QR code, drawn in the browser by our own QR core with the template's
// design. Imports name the core's files directly so the frame-font parser stays out.
import { encodeQr } from '../../../qr/encode/encode-qr.js';
import { buildPayload, type PayloadFieldsByType } from '../../../qr/payload/build-payload.js';
import type { QrType } from '../../../qr/payload/qr-types.js';
import { renderSvg } from '../../../qr/render/svg.js';
import { storedDesign, svgDataUri } from '../dashboard/index.js';
import type { Template } from './content/templates.js';

/** Fixed so a card's preview is the same on every visit. */
const PREVIEW_NOW = new Date('2026-01-01T00:00:00Z');

function text(data: Template['previewData'], key: string): string {
  const value = data[key];
  return value === undefined ? '' : String(value);
}

/** The template's preview data under the payload builder's field names. */
function payloadFields(t: Template): { type: QrType; fields: Record<string, unknown> } {
  const d = t.previewData;
  switch (t.generatorType) {
    case 'contact':
      return {
        type: 'contact',
        fields: {
          firstName: text(d, 'firstName'),
          lastName: text(d, 'lastName'),
          organization: text(d, 'company'),
          phoneNumber: text(d, 'phone'),
          email: text(d, 'email'),
        },
      };
    case 'email':
      return {
        type: 'email',
        fields: { email: text(d, 'recipient'), subject: text(d, 'subject'), body: text(d, 'body') },
      };
    case 'events':
      return {
        type: 'events',
        fields: {
          title: text(d, 'eventName'),
          startDate: new Date(`${text(d, 'date')}T${text(d, 'time') || '00:00'}:00`),
        },
      };
    case 'apps':
      return { type: 'apps', fields: { url: text(d, 'appStoreUrl') } };
    case 'payment':
      // A payment code opens this site's checkout for a saved product; the card shows one
      // for a sample product id.
      return { type: 'payment', fields: { productId: 'preview' } };
    case 'pdf':
      return { type: 'pdf', fields: { pdfId: 'preview' } };
    default:
      return { type: t.generatorType, fields: { ...d } };
  }
}

/** The exact text the card's code encodes. */
export function templatePayload(t: Template, origin: string): string {
  const { type, fields } = payloadFields(t);
  return buildPayload(type, fields as unknown as PayloadFieldsByType[QrType], {
    publicUrl: origin,
    now: PREVIEW_NOW,
    uid: `template-${t.id}`,
  });
}

/** The card's code as an <img> data URI; null if it cannot be drawn (the card says so). */
export function templatePreviewUri(t: Template, origin: string): string | null {
  try {
    const matrix = encodeQr(templatePayload(t, origin), { ecl: 'M', fit: true });
    const svg = renderSvg(matrix, storedDesign(t.design as unknown as Record<string, unknown>), {
      idPrefix: `tpl-${t.id}`,
    });
    return svgDataUri(svg);
  } catch {
    return null;
  }
}
