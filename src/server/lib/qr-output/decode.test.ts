import { describe, expect, it } from 'vitest';
import { toOpaque } from './decode.js';

describe('toOpaque', () => {
  // Pixels: opaque red, transparent, half-transparent blue (straight and premultiplied).
  const straight = [255, 0, 0, 255, 10, 20, 30, 0, 0, 0, 200, 128];
  const premultiplied = [255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 100, 128];
  const expected = [255, 0, 0, 255, 255, 255, 255, 255, 127, 127, 227, 255];

  it('composites straight and premultiplied pixels onto white, opaque ones unchanged', () => {
    const a = toOpaque({ data: new Uint8Array(straight), width: 3, height: 1 });
    expect([...a.data]).toEqual(expected);
    const b = toOpaque({
      data: new Uint8Array(premultiplied),
      width: 3,
      height: 1,
      premultiplied: true,
    });
    expect([...b.data]).toEqual(expected);
  });

  it('gives the same pixels from data that does not start on a 4-byte boundary', () => {
    const buffer = new Uint8Array(straight.length + 1);
    buffer.set(straight, 1);
    const view = buffer.subarray(1);
    const out = toOpaque({ data: view, width: 3, height: 1 });
    expect([...out.data]).toEqual(expected);
  });
});
