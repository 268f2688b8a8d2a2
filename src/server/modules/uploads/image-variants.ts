import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { FileStorage, TempFile } from '../../lib/storage.js';
import { IMAGE_LIMITS } from './image-header.js';

// Responsive sizes of uploaded images (issue 25, "image: the image gallery, responsive sizes"):
// at upload time each image gets WebP copies at the widths below that are narrower than the
// original, and a small manifest naming them, stored beside the original as
// uploads/image/<id>-w<width> and uploads/image/<id>-sizes. Pages serve them with srcset/sizes,
// so a phone downloads a 480 or 960 px copy instead of a 4,000 px photo.

/** Widths (px) of the resized copies: phone, phone at 2x or tablet, desktop at 2x. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** WebP quality of the copies: visually lossless for photos at a fraction of the bytes. */
const WEBP_QUALITY = 80;

/** The stored manifest: the original's size and each copy's size (pixels). */
export interface ImageSizes {
  width: number;
  height: number;
  variants: { width: number; height: number }[];
}

/** The storage id of the copy of upload `id` at `width` (matches UPLOAD_ID_PATTERN). */
export function variantStorageId(id: string, width: number): string {
  return `${id}-w${width}`;
}

function manifestStorageId(id: string): string {
  return `${id}-sizes`;
}

// libvips runs on its own threads (never the JS thread); one at a time per image keeps the
// two-core server responsive, and no decoded-image cache is kept between uploads.
sharp.concurrency(1);
sharp.cache(false);

export interface ResizedImage {
  sizes: ImageSizes;
  /** WebP bytes per copy, in the order of sizes.variants. */
  copies: Buffer[];
}

/**
 * The copies of a raster image (PNG, JPEG, GIF, WebP; an animated one by its first frame),
 * turned upright by its EXIF orientation. Throws when libvips cannot decode it. Runs in
 * libvips' thread pool: the awaiting request thread stays free.
 */
export async function resizeImage(bytes: Buffer): Promise<ResizedImage> {
  const source = () =>
    sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error', autoOrient: true });
  // Decodes the whole image once, so a truncated or corrupt file fails here, not on a page.
  await source().stats();
  const upright = (await source().metadata()).autoOrient;
  const sizes: ImageSizes = { width: upright.width, height: upright.height, variants: [] };
  const copies: Buffer[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    if (width >= upright.width) break;
    const copy = await source()
      .resize({ width })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    sizes.variants.push({ width: copy.info.width, height: copy.info.height });
    copies.push(copy.data);
  }
  return { sizes, copies };
}

/**
 * Writes the copies and the manifest of upload `id` to temp files, ready to commit with
 * commitImageVariants. On failure nothing is left (the temps written so far are removed).
 */
export async function writeImageVariants(
  storage: FileStorage,
  resized: ResizedImage,
): Promise<TempFile[]> {
  const temps: TempFile[] = [];
  try {
    for (const copy of resized.copies) temps.push(await storage.writeTemp(copy));
    temps.push(await storage.writeTemp(Buffer.from(JSON.stringify(resized.sizes))));
    return temps;
  } catch (err) {
    await Promise.all(temps.map((temp) => storage.discardTemp(temp)));
    throw err;
  }
}

/** Moves the temps of writeImageVariants into place for upload `id` (manifest last). */
export async function commitImageVariants(
  storage: FileStorage,
  id: string,
  resized: ResizedImage,
  temps: TempFile[],
): Promise<void> {
  const manifest = temps.at(-1);
  if (manifest === undefined || temps.length !== resized.sizes.variants.length + 1) {
    throw new Error(
      `commitImageVariants: ${temps.length} temps for ${resized.sizes.variants.length} copies`,
    );
  }
  for (const [i, variant] of resized.sizes.variants.entries()) {
    await storage.commit(temps[i]!, 'image', variantStorageId(id, variant.width));
  }
  await storage.commit(manifest, 'image', manifestStorageId(id));
}

/** Removes the copies and manifest of upload `id` (missing files are fine). */
export async function deleteImageVariants(storage: FileStorage, id: string): Promise<void> {
  await Promise.all([
    ...IMAGE_VARIANT_WIDTHS.map((width) => storage.delete('image', variantStorageId(id, width))),
    storage.delete('image', manifestStorageId(id)),
  ]);
}

/**
 * The manifest of upload `id`, or null (an image uploaded before copies were made, or an
 * unknown id). Synchronous on purpose: hosted pages are rendered once per loaded code and
 * cached, and this is one small file read at that moment.
 */
export function readImageSizes(storage: FileStorage, id: string): ImageSizes | null {
  try {
    const parsed = JSON.parse(
      readFileSync(storage.pathFor('image', manifestStorageId(id)), 'utf8'),
    ) as ImageSizes;
    return Array.isArray(parsed.variants) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether `width` is one of the copy widths (for the public route's parameter). */
export function isVariantWidth(width: number): boolean {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);
}

/**
 * The <img> attributes of an uploaded image for `sizes` (the CSS width it is shown at):
 * src, and srcset/sizes plus width/height when copies exist. `sizes` is ours (a constant);
 * the id is percent-encoded, so every value is HTML-safe as built.
 */
export function responsiveImageAttributes(
  id: string,
  imageSizes: ImageSizes | null,
  sizes: string,
): string {
  const path = `/images/${encodeURIComponent(id)}`;
  const raw = `${path}/raw`;
  if (!imageSizes) return `src="${raw}"`;
  const dimensions = `width="${imageSizes.width}" height="${imageSizes.height}"`;
  const largest = imageSizes.variants.at(-1);
  // Browsers without srcset get the middle copy (960 px) when there is one.
  const middle = imageSizes.variants[1] ?? largest;
  if (largest === undefined || middle === undefined) return `src="${raw}" ${dimensions}`;
  const candidates = imageSizes.variants.map((v) => `${path}/w/${v.width} ${v.width}w`);
  // Below the largest copy's width the original adds nothing a copy lacks; above it, it is the
  // sharpest candidate for wide screens.
  if (imageSizes.width > largest.width && imageSizes.width <= IMAGE_LIMITS.maxSide) {
    candidates.push(`${raw} ${imageSizes.width}w`);
  }
  const fallback = `${path}/w/${middle.width}`;
  return `src="${fallback}" srcset="${candidates.join(', ')}" sizes="${sizes}" ${dimensions}`;
}
