// The server's scan check (architecture principle 1: every code we emit scans).
//
// checkCode() reads the exact images we return with three decoders set as plain phone scanners
// are (ZXing-C++, jsQR, zbar; none inverts colours), runs the camera pass on a degraded copy,
// and grades the code:
//
// - `scannable` is true exactly when ALL THREE decoders, without inversion, read exactly the
//   payload (one symbol, nothing else) from the returned SVG rasterised at
//   SVG_CHECK_PX_PER_MODULE (about 4 px per module) AND, when a PNG is returned, from that PNG
//   at its returned size.
// - grade `robust`: scannable, and each of the three decoders also passes the camera pass:
//   it reads at least CAMERA_MIN_READS (6) of CAMERA_COPIES (8) copies of the SVG drawn at
//   10.5 px per module and degraded as a phone sees a small print (camera-pass.ts: downscaled
//   to 3 px per module, Gaussian blur sigma 0.7 px, Gaussian noise sigma 6 grey levels, each
//   corner moved 2-5 % of the width; seeds 1001-1008, so the grade is deterministic).
// - grade `fragile`: scannable, but some decoder fails the camera pass (it scans on screen and
//   in large prints; small prints or poor light may fail: the reason says what to change and,
//   when a copy at 4.5 or 6 px per module passes, how wide to print), OR the code is light on
//   dark and all three decoders read both images only once the colours are inverted (recent
//   iPhone and Android camera apps invert; many scanner apps don't). Such a code is never
//   `scannable`; `inverted` is true and the reason says so.
// - grade `not scannable`: anything else (some decoder misses the PNG or the SVG even with
//   inversion).
// `reason` is null for `robust`, otherwise a plain-words cause and fix for the person designing
// the code.
//
// The camera pass measures how a degraded photo of the DESIGN survives (module size, shapes,
// contrast, gradient, frame, logo); the module pattern, the one thing that differs between two
// codes of one design, version and level, is covered by each code's own exact reads above. A
// caller may therefore pass a `cameraMemo` to run the pass once per (design, version, level,
// mask) and share its grade (the generator does, per worker, for its logo-size tries and its
// final check alike; docs/bulk.md gives the reasoning).
//
// Work is reused only where the inputs that decide a read are the same, so no decision changes:
// the exact read of the SVG drawn by largestRobustLogo's try at the size chosen stands for this
// check's read of the same SVG at the same raster width (`svgReads`: the same pixels); a PNG of
// exactly the SVG raster's pixels takes the SVG's read; the eight camera copies share their one
// seed-free step (the downscale, camera-pass.ts).

import {
  buildScene,
  sceneToSvg,
  type QrDesign,
  type QrMatrixLike,
} from '../../../qr/render/index.js';
import { contrastRatio, LIGHT_ON_DARK_MESSAGE, minPrintSizeMm } from '../../../qr/verify/index.js';
import { parseHexColor } from '../../../qr/render/color.js';
import { DEFAULT_LOGO_SIZE_RATIO } from '../../../qr/render/design.js';
import { cameraPassOfSvg, cameraSource, type CameraOptions } from './camera-pass.js';
import { cameraMemoKey, type CameraMemo, type CameraOutcome } from './camera-memo.js';
import { MIN_LOGO_SIZE_RATIO, type SvgReads } from './logo-sizing.js';
import {
  DECODERS,
  SCAN_CHECK_PX_PER_MODULE,
  SVG_CHECK_PX_PER_MODULE,
  decodeAll,
  invertImage,
  sameImage,
  toOpaque,
  verdictOf,
  verifyScannable,
  type DecoderName,
  type OpaqueImage,
  type ScanVerdict,
} from './decode.js';
import { getTextOutliner } from './font.js';
import { releaseRenders, svgToRgba, type RgbaImage } from './png.js';

export { createCameraMemo, type CameraMemo, type CameraOutcome } from './camera-memo.js';

export type ScanGrade = 'robust' | 'fragile' | 'not scannable';

export interface DecoderReport {
  /** Read the returned PNG exactly, without inversion; null when no PNG is returned. */
  png: boolean | null;
  /** Read the returned SVG (rasterised at about 4 px per module) exactly, without inversion. */
  svg: boolean;
  /** Passed the camera pass (read at least 6 of its 8 copies); false when not scannable. */
  camera: boolean;
  /** Camera copies read exactly (0 when not scannable: the pass is not run). */
  cameraReads: number;
}

export interface CodeCheck {
  /** All three decoders, without inversion, read exactly the payload from the PNG and the SVG. */
  scannable: boolean;
  grade: ScanGrade;
  /** Cause and fix in plain words; null when robust. */
  reason: string | null;
  /** Light on dark: read only once the colours are inverted (never scannable). */
  inverted: boolean;
  decoders: Record<DecoderName, DecoderReport>;
}

export interface CheckCodeInput {
  /** The SVG document we return. */
  svg: string;
  /**
   * The PNG we return (bytes), or its RGBA pixels (as rasterize() returns them); neither when
   * no PNG is returned (then only the SVG is read).
   */
  png?: Uint8Array;
  rgba?: RgbaImage;
  /** The exact text the code must carry. */
  payload: string;
  design: QrDesign;
  matrix: QrMatrixLike;
  /** Overrides of the camera pass (tests and the bench); the grade uses the defaults. */
  camera?: CameraOptions;
  /** Where camera outcomes are kept between calls (see the top of this file); none: always run. */
  cameraMemo?: CameraMemo;
  /**
   * What largestRobustLogo read from the SVG it drew at the size chosen; used only when that SVG
   * and its raster's width are exactly this check's (the same pixels: the same read).
   */
  svgReads?: SvgReads;
}

/** Reads the exact returned images and grades the code (rules at the top of this file). */
export async function checkCode(input: CheckCodeInput): Promise<CodeCheck> {
  const { svg, payload } = input;
  const pngImage = input.rgba ?? input.png ?? null;
  const widthModules = viewBoxWidth(svg);
  const png = pngImage ? toOpaque(pngImage) : null;
  const svgWidth = Math.max(1, Math.round(widthModules * SVG_CHECK_PX_PER_MODULE));
  const known =
    input.svgReads?.svg === svg && input.svgReads.pixelWidth === svgWidth ? input.svgReads : null;
  // The SVG's raster is drawn only when it is read here (or for the inverted reads below).
  let drawn: OpaqueImage | null = known ? null : toOpaque(svgToRgba(svg, svgWidth));
  const svgImage = () => (drawn ??= toOpaque(svgToRgba(svg, svgWidth)));

  const svgRead = verdictOf(known ? known.exact : await decodeAll(svgImage()), payload);
  // A PNG of exactly the SVG raster's pixels reads as the SVG did.
  const pngRead = !png
    ? null
    : drawn && sameImage(png, drawn)
      ? svgRead
      : verdictOf(await decodeAll(png), payload);
  const decoders = Object.fromEntries(
    DECODERS.map((d) => [
      d,
      {
        png: pngRead ? pngRead[d] === payload : null,
        svg: svgRead[d] === payload,
        camera: false,
        cameraReads: 0,
      },
    ]),
  ) as Record<DecoderName, DecoderReport>;
  const scannable = svgRead.scannable && (pngRead === null || pngRead.scannable);

  if (!scannable) {
    // Only the negatives are read (the positives just failed); the small SVG raster first, the
    // PNG only when that reads.
    const svgInv = verdictOf(await decodeAll(invertImage(svgImage())), payload);
    const pngInv =
      svgInv.scannable && png ? verdictOf(await decodeAll(invertImage(png)), payload) : svgInv;
    if (pngInv.scannable && svgInv.scannable && isLightOnDark(input.design)) {
      return {
        scannable: false,
        grade: 'fragile',
        reason: LIGHT_ON_DARK_REASON,
        inverted: true,
        decoders,
      };
    }
    return {
      scannable: false,
      grade: 'not scannable',
      reason: notScannableReason(input.design, decoders),
      inverted: false,
      decoders,
    };
  }

  const memoKey = input.cameraMemo ? cameraMemoKey(input) : '';
  const memo = input.cameraMemo?.get(memoKey);
  let camera: CameraOutcome & { printCm: number | null };
  if (memo && memo.printCm !== undefined) {
    camera = { ...memo, printCm: memo.printCm };
  } else {
    // Not run yet, or run by a logo-size try that did not look for a print size.
    camera = await runCameraPass(input, widthModules, memo);
    input.cameraMemo?.set(memoKey, camera);
  }
  for (const d of DECODERS) {
    decoders[d].camera = camera.passed[d];
    decoders[d].cameraReads = camera.reads[d];
  }
  if (DECODERS.every((d) => camera.passed[d])) {
    return { scannable: true, grade: 'robust', reason: null, inverted: false, decoders };
  }
  return {
    scannable: true,
    grade: 'fragile',
    reason: fragileReason(input.design, camera.printCm),
    inverted: false,
    decoders,
  };
}

/**
 * The camera pass (unless `known` has its outcome), and when it fails, the larger print sizes
 * that pass.
 */
async function runCameraPass(
  input: CheckCodeInput,
  widthModules: number,
  known: CameraOutcome | undefined,
): Promise<CameraOutcome & { printCm: number | null }> {
  const { svg, payload } = input;
  if (known && DECODERS.every((d) => known.passed[d])) return { ...known, printCm: null };
  // One drawing for the camera pass and the larger-print passes (15 MB at version 40).
  await releaseRenders();
  const source = cameraSource(svg, widthModules);
  const camera = known ?? (await cameraPassOfSvg(svg, widthModules, payload, input.camera, source));
  if (DECODERS.every((d) => camera.passed[d])) {
    return { passed: camera.passed, reads: camera.reads, printCm: null };
  }
  const printCm = await minPrintWidthCm(
    svg,
    widthModules,
    payload,
    input.matrix.size,
    input.camera,
    source,
  );
  return { passed: camera.passed, reads: camera.reads, printCm };
}

/** The message of an inverted (light-on-dark) code, in the UI and the downloads. */
export const LIGHT_ON_DARK_REASON = LIGHT_ON_DARK_MESSAGE;

/**
 * Renders `matrix` with `design` (frame text outlined with the bundled font) at
 * SCAN_CHECK_PX_PER_MODULE and decodes it without inversion; scannable only when all three
 * decoders return exactly `expectedText`.
 */
export async function verifyDesign(
  matrix: QrMatrixLike,
  design: QrDesign,
  expectedText: string,
): Promise<ScanVerdict> {
  const scene = buildScene(matrix, design, { textOutliner: getTextOutliner() });
  const width = Math.round(scene.width * SCAN_CHECK_PX_PER_MODULE);
  return verifyScannable(svgToRgba(sceneToSvg(scene), width), expectedText);
}

/** Width of the SVG's viewBox, in modules (quiet zone and frame included). */
export function viewBoxWidth(svg: string): number {
  const width = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
  if (!(width > 0)) throw new RangeError('the SVG has no viewBox');
  return width;
}

/** True when some foreground colour is lighter than the background (relative luminance). */
export function isLightOnDark(design: QrDesign): boolean {
  const bg = parseHexColor(design.bgColor);
  const fg = parseHexColor(design.fgColor);
  if (!bg || !fg) return false;
  const white = { r: 255, g: 255, b: 255 };
  return contrastRatio(fg, white) < contrastRatio(bg, white);
}

/**
 * Scales at which we look for the print size that fixes a fragile code: a copy that reads at
 * p px per module needs a print p/3 times the smallest recommended one (the camera pass stands
 * for minPrintSizeMm(): 2 cm, or 4 printer dots per module at 300 dpi).
 */
const LARGER_PRINT_PX_PER_MODULE = [4.5, 6];

async function minPrintWidthCm(
  svg: string,
  widthModules: number,
  payload: string,
  symbolSize: number,
  camera: CameraOptions | undefined,
  source: OpaqueImage,
): Promise<number | null> {
  const base = minPrintSizeMm({ size: symbolSize });
  const px = camera?.pxPerModule ?? 3;
  for (const p of LARGER_PRINT_PX_PER_MODULE) {
    const read = await cameraPassOfSvg(
      svg,
      widthModules,
      payload,
      { ...camera, pxPerModule: p },
      source,
    );
    if (DECODERS.every((d) => read.passed[d])) return Math.ceil((base * p) / px / 5) / 2;
  }
  return null;
}

/** Why a design is fragile, with the fix (exported for its test: the web app's translations). */
export function fragileReason(design: QrDesign, printCm: number | null): string {
  const print = printCm === null ? '' : ` or print at least ${printCm} cm wide`;
  const bg = parseHexColor(design.bgColor);
  const weakest = [
    design.fgColor,
    design.gradientColor,
    design.outerCornerColor,
    design.innerCornerColor,
  ]
    .map((c) => (c ? parseHexColor(c) : null))
    .filter((c) => c !== null)
    .reduce((min, c) => Math.min(min, bg ? contrastRatio(c, bg) : 21), 21);
  // The logo is the cause only while it is larger than the smallest size the sizing tries.
  if (design.logo && (design.logo.sizeRatio ?? DEFAULT_LOGO_SIZE_RATIO) > MIN_LOGO_SIZE_RATIO) {
    return `The logo covers too much for small prints: make it smaller${print}.`;
  }
  if (weakest < 7) {
    return `The colours are too close for a phone camera in small prints or dim light: use a darker foreground${print}.`;
  }
  if (design.gradientColor) {
    return `The gradient's lighter end is hard for phone cameras in small prints: use darker gradient colours${print}.`;
  }
  if (design.dotShape !== 'square' || design.cornerShape !== 'square') {
    return `Rounded shapes blur together in small prints: use square dots or corners${print}.`;
  }
  return `Small prints of this code may not scan: shorten the content${print}.`;
}

/** Why no scanner read a design back, with what to try (exported for its test). */
export function notScannableReason(
  design: QrDesign,
  decoders: Record<DecoderName, DecoderReport>,
): string {
  const failed = DECODERS.filter((d) => decoders[d].png === false || !decoders[d].svg);
  const names: Record<DecoderName, string> = { zxing: 'ZXing', jsqr: 'jsQR', zbar: 'ZBar' };
  const fixes: string[] = ['more contrast between the foreground and background colours'];
  if (design.logo) fixes.push('a smaller logo, or none');
  if (design.gradientColor) fixes.push('a single colour instead of the gradient');
  if (design.dotShape !== 'square') fixes.push('square dots');
  if (design.cornerShape !== 'square' || design.innerCornerShape !== 'square')
    fixes.push('square corners');
  return (
    `Scanners could not read this design back (${failed.map((d) => names[d]).join(', ')} failed), ` +
    `so it may not scan when printed. Try ${fixes.join(', ')}.`
  );
}
