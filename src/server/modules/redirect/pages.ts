import { renderMessagePage } from '../../lib/html-page.js';

/**
 * The pages a short link shows instead of redirecting. Static text plus the brand name, all
 * escaped by renderMessagePage; served with a CSP that allows nothing but inline styles.
 */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export type RedirectPageKind = 'paused' | 'not-found' | 'unsafe' | 'retired' | 'unavailable';

const TEXT: Record<RedirectPageKind, { heading: string; message: string }> = {
  paused: {
    heading: 'This QR code is paused',
    message: 'Its owner has paused this code for now. Please try again later.',
  },
  'not-found': {
    heading: 'QR code not found',
    message: 'This short link does not exist or has been deleted by its owner.',
  },
  retired: {
    heading: 'This code was removed',
    message:
      'The account or workspace that held this QR code was closed, so the code no longer leads anywhere.',
  },
  // An inactive white-label client's host: neutral, no brand and no link (who the client is
  // stays unsaid), as modules/white-label/tenancy.ts answers every other path there.
  unavailable: {
    heading: 'This site is not available',
    message: 'This site is not available at the moment.',
  },
  unsafe: {
    heading: 'This link cannot be opened',
    message:
      'The address stored for this QR code is not a valid web address, so we did not open it. Its owner can fix it by editing the destination.',
  },
};

export function renderRedirectPage(kind: RedirectPageKind, brandName: string): string {
  if (kind === 'unavailable') return renderMessagePage({ brandName: '', ...TEXT[kind] });
  return renderMessagePage({
    brandName,
    ...TEXT[kind],
    link: { href: '/', text: `Go to ${brandName}` },
  });
}
