// Shared by this folder's tests only.
import type { QrType } from '../../../../contracts/qr-content.js';
import type { ContentValue } from './content-value.js';

/** A filled-in form of each type: only the required fields, everything else left empty. */
export const MINIMAL_VALID: Record<QrType, ContentValue> = {
  url: { url: 'https://example.com' },
  contact: { firstName: 'Ann', phoneNumber: '+1 555 0100' },
  payment: { productName: 'Coffee', productPrice: '3.50', productDescription: 'A cup' },
  pdf: { pdfId: 'pdf_abc123', title: 'Menu' },
  social: { platform: 'instagram', url: 'https://instagram.com/ann' },
  images: { images: [{ imageId: 'img_abc123' }], title: 'Gallery' },
  ratings: { businessName: 'Cafe', platform: 'google', url: 'https://g.page/r/x/review' },
  email: { email: 'ann@example.com' },
  location: { address: '1 Main St' },
  events: { title: 'Launch', startDate: '2026-06-01T08:00:00.000Z', location: 'Hall A' },
  apps: { appName: 'Shark', platform: 'appstore', url: 'https://apps.apple.com/app/id1' },
  sms: { phoneNumber: '+15550100' },
  whatsapp: { phoneNumber: '+15550100' },
  text: { textContent: 'hello' },
  bitcoin: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
  wifi: { ssid: 'Home', password: 'correct horse' },
  phone: { phoneNumber: '+1 555 0100' },
};
