import type { Ecl } from './types.js';

/**
 * Thrown when the data does not fit in any allowed version. `capacityBytes` is the byte-mode
 * capacity of the largest allowed version (40 unless `maxVersion` says otherwise) at `ecl`, the
 * most generous level that was tried (the requested one, or L when `fit` lowered it).
 */
export class QrCapacityError extends Error {
  readonly code = 'QR_DATA_TOO_LONG';
  readonly capacityBytes: number;
  readonly ecl: Ecl;

  constructor(capacityBytes: number, ecl: Ecl) {
    super(
      `The amount of data is too big to be stored in a QR Code (at most ${capacityBytes} bytes at ECL ${ecl})`,
    );
    this.name = 'QrCapacityError';
    this.capacityBytes = capacityBytes;
    this.ecl = ecl;
  }
}
