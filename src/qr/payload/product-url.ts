import { isPresent } from './content-lines.js';
import { percentEncode } from './escape.js';
import { PayloadError } from './payload-error.js';

/** Fields the payment payload needs: the id of the saved payment product. */
export interface PaymentFields {
  productId?: string | null;
}

/** Fields the pdf payload needs: the id of the uploaded PDF. */
export interface PdfFields {
  pdfId: string;
}

/**
 * Fields the images payload needs: the uploaded image, as a gallery's first image or as the
 * single imageId of codes from before galleries. A static code encodes one image's page.
 */
export interface ImagesFields {
  images?: readonly { imageId: string }[];
  imageId?: string;
}

/** The image a static images code encodes: the gallery's first, else the legacy imageId. */
export function imagesPayloadId(fields: ImagesFields): string | undefined {
  return fields.images?.[0]?.imageId ?? fields.imageId;
}

/**
 * The address of one of our own public pages (spec 000 §2): `<publicUrl>/payment?id=<id>`,
 * `<publicUrl>/pdf/<id>` or `<publicUrl>/images/<id>`. `publicUrl` is the absolute http(s)
 * base the instance is reached at (trailing slashes ignored); the id is percent-encoded.
 * Throws PayloadError for a missing id or a base that is not an http(s) URL.
 */
export function buildProductUrl(
  kind: 'payment' | 'pdf' | 'images',
  id: string | null | undefined,
  publicUrl: string,
): string {
  if (!isPresent(id)) throw new PayloadError(`A ${kind} code needs the id of its saved item`);
  const base = publicUrl.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(base)) {
    throw new PayloadError(
      `Public URL must be an absolute http(s) URL: ${JSON.stringify(publicUrl)}`,
    );
  }
  const encodedId = percentEncode(id.trim());
  return kind === 'payment' ? `${base}/payment?id=${encodedId}` : `${base}/${kind}/${encodedId}`;
}
