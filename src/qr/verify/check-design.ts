// Plain-language scan warnings for a design, each with the fix. Pure: the server adds the real
// decode (checkCode: three non-inverting decoders and the camera pass) on top.

// Imports name the render modules directly: render/index.ts also re-exports the frame-text
// outliner, whose font parser (opentype.js) must not ride along into every bundle that runs
// the scan check (the web preview among them).
import { parseHexColor } from '../render/color.js';
import { DEFAULT_LOGO_SIZE_RATIO, type QrDesign } from '../render/design.js';
import { ECL_RECOVERY, maxLogoSizeRatio } from '../render/logo.js';
import type { QrEcl } from '../render/matrix-like.js';
import { contrastRatio, relativeLuminance } from './contrast.js';
import {
  MIN_PRINT_SIZE_MM,
  minPrintSizeMm,
  symbolSize,
  MIN_DOTS_PER_MODULE,
} from './print-size.js';

export type ScanWarningCode =
  | 'invalid-color'
  | 'low-contrast'
  | 'light-on-dark'
  | 'logo-too-large'
  | 'logo-needs-ecl-h'
  | 'print-too-small'
  | 'modules-too-small'
  | 'frame-text-contrast';

export interface ScanWarning {
  code: ScanWarningCode;
  severity: 'error' | 'warning';
  /** What is wrong and how to fix it, for the person designing the code. */
  message: string;
}

export interface CheckContext {
  /** Symbol version 1-40. */
  version: number;
  ecl: QrEcl;
  /** Printed width of the code with its quiet zone, millimetres. */
  printSizeMm?: number;
  /** Printer resolution; default 300 dpi. */
  dpi?: number;
}

/** The one message for a light-on-dark code: API warning, scan verdict, web and downloads. */
export const LIGHT_ON_DARK_MESSAGE =
  'Light on dark: scans on recent iPhone and Android camera apps, not on many scanner apps. ' +
  'Swap the colours (dark on light) for a code every scanner reads.';

/** Scanners need at least this contrast between background and every foreground colour. */
export const MIN_CONTRAST = 4;

export function checkDesign(design: QrDesign, context: CheckContext): ScanWarning[] {
  const warnings: ScanWarning[] = [];
  const size = symbolSize(context.version);
  const bg = parseHexColor(design.bgColor);
  if (!bg) {
    warnings.push(invalidColor('Background colour', design.bgColor));
  }

  const foregrounds: Array<[string, string | undefined]> = [
    ['Foreground colour', design.fgColor],
    ['Second (gradient) colour', design.gradientColor],
    ['Outer corner colour', design.outerCornerColor],
    ['Inner corner colour', design.innerCornerColor],
  ];
  let inverted = false;
  for (const [label, value] of foregrounds) {
    if (!value) continue;
    const fg = parseHexColor(value);
    if (!fg) {
      warnings.push(invalidColor(label, value));
      continue;
    }
    if (!bg) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < MIN_CONTRAST) {
      warnings.push({
        code: 'low-contrast',
        severity: 'error',
        message:
          `${label} ${value} has too little contrast with the background ${design.bgColor} ` +
          `(${ratio.toFixed(1)}:1; scanners need at least ${MIN_CONTRAST}:1). ` +
          'Use a darker foreground or a lighter background.',
      });
    }
    if (relativeLuminance(fg) > relativeLuminance(bg)) inverted = true;
  }
  if (inverted) {
    warnings.push({
      code: 'light-on-dark',
      severity: 'warning',
      // Same words as the server's verdict once the decoders (with and without inversion)
      // have read it (server/lib/qr-output/scan-check.ts).
      message: LIGHT_ON_DARK_MESSAGE,
    });
  }

  if (design.logo) {
    // Judge the size the renderer will draw (layoutLogo): an explicit sizeRatio is the user's
    // choice and is shrunk to the limit, so a larger one is reported; without one the default
    // is silently fitted to the symbol, which is not the user's mistake, unless the symbol has
    // no room for a logo at all.
    const max = maxLogoSizeRatio(context.ecl, size, design.logo.aspect ?? 1);
    const explicit = design.logo.sizeRatio;
    const requested =
      explicit !== undefined && explicit > 0 ? explicit : Math.min(DEFAULT_LOGO_SIZE_RATIO, max);
    const share = Math.round(ECL_RECOVERY[context.ecl] * 100);
    const fix = context.ecl === 'H' ? '' : ' or error correction H';
    if (max <= 0) {
      warnings.push({
        code: 'logo-too-large',
        severity: 'error',
        message:
          `This code has no room for a logo: error correction ${context.ecl} (${share} %) ` +
          `cannot recover any hidden modules, so it will be drawn without the logo. Shorten ` +
          `the content${fix}.`,
      });
    } else if (requested > max + 1e-9) {
      warnings.push({
        code: 'logo-too-large',
        severity: 'error',
        message:
          `The logo is too large: at ${Math.round(requested * 100)} % of the code's width it ` +
          `hides more than error correction ${context.ecl} (${share} %) can safely recover. ` +
          `It will be drawn at ${Math.round(max * 100)} % of the width; use a smaller logo` +
          `${fix}.`,
      });
    }
    if (context.ecl !== 'H') {
      warnings.push({
        code: 'logo-needs-ecl-h',
        severity: 'warning',
        message:
          `A logo hides part of the code; with error correction ${context.ecl} only a small ` +
          'logo fits. Use error correction H (30 %) for codes with a logo.',
      });
    }
  }

  if (context.printSizeMm !== undefined) {
    const dpi = context.dpi ?? 300;
    const minimum = minPrintSizeMm({ size, dpi });
    if (context.printSizeMm < MIN_PRINT_SIZE_MM) {
      warnings.push({
        code: 'print-too-small',
        severity: 'error',
        message:
          `A printed code must be at least ${MIN_PRINT_SIZE_MM / 10} x ${MIN_PRINT_SIZE_MM / 10} cm ` +
          `including its quiet zone; ${context.printSizeMm} mm is too small. ` +
          `Print it at ${Math.ceil(minimum)} mm or larger.`,
      });
    } else if (context.printSizeMm < minimum) {
      const dots = ((context.printSizeMm / (size + 8)) * dpi) / 25.4;
      warnings.push({
        code: 'modules-too-small',
        severity: 'error',
        message:
          `At ${context.printSizeMm} mm each module gets only ${dots.toFixed(1)} printer dots at ` +
          `${dpi} dpi (at least ${MIN_DOTS_PER_MODULE} are needed). Print it at ` +
          `${Math.ceil(minimum)} mm or larger, or shorten the content for a smaller code.`,
      });
    }
  }

  if (design.frame.enabled) {
    const frame = parseHexColor(design.frame.color);
    const text = parseHexColor(design.frame.textColor);
    if (!frame) warnings.push(invalidColor('Frame colour', design.frame.color));
    if (!text) warnings.push(invalidColor('Frame text colour', design.frame.textColor));
    if (frame && text && contrastRatio(frame, text) < 3) {
      warnings.push({
        code: 'frame-text-contrast',
        severity: 'warning',
        message:
          'The frame text is hard to read on the frame colour. Pick a text colour that ' +
          'stands out more from the frame.',
      });
    }
  }
  return warnings;
}

function invalidColor(label: string, value: string): ScanWarning {
  return {
    code: 'invalid-color',
    severity: 'error',
    message: `${label} "${value}" is not a colour. Use a hex colour such as #1A2B3C.`,
  };
}
