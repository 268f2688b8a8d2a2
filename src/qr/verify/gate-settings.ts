// How the scan gate's decoders are set, wherever they run (the server's worker pool, the bulk
// page's Web Workers): as plain phone scanners are, never inverting colours.

/** ZXing-C++ reader options (zxing-wasm ReaderOptions): QR only, thorough, one code expected. */
export const ZXING_GATE_OPTIONS = {
  formats: ['QRCode'],
  tryHarder: true,
  tryInvert: false,
  maxNumberOfSymbols: 4,
} as const satisfies {
  formats: readonly string[];
  tryHarder: boolean;
  tryInvert: boolean;
  maxNumberOfSymbols: number;
};

/**
 * Pixels per module at which the gate reads the returned SVG ("about 4"): 4.25 rather than 4 so
 * module edges fall between pixels as in a photo.
 */
export const GATE_SVG_PX_PER_MODULE = 4.25;
