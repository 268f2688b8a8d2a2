import { AppError } from '../../lib/errors.js';
import type { SniffedType } from './file-type.js';
import {
  ImageTooLargeError,
  imageTooLargeMessage,
  inspectRasterImage,
  MalformedImageError,
  malformedImageMessage,
} from './image-header.js';
import { checkSvg, SvgRejectedError } from './svg-budget.js';

/**
 * The content checks every upload passes after its type is sniffed and before anything decodes
 * it: rasters are walked whole as the type they claim and their declared size bounded
 * (image-header.ts), SVGs are parsed and budgeted (svg-budget.ts). Returns the bytes to use
 * from here on: the file itself, or for an SVG the document re-serialised from what the parser
 * saw. Throws AppError 413 IMAGE_TOO_LARGE (dimensions, SVG size or node budget) or 415
 * UNSUPPORTED_FILE_TYPE (malformed, forbidden SVG content), with the message on `field`.
 * Linear in the file size and allocation-free for rasters: safe on the request thread.
 */
export function checkUploadContent(bytes: Buffer, type: SniffedType, field: string): Buffer {
  const refuse = (status: 413 | 415, code: string, message: string): never => {
    throw new AppError(status, code, message, { [field]: message });
  };
  try {
    if (type === 'image/svg+xml') return Buffer.from(checkSvg(bytes).svg, 'utf8');
    if (type !== 'application/pdf') inspectRasterImage(bytes, type);
    return bytes;
  } catch (err) {
    if (err instanceof ImageTooLargeError) {
      return refuse(413, 'IMAGE_TOO_LARGE', imageTooLargeMessage(err));
    }
    if (err instanceof MalformedImageError) {
      return refuse(415, 'UNSUPPORTED_FILE_TYPE', malformedImageMessage(err));
    }
    if (err instanceof SvgRejectedError) {
      return err.reason === 'budget'
        ? refuse(413, 'IMAGE_TOO_LARGE', err.message)
        : refuse(415, 'UNSUPPORTED_FILE_TYPE', err.message);
    }
    throw err;
  }
}
