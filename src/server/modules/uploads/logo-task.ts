// The worker task behind logo uploads (the pool's task table, worker-tasks/tasks.ts, lists it):
// decoding an uploaded image and drawing the PNG we store run in the worker pool, whose time and
// memory limits bound an image bomb.
import type { SniffedType } from './file-type.js';
import { LogoRejectedError, logoToPng } from './logo-image.js';

export interface RasterLogoInput {
  bytes: Uint8Array;
  type: SniffedType;
}

export type RasterLogoResult =
  | { ok: true; png: Uint8Array; width: number; height: number }
  /** The image was refused; `message` is for the user. */
  | { ok: false; message: string };

/**
 * Decodes an uploaded logo and draws the PNG we store (logo-image.ts). A refusal is a result,
 * not an error, so its message crosses the thread intact.
 */
export async function rasterLogo(input: RasterLogoInput): Promise<RasterLogoResult> {
  try {
    const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
    const logo = await logoToPng(bytes, input.type);
    return { ok: true, png: new Uint8Array(logo.png), width: logo.width, height: logo.height };
  } catch (err) {
    if (err instanceof LogoRejectedError) return { ok: false, message: err.message };
    throw err;
  }
}
