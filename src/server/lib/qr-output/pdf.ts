// Vector PDF of a styled code at a physical size, drawn from the same scene as the SVG: every
// path stays a vector path, gradients become a PDF axial shading (ShadingType 2, built from
// pdf-lib's low-level objects because pdf-lib has no gradient API), the logo an embedded image.

import {
  PDFDocument,
  PDFName,
  PDFOperator,
  PDFOperatorNames as Ops,
  StandardFonts,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  scale,
  setFillingRgbColor,
  translate,
  type PDFDict,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
// pdf-lib's SVG path parser (arcs included) is not re-exported from its index.
import { svgPathToOperators } from 'pdf-lib/cjs/api/svgPath.js';
import { Resvg } from '@resvg/resvg-js';
import {
  buildScene,
  parseHexColor,
  type Paint,
  type QrDesign,
  type QrMatrixLike,
  type Scene,
  type SceneImage,
} from '../../../qr/render/index.js';
import { minPrintSizeMm } from '../../../qr/verify/index.js';
import { getTextOutliner } from './font.js';

const MM_TO_PT = 72 / 25.4;
/** ISO 216 A4 in points. */
export const A4_PT = { width: 595.28, height: 841.89 } as const;

export interface PdfOptions {
  /**
   * Printed width of the whole drawing in millimetres: the code with its 4-module quiet zone,
   * plus the frame when there is one. At least 20 mm (spec 001 §1).
   */
  widthMm: number;
  /** 'a4' (default): centred on an A4 page; 'fit': the page is exactly the drawing. */
  page?: 'a4' | 'fit';
  /** Print guidance under the code (A4 only): true for the default text, or your own text. */
  caption?: boolean | string;
  /** Document title metadata. */
  title?: string;
}

/** Renders a styled code to PDF bytes; frame text is outlined with the bundled font. */
export async function renderPdf(
  matrix: QrMatrixLike,
  design: QrDesign,
  options: PdfOptions,
): Promise<Uint8Array> {
  return sceneToPdf(buildScene(matrix, design, { textOutliner: getTextOutliner() }), options);
}

export async function sceneToPdf(scene: Scene, options: PdfOptions): Promise<Uint8Array> {
  if (!(options.widthMm >= 20 && options.widthMm <= 2000)) {
    throw new RangeError('PDF width must be from 20 to 2000 mm');
  }
  if (scene.text) throw new Error('frame text must be outlined (pass a textOutliner)');
  const s = (options.widthMm * MM_TO_PT) / scene.width;
  const drawW = scene.width * s;
  const drawH = scene.height * s;
  const fit = options.page === 'fit';
  const pageW = fit ? drawW : Math.max(A4_PT.width, drawW);
  const pageH = fit ? drawH : Math.max(A4_PT.height, drawH);

  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? 'QR code');
  doc.setCreator('QR Shark');
  doc.setProducer('QR Shark');
  const page = doc.addPage([pageW, pageH]);
  // Top-left corner of the drawing in PDF coordinates (origin bottom-left, y up).
  const left = (pageW - drawW) / 2;
  const top = fit ? pageH : pageH - (pageH - drawH) / 2;
  const toPage = (x: number, y: number): [number, number] => [left + x * s, top - y * s];

  let patterns = 0;
  for (const shape of scene.shapes) {
    if (!shape.d) continue;
    const paintOps =
      shape.paint.kind === 'solid'
        ? [solidFill(shape.paint.color)]
        : patternFill(doc, page, shape.paint, toPage, `QrGrad${patterns++}`);
    page.pushOperators(
      pushGraphicsState(),
      translate(left, top),
      scale(s, -s),
      ...paintOps,
      ...svgPathToOperators(shape.d),
      PDFOperator.of(shape.fillRule === 'evenodd' ? Ops.FillEvenOdd : Ops.FillNonZero),
      popGraphicsState(),
    );
  }

  if (scene.image) await drawLogo(doc, page, scene.image, toPage, s);

  if (options.caption && !fit) {
    const modules = scene.codeBox.size - 8;
    const text =
      typeof options.caption === 'string'
        ? options.caption
        : `Printed width ${options.widthMm} mm. Keep the white margin around the code; ` +
          `do not print it smaller than ${Math.ceil(minPrintSizeMm({ size: modules }))} mm. ` +
          `It scans from up to ${((options.widthMm * 10) / 1000).toFixed(1)} m away.`;
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const size = 9;
    const safe = toWinAnsi(text);
    const width = font.widthOfTextAtSize(safe, size);
    const y = top - drawH - 8 * MM_TO_PT;
    if (y > 10 * MM_TO_PT) {
      page.drawText(safe, {
        x: Math.max(10, (pageW - width) / 2),
        y,
        size,
        font,
        color: rgb(0.25, 0.25, 0.25),
        maxWidth: pageW - 20,
      });
    }
  }
  return doc.save();
}

function solidFill(color: string): PDFOperator {
  const c = parseHexColor(color) ?? { r: 0, g: 0, b: 0 };
  return setFillingRgbColor(c.r / 255, c.g / 255, c.b / 255);
}

/**
 * Fill with an axial shading pattern. Pattern space is the page's default space (not the CTM),
 * so the gradient's end points are mapped to page coordinates here.
 */
function patternFill(
  doc: PDFDocument,
  page: PDFPage,
  paint: Extract<Paint, { kind: 'linear' }>,
  toPage: (x: number, y: number) => [number, number],
  name: string,
): PDFOperator[] {
  const from = parseHexColor(paint.from) ?? { r: 0, g: 0, b: 0 };
  const to = parseHexColor(paint.to) ?? from;
  const [x1, y1] = toPage(paint.x1, paint.y1);
  const [x2, y2] = toPage(paint.x2, paint.y2);
  const context = doc.context;
  const shading = context.obj({
    ShadingType: 2,
    ColorSpace: 'DeviceRGB',
    Coords: [x1, y1, x2, y2],
    Function: {
      FunctionType: 2,
      Domain: [0, 1],
      C0: [from.r / 255, from.g / 255, from.b / 255],
      C1: [to.r / 255, to.g / 255, to.b / 255],
      N: 1,
    },
    Extend: [true, true],
  });
  const pattern = context.register(
    context.obj({ Type: 'Pattern', PatternType: 2, Shading: context.register(shading) }),
  );
  const { Resources } = page.node.normalizedEntries();
  let patterns = Resources.lookup(PDFName.of('Pattern')) as PDFDict | undefined;
  if (!patterns) {
    patterns = context.obj({});
    Resources.set(PDFName.of('Pattern'), patterns);
  }
  patterns.set(PDFName.of(name), pattern);
  return [
    PDFOperator.of(Ops.NonStrokingColorspace, [PDFName.of('Pattern')]),
    PDFOperator.of(Ops.NonStrokingColorN, [PDFName.of(name)]),
  ];
}

async function drawLogo(
  doc: PDFDocument,
  page: PDFPage,
  logo: SceneImage,
  toPage: (x: number, y: number) => [number, number],
  s: number,
): Promise<void> {
  const image = await embedDataUri(doc, logo.href);
  if (!image) return;
  // Fit inside the logo box keeping the image's own proportions (SVG's xMidYMid meet).
  const fitScale = Math.min(logo.width / image.width, logo.height / image.height);
  const w = image.width * fitScale;
  const h = image.height * fitScale;
  const [x, yTop] = toPage(logo.x + (logo.width - w) / 2, logo.y + (logo.height - h) / 2);
  page.drawImage(image, { x, y: yTop - h * s, width: w * s, height: h * s });
}

/** PNG and JPEG embed as they are; other formats (GIF, WebP, SVG) are rasterised by resvg. */
async function embedDataUri(doc: PDFDocument, href: string): Promise<PDFImage | null> {
  const match = /^data:image\/([a-z+]+);base64,(.*)$/.exec(href);
  if (!match) return null;
  const [, format, base64 = ''] = match;
  const bytes = Buffer.from(base64, 'base64');
  if (format === 'png') return doc.embedPng(bytes);
  if (match[1] === 'jpeg') return doc.embedJpg(bytes);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">' +
    `<image width="512" height="512" href="${href}"/></svg>`;
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return doc.embedPng(png);
}

/** Helvetica (a standard PDF font) covers WinAnsi only; the caption is ours, in English. */
function toWinAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}
