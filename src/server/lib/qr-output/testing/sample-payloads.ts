// Test-only: one representative payload per QR type, built by the product's own payload
// builders (src/qr/payload) from typical field values, with a fixed clock and event UID so
// every run encodes the same strings.
import {
  QR_TYPES,
  buildPayload,
  type PayloadFieldsByType,
  type QrType,
} from '../../../../qr/payload/index.js';

export { QR_TYPES };
export type SampleQrType = QrType;

const FIELDS: { [K in QrType]: PayloadFieldsByType[K] } = {
  url: { url: 'https://example.com/menu?table=12' },
  contact: {
    firstName: 'Jörg',
    lastName: 'Müller',
    phoneNumber: '+49 30 1234567',
    email: 'joerg@example.de',
    notes: 'Sales, north region; calls after 9',
  },
  payment: { productId: 'Xy12Ab9Q' },
  pdf: { pdfId: 'k3J9sLq2' },
  social: { url: 'https://www.instagram.com/qrshark' },
  images: { imageId: 'P0o9I8u7' },
  ratings: {
    url: 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
  },
  email: { email: 'hello@example.com', subject: 'Table for two', body: 'Café at 8?' },
  location: { address: '10 Downing St, London', name: 'Number 10' },
  events: {
    title: 'Summer party',
    startDate: '2026-07-04T18:00:00Z',
    endDate: '2026-07-04T23:00:00Z',
    location: 'Rooftop, Building 3',
    description: 'Bring a friend',
  },
  apps: { url: 'https://apps.apple.com/app/id1234567890' },
  sms: { phoneNumber: '+1 (555) 123-4567', message: 'See you at 8' },
  whatsapp: { phoneNumber: '+1 555 123 4567', message: 'Hi there!' },
  text: { textContent: 'Grüße aus Köln, 東京 and 🦈!' },
  bitcoin: {
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    amount: 0.0015,
    label: 'Shop',
    message: 'Order 42',
  },
  wifi: { ssid: 'Cafe;Guest', password: 'pa:ss,word', encryption: 'WPA', hidden: false },
  phone: { phoneNumber: '+44 20 7946 0958' },
};

const OPTIONS = {
  publicUrl: 'https://qr.example.com',
  now: new Date('2026-06-01T12:00:00Z'),
  uid: '20260704T180000Z-42@qr.example.com',
};

export const SAMPLE_PAYLOADS = Object.fromEntries(
  QR_TYPES.map((type) => [type, buildPayload(type, FIELDS[type] as never, OPTIONS)]),
) as Record<QrType, string>;
