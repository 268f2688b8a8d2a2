// The camera pass: a copy of the returned image degraded as a phone camera sees a small print
// (few pixels per module, lens blur, sensor noise, a slightly tilted page), read by the same
// three non-inverting decoders as the gate. Deterministic: every random choice comes from a
// seeded PRNG, so the same image and seed always give the same copy and the same verdict
// (a grade never flickers between two requests for the same design).

import {
  decodeOpaque,
  toOpaque,
  type DecodeResult,
  type DecoderName,
  type OpaqueImage,
} from './decode.js';
import { releaseRenders, svgToRgba } from './png.js';

/**
 * Pixels per module of the drawing the camera copy is made from: the SVG, not the returned PNG,
 * so the grade is a property of the design (what gets printed), whatever PNG size was asked for.
 * Well above the copy's 3 px per module and not a multiple of 8 (see SCAN_CHECK_PX_PER_MODULE).
 */
export const CAMERA_SOURCE_PX_PER_MODULE = 10.5;

/** How the copy is degraded. The defaults are the pass the grade is based on. */
export interface CameraOptions {
  /** Pixels per module of the copy (quiet zone and frame included); default 3. */
  pxPerModule?: number;
  /** Gaussian blur sigma in pixels of the copy; default 0.7. */
  blurSigma?: number;
  /** Gaussian sensor noise, standard deviation in 8-bit grey levels; default 6. */
  noiseSigma?: number;
  /** Each image corner moves by 2 %–`perspective` of the width, in a random direction; default 0.05. */
  perspective?: number;
  /** PRNG seed; default 1. */
  seed?: number;
}

export const CAMERA_DEFAULTS: Required<CameraOptions> = Object.freeze({
  pxPerModule: 3,
  blurSigma: 0.7,
  noiseSigma: 6,
  perspective: 0.05,
  seed: 1,
});

/** Grey pixels, one byte each, row-major. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; returns floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Degrades opaque RGBA pixels (`widthModules` modules wide, frame included) into a grey copy:
 * area-average downscale to `pxPerModule`, perspective warp (bilinear), Gaussian blur, noise.
 * Areas the tilted page no longer covers are white (the table under the print).
 */
export function degrade(
  rgba: { data: Uint8ClampedArray | Uint8Array; width: number; height: number },
  widthModules: number,
  options: CameraOptions = {},
): GreyImage {
  const pxPerModule = options.pxPerModule ?? CAMERA_DEFAULTS.pxPerModule;
  return degradeDownscaled(downscaleForCamera(rgba, widthModules, pxPerModule), options);
}

/**
 * The first step of degrade(): the luma of `rgba` area-averaged to `pxPerModule`. It takes no
 * random numbers, so every copy of a pass (each its own seed) starts from the same result:
 * cameraPassOfSvg computes it once per pass, not once per copy.
 */
function downscaleForCamera(
  rgba: { data: Uint8ClampedArray | Uint8Array; width: number; height: number },
  widthModules: number,
  pxPerModule: number,
): FloatImage {
  const scale = (widthModules * pxPerModule) / rgba.width;
  return areaDownscale(
    luma(rgba),
    Math.max(8, Math.round(rgba.width * scale)),
    Math.max(8, Math.round(rgba.height * scale)),
  );
}

/** The rest of degrade(), from downscaleForCamera's result (which it leaves unchanged). */
function degradeDownscaled(small: FloatImage, options: CameraOptions): GreyImage {
  const o = { ...CAMERA_DEFAULTS, ...options };
  const random = seededRandom(o.seed);
  const warped = perspectiveWarp(small, o.perspective, random);
  const blurred = gaussianBlur(warped, o.blurSigma);
  if (o.noiseSigma > 0) addNoise(blurred, o.noiseSigma, random);
  return blurred;
}

/**
 * Reads a degraded copy with the three decoders (no inversion). zbar gets the grey copy itself:
 * the Rec. 601 luma of grey RGBA is that grey, so it reads the same pixels as before.
 */
export async function decodeCameraCopy(copy: GreyImage): Promise<DecodeResult> {
  const rgba = new Uint8ClampedArray(copy.width * copy.height * 4);
  for (let i = 0, j = 0; i < copy.data.length; i++, j += 4) {
    rgba[j] = rgba[j + 1] = rgba[j + 2] = copy.data[i]!;
    rgba[j + 3] = 255;
  }
  return decodeOpaque(rgba, copy.width, copy.height, copy.data);
}

/** Which decoders read the degraded copy exactly. */
export async function cameraPass(
  rgba: { data: Uint8ClampedArray | Uint8Array; width: number; height: number },
  widthModules: number,
  expectedText: string,
  options: CameraOptions = {},
): Promise<Record<DecoderName, boolean>> {
  return exactReads(await decodeCameraCopy(degrade(rgba, widthModules, options)), expectedText);
}

function exactReads(result: DecodeResult, expectedText: string): Record<DecoderName, boolean> {
  return {
    zxing: result.zxing.length === 1 && result.zxing[0] === expectedText,
    jsqr: result.jsqr === expectedText,
    zbar: result.zbar.length === 1 && result.zbar[0] === expectedText,
  };
}

/** Copies per camera pass, each with its own seed (so its own tilt and noise). */
export const CAMERA_COPIES = 8;
/** A decoder passes the camera pass when it reads at least this many of the copies. */
export const CAMERA_MIN_READS = 6;

export interface CameraVerdict {
  /** Copies each decoder read exactly, out of `copies`. */
  reads: Record<DecoderName, number>;
  copies: number;
  /** reads >= CAMERA_MIN_READS (scaled to `copies`). */
  passed: Record<DecoderName, boolean>;
}

/**
 * The camera pass of an SVG document `widthModules` modules wide (its viewBox width): `copies`
 * degraded copies (seeds seed*1000+1 … seed*1000+copies) read by the three decoders. A single
 * copy is a coin toss near the limit (one tilt reads, the next doesn't); several copies and a
 * majority make the verdict stable from one logo size to the next. `source` is
 * cameraSource(svg, widthModules), rendered here unless the caller already has it.
 */
export async function cameraPassOfSvg(
  svg: string,
  widthModules: number,
  expectedText: string,
  options: CameraOptions & { copies?: number } = {},
  source: OpaqueImage = cameraSource(svg, widthModules),
): Promise<CameraVerdict> {
  const copies = options.copies ?? CAMERA_COPIES;
  const base = (options.seed ?? CAMERA_DEFAULTS.seed) * 1000;
  const reads: Record<DecoderName, number> = { zxing: 0, jsqr: 0, zbar: 0 };
  const small = downscaleForCamera(
    source,
    widthModules,
    options.pxPerModule ?? CAMERA_DEFAULTS.pxPerModule,
  );
  for (let i = 1; i <= copies; i++) {
    await releaseRenders();
    const copy = degradeDownscaled(small, { ...options, seed: base + i });
    const read = exactReads(await decodeCameraCopy(copy), expectedText);
    for (const d of Object.keys(reads) as DecoderName[]) if (read[d]) reads[d]++;
  }
  const need = Math.ceil((CAMERA_MIN_READS / CAMERA_COPIES) * copies);
  return {
    reads,
    copies,
    passed: { zxing: reads.zxing >= need, jsqr: reads.jsqr >= need, zbar: reads.zbar >= need },
  };
}

/**
 * The drawing camera copies are made from: `svg` at CAMERA_SOURCE_PX_PER_MODULE. Render it once
 * and pass it to every cameraPassOfSvg of the same SVG (at a version-40 code it is 15 MB).
 */
export function cameraSource(svg: string, widthModules: number): OpaqueImage {
  return toOpaque(svgToRgba(svg, Math.round(widthModules * CAMERA_SOURCE_PX_PER_MODULE)));
}

/** Rec. 601 luma of opaque RGBA. */
function luma(rgba: {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}): FloatImage {
  const { data } = rgba;
  const out = new Float32Array(rgba.width * rgba.height);
  for (let i = 0, j = 0; j < out.length; i += 4, j++) {
    out[j] = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  }
  return { data: out, width: rgba.width, height: rgba.height };
}

interface FloatImage {
  data: Float32Array;
  width: number;
  height: number;
}

/** Exact area averaging (each source pixel contributes by the share of it a target pixel covers). */
function areaDownscale(image: FloatImage, width: number, height: number): FloatImage {
  const { data: src, width: sw, height: sh } = image;
  const fx = sw / width;
  const fy = sh / height;
  // Separable: first columns, then rows.
  const tmp = new Float32Array(width * sh);
  for (let x = 0; x < width; x++) {
    const x0 = x * fx;
    const x1 = x0 + fx;
    for (let y = 0; y < sh; y++) {
      let sum = 0;
      for (let sx = Math.floor(x0); sx < Math.min(sw, Math.ceil(x1)); sx++) {
        const w = Math.min(x1, sx + 1) - Math.max(x0, sx);
        sum += w * src[y * sw + sx]!;
      }
      tmp[y * width + x] = sum / fx;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = y * fy;
    const y1 = y0 + fy;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let sy = Math.floor(y0); sy < Math.min(sh, Math.ceil(y1)); sy++) {
        const w = Math.min(y1, sy + 1) - Math.max(y0, sy);
        sum += w * tmp[sy * width + x]!;
      }
      out[y * width + x] = sum / fy;
    }
  }
  return { data: out, width, height };
}

/**
 * Warps by the homography that maps the image's corners to corners each moved by 2 %–`amount`
 * of the width (random direction), onto a canvas with a small white margin, bilinear sampling.
 */
function perspectiveWarp(src: FloatImage, amount: number, random: () => number): FloatImage {
  const { width: w, height: h } = src;
  const margin = Math.ceil(Math.max(w, h) * amount) + 2;
  const W = w + 2 * margin;
  const H = h + 2 * margin;
  const corners: Array<[number, number]> = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const moved = corners.map(([x, y]) => {
    const dist = (0.02 + random() * Math.max(0, amount - 0.02)) * w;
    const angle = random() * 2 * Math.PI;
    return [x + margin + dist * Math.cos(angle), y + margin + dist * Math.sin(angle)] as [
      number,
      number,
    ];
  });
  // Inverse mapping: destination → source.
  const m = homography(moved, corners);
  const out = new Float32Array(W * H).fill(255);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const d = m[6]! * px + m[7]! * py + 1;
      const sx = (m[0]! * px + m[1]! * py + m[2]!) / d - 0.5;
      const sy = (m[3]! * px + m[4]! * py + m[5]!) / d - 0.5;
      if (sx < -0.5 || sy < -0.5 || sx > w - 0.5 || sy > h - 0.5) continue;
      const x0 = Math.max(0, Math.min(w - 1, Math.floor(sx)));
      const y0 = Math.max(0, Math.min(h - 1, Math.floor(sy)));
      const x1 = Math.min(w - 1, x0 + 1);
      const y1 = Math.min(h - 1, y0 + 1);
      const ax = Math.max(0, Math.min(1, sx - x0));
      const ay = Math.max(0, Math.min(1, sy - y0));
      const top = src.data[y0 * w + x0]! * (1 - ax) + src.data[y0 * w + x1]! * ax;
      const bottom = src.data[y1 * w + x0]! * (1 - ax) + src.data[y1 * w + x1]! * ax;
      out[y * W + x] = top * (1 - ay) + bottom * ay;
    }
  }
  return { data: out, width: W, height: H };
}

/** The 3x3 homography (h33 = 1, as 8 numbers) mapping the four `from` points onto `to`. */
function homography(from: Array<[number, number]>, to: Array<[number, number]>): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss-Jordan with partial pivoting on the 8x9 augmented matrix.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}

/** Separable Gaussian blur, kernel radius 3 sigma, edges clamped; returns 8-bit grey. */
function gaussianBlur(src: FloatImage, sigma: number): GreyImage {
  if (!(sigma > 0))
    return { data: Uint8Array.from(src.data, clamp), width: src.width, height: src.height };
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const kernel: number[] = [];
  let total = 0;
  for (let i = -radius; i <= radius; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel.push(v);
    total += v;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i]! /= total;
  const { width: w, height: h } = src;
  const tmp = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const sx = Math.max(0, Math.min(w - 1, x + k));
        sum += kernel[k + radius]! * src.data[y * w + sx]!;
      }
      tmp[y * w + x] = sum;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const sy = Math.max(0, Math.min(h - 1, y + k));
        sum += kernel[k + radius]! * tmp[sy * w + x]!;
      }
      out[y * w + x] = Math.max(0, Math.min(255, Math.round(sum)));
    }
  }
  return { data: out, width: w, height: h };
}

/** Adds Gaussian noise (Box-Muller from `random`) in place. */
function addNoise(image: GreyImage, sigma: number, random: () => number): void {
  const { data } = image;
  for (let i = 0; i < data.length; i += 2) {
    const u = Math.max(1e-12, random());
    const v = random();
    const r = Math.sqrt(-2 * Math.log(u)) * sigma;
    data[i] = clamp(data[i]! + r * Math.cos(2 * Math.PI * v));
    if (i + 1 < data.length) data[i + 1] = clamp(data[i + 1]! + r * Math.sin(2 * Math.PI * v));
  }
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}
