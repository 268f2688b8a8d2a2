// Draws saved and dynamic codes in the browser from their stored content and design, with our
// own QR core (spec 000 §9: drawn at ECL H with a logo). Imports name the core's files
// directly so the font parser behind the frame-text outliner stays out of this chunk.
import type { Ecl } from '../../../../qr/encode/types.js';
import { encodeQr } from '../../../../qr/encode/encode-qr.js';
import { buildPayload, type PayloadFieldsByType } from '../../../../qr/payload/build-payload.js';
import type { QrType } from '../../../../qr/payload/qr-types.js';
import {
  CORNER_SHAPES,
  DOT_SHAPES,
  FRAME_STYLES,
  resolveDesign,
  type CornerShape,
  type DotShape,
  type FrameStyle,
  type QrDesign,
  type QrLogo,
} from '../../../../qr/render/design.js';
import { renderSvg } from '../../../../qr/render/svg.js';
import type { TextOutliner } from '../../../../qr/render/text-outliner.js';
import type { DashboardCode } from '../api/code-lists.js';

const ECLS: readonly Ecl[] = ['L', 'M', 'Q', 'H'];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function oneOf<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.includes(value as T) ? (value as T) : undefined;
}

/** The stored flat design fields (contracts/design, already validated by the server) as a QrDesign. */
export function storedDesign(design: Record<string, unknown>, logo?: QrLogo): QrDesign {
  return resolveDesign({
    fgColor: text(design.fgColor),
    bgColor: text(design.bgColor),
    gradientColor: text(design.gradientColor),
    dotShape: oneOf<DotShape>(design.dotShape, DOT_SHAPES),
    cornerShape: oneOf<CornerShape>(design.cornerShape, CORNER_SHAPES),
    innerCornerShape: oneOf<CornerShape>(design.innerCornerShape, CORNER_SHAPES),
    outerCornerColor: text(design.outerCornerColor),
    innerCornerColor: text(design.innerCornerColor),
    logo,
    frame: {
      enabled: design.enableFrame === true,
      text: text(design.frameText),
      color: text(design.frameColor),
      textColor: text(design.frameTextColor),
      style: oneOf<FrameStyle>(design.frameStyle, FRAME_STYLES),
    },
  });
}

/** The stored logo upload id, if the code has a logo. */
export function logoIdOf(item: DashboardCode): string | undefined {
  return text(item.code.design.logoId);
}

/**
 * The ECL the code was printed at: the level the server stored, else M (H with a logo). It is
 * decided from the stored design, not from whether the logo image loaded, so the drawn modules
 * always match the printed code.
 */
function eclOf(item: DashboardCode): Ecl {
  const stored = oneOf<Ecl>(item.code.design.errorCorrectionLevel, ECLS);
  return stored ?? (logoIdOf(item) ? 'H' : 'M');
}

/** The exact string the code encodes: a dynamic code encodes its short URL. */
export function payloadOf(item: DashboardCode, publicUrl: string): string {
  if (item.kind === 'dynamic') return item.code.shortUrl;
  const qrType = item.code.qrType as QrType;
  return buildPayload(qrType, item.code.content as unknown as PayloadFieldsByType[QrType], {
    publicUrl,
    now: new Date(item.code.createdAt),
  });
}

/**
 * The code as an SVG document. Throws when it cannot be drawn (unknown type, content the core
 * refuses); callers log that and show an empty placeholder (spec 000 §8).
 */
export function codeSvg(
  item: DashboardCode,
  options: { publicUrl: string; logo?: QrLogo; textOutliner?: TextOutliner },
): string {
  const matrix = encodeQr(payloadOf(item, options.publicUrl), { ecl: eclOf(item), fit: true });
  return renderSvg(matrix, storedDesign(item.code.design, options.logo), {
    textOutliner: options.textOutliner,
  });
}

/** An SVG document as a data URI for <img src>: stored text never becomes live markup. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
