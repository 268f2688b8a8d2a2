// The live preview, computed in the browser with our own QR core (no server round trip).
// Imports name the core's files directly rather than src/qr/index.ts so that the font parser
// behind the frame-text outliner stays out of the landing page's first download.
import { DESIGN_MESSAGES } from '../../../../contracts/design.js';
import { QrCapacityError } from '../../../../qr/encode/capacity-error.js';
import { encodeQr } from '../../../../qr/encode/encode-qr.js';
import type { Ecl } from '../../../../qr/encode/types.js';
import { buildPayload, type PayloadFieldsByType } from '../../../../qr/payload/build-payload.js';
import { PayloadError } from '../../../../qr/payload/payload-error.js';
import type { QrType } from '../../../../qr/payload/qr-types.js';
import { DEFAULT_LOGO_SIZE_RATIO, type QrDesign } from '../../../../qr/render/design.js';
import { eclForDesign, maxLogoSizeRatio } from '../../../../qr/render/logo.js';
import { renderSvg } from '../../../../qr/render/svg.js';
import type { TextOutliner } from '../../../../qr/render/text-outliner.js';
import { checkDesign, type ScanWarning } from '../../../../qr/verify/check-design.js';

export interface PreviewInput {
  qrType: QrType;
  /** Validated content (validateContent's data) of `qrType`. */
  content: Record<string, unknown>;
  design: QrDesign;
  /** Requested error correction; default M. A logo always draws at H. */
  ecl?: Ecl;
  /** Absolute base of this site, for the payment, pdf and images addresses. */
  publicUrl: string;
  textOutliner?: TextOutliner;
}

export type PreviewResult =
  | {
      ok: true;
      svg: string;
      /** The SVG as a data URI for <img src>: the user's text never becomes live markup. */
      dataUri: string;
      payload: string;
      version: number;
      ecl: Ecl;
      /** True when the data only fit at a lower error correction level than asked for. */
      eclLowered: boolean;
      warnings: ScanWarning[];
    }
  | { ok: false; reason: 'too-long' | 'invalid' | 'render-failed'; message: string };

// Stand-ins for values only the server knows, so the preview has the real size and shape:
// a payment code's product id is assigned on save; an event's UID and stamp are fixed here
// so typing in another field does not redraw the whole code.
const PREVIEW_PRODUCT_ID = 'preview';
const PREVIEW_EVENT_UID = 'preview@qrshark';
const PREVIEW_NOW = new Date('2025-01-01T00:00:00Z');

/**
 * Encodes at the requested ECL (M by default, always H with a logo, spec 000 §9), lowering it
 * only when the data needs it, as the server does.
 */
export function renderPreview(input: PreviewInput): PreviewResult {
  let payload: string;
  try {
    const fields =
      input.qrType === 'payment' && !input.content.productId
        ? { ...input.content, productId: PREVIEW_PRODUCT_ID }
        : input.content;
    payload = buildPayload(input.qrType, fields as PayloadFieldsByType[QrType], {
      publicUrl: input.publicUrl,
      uid: PREVIEW_EVENT_UID,
      now: PREVIEW_NOW,
    });
  } catch (error) {
    if (error instanceof PayloadError) {
      return { ok: false, reason: 'invalid', message: error.message };
    }
    throw error;
  }

  const requested = eclForDesign(input.design, input.ecl ?? 'M');
  try {
    const matrix = encodeQr(payload, { ecl: requested, fit: true });
    const design = fitLogo(input.design, matrix.ecl, matrix.size);
    const svg = renderSvg(matrix, design, {
      textOutliner: input.textOutliner,
      idPrefix: 'preview',
    });
    return {
      ok: true,
      svg,
      dataUri: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      payload,
      version: matrix.version,
      ecl: matrix.ecl,
      eclLowered: matrix.ecl !== requested,
      warnings: checkDesign(design, { version: matrix.version, ecl: matrix.ecl }).map((w) =>
        // The server's honest wording: decided there by decoders with and without inversion.
        w.code === 'light-on-dark' ? { ...w, message: DESIGN_MESSAGES.lightOnDark } : w,
      ),
    };
  } catch (error) {
    if (error instanceof QrCapacityError) {
      return {
        ok: false,
        reason: 'too-long',
        message: 'The amount of data is too big to be stored in a QR Code',
      };
    }
    // A colour that is not hex (RangeError from the renderer): logged, with a plain hint.
    console.warn('QR preview drawing failed', error);
    return {
      ok: false,
      reason: 'render-failed',
      message: 'This design cannot be drawn. Check the colours.',
    };
  }
}

/**
 * The logo at the chosen size (default 0.25), or smaller when this symbol cannot spare that
 * much, as the server draws it (the renderer would shrink it anyway; asking for more than fits
 * is not the user's mistake, so the scan check should not report it as "too large").
 */
function fitLogo(design: QrDesign, ecl: Ecl, size: number): QrDesign {
  if (!design.logo) return design;
  const chosen = design.logo.sizeRatio ?? DEFAULT_LOGO_SIZE_RATIO;
  const max = maxLogoSizeRatio(ecl, size, design.logo.aspect ?? 1);
  return { ...design, logo: { ...design.logo, sizeRatio: Math.min(chosen, max) } };
}
