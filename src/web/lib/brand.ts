/** Product name shown in titles, the header and the footer (white-label branding comes later). */
export const BRAND_NAME = 'QR Shark';

/** The document title of every page that does not set its own. */
export const DEFAULT_TITLE = `${BRAND_NAME} - Free QR Code Generator`;

/** The brand's social profiles linked from the footer (spec 001 §2); change them per deployment. */
export const SOCIAL_PROFILES = {
  facebook: 'https://www.facebook.com/qrshark',
  instagram: 'https://www.instagram.com/qrshark',
  linkedin: 'https://www.linkedin.com/company/qrshark',
  x: 'https://x.com/qrshark',
  pinterest: 'https://www.pinterest.com/qrshark',
  youtube: 'https://www.youtube.com/@qrshark',
  tiktok: 'https://www.tiktok.com/@qrshark',
} as const;

/** The meta description of every page that does not set its own (index.html has the same). */
export const SITE_DESCRIPTION =
  'Create, style and download QR codes for free. Sign up to save codes and make dynamic codes you can edit after printing.';
