/** Appends big-endian bit fields to a zero-filled byte array (the data codewords). */
export class BitWriter {
  /** Bits written so far. */
  length = 0;

  constructor(readonly bytes: Uint8Array) {}

  /** Appends the low `bits` bits of `value` (bits <= 24), most significant first. */
  put(value: number, bits: number): void {
    for (let i = bits - 1; i >= 0; i--) {
      if ((value >>> i) & 1) this.bytes[this.length >> 3]! |= 0x80 >>> (this.length & 7);
      this.length++;
    }
  }
}
