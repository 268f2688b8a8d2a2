// Decoder-agnostic scan checks: contrast, light-on-dark, logo area against the ECL, print size.
export { contrastRatio, relativeLuminance } from './contrast.js';
export {
  MIN_DOTS_PER_MODULE,
  MIN_PRINT_SIZE_MM,
  SCAN_DISTANCE_RATIO,
  minPrintSizeMm,
  type PrintSizeInput,
} from './print-size.js';
export {
  LIGHT_ON_DARK_MESSAGE,
  MIN_CONTRAST,
  checkDesign,
  type CheckContext,
  type ScanWarning,
  type ScanWarningCode,
} from './check-design.js';
export { GATE_SVG_PX_PER_MODULE, ZXING_GATE_OPTIONS } from './gate-settings.js';
