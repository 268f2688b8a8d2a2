/** The brand a page is shown in: ours, or a white-label client's on the client's host. */
export interface Brand {
  name: string;
  /** The client's logo (an uploaded /logo/{id}), shown instead of our mark; null: our mark. */
  logoUrl: string | null;
  /** The client asked for no mention of us (no "Powered by", no links to our profiles). */
  removeBranding: boolean;
  /** True on a white-label client's host. */
  whiteLabel: boolean;
}

/** Our own product name. */
export const OWN_BRAND_NAME = 'QR Shark';
/** Id of the data block the server writes on a client's host (server: themed-html.ts). */
export const BRAND_DATA_ID = 'qrs-brand';
/** An uploaded logo's path, as contracts/white-label.ts's UPLOADED_IMAGE_PATH (no zod here). */
const LOGO_PATH = /^\/logo\/[A-Za-z0-9_-]{8,64}$/;

/**
 * The page's brand, read once before the first render from the JSON data block the server puts
 * into the HTML on a white-label client's host; ours anywhere else (and at build time, where
 * there is no document). Anything malformed in the block falls back to ours.
 */
export function readBrand(doc: Document | undefined = globalThis.document): Brand {
  const own: Brand = {
    name: OWN_BRAND_NAME,
    logoUrl: null,
    removeBranding: false,
    whiteLabel: false,
  };
  const text = doc?.getElementById(BRAND_DATA_ID)?.textContent;
  if (!text) return own;
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    if (typeof data.name !== 'string' || data.name.trim() === '') return own;
    return {
      name: data.name.trim(),
      logoUrl:
        typeof data.logoUrl === 'string' && LOGO_PATH.test(data.logoUrl) ? data.logoUrl : null,
      removeBranding: data.removeBranding === true,
      whiteLabel: true,
    };
  } catch {
    return own;
  }
}

export const BRAND: Brand = readBrand();

/** Product name shown in titles, the header and the footer: the host's brand. */
export const BRAND_NAME = BRAND.name;

/** The document title of every page that does not set its own (as the server's shell has it). */
export const DEFAULT_TITLE = BRAND.whiteLabel
  ? `${BRAND_NAME} - QR Code Generator`
  : `${BRAND_NAME} - Free QR Code Generator`;

/** The meta description of every page that does not set its own (index.html has the same). */
export const SITE_DESCRIPTION =
  'Create, style and download QR codes for free. Sign up to save codes and make dynamic codes you can edit after printing.';
