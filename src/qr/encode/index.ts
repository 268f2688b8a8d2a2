// Public API of the QR encoder (ISO/IEC 18004 model 2).
export type { Ecl, EncodeOptions, QrMatrix, QrSegment } from './types.js';
export { encodeQr, encodeSegments } from './encode-qr.js';
export { splitSegments } from './split-segments.js';
export { QrCapacityError } from './capacity-error.js';
