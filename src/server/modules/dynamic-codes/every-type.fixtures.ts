// Test-only: valid content of every QR type for dynamic codes (issue 25), with special
// characters, non-ASCII names and long lines where the hosted pages and files must cope.
import type { QrType } from '../../../qr/index.js';

/** Upload ids the pdf and images contents need (uploaded by the test first). */
export interface UploadIds {
  pdfId: string;
  imageId: string;
}

export function everyTypeContent(ids: UploadIds): Record<QrType, Record<string, unknown>> {
  return {
    url: { url: 'https://example.com/menu' },
    contact: {
      firstName: 'Zoë',
      lastName: 'Müller-Łukasiewicz, Jr.',
      phoneNumber: '+49 30 1234567',
      email: 'zoe@example.de',
      organization: 'Café; Bäckerei & Co',
      url: 'https://example.de/team/zoe',
      address: 'Friedrichstraße 43, 10117 Berlin; "Hof" 2',
      photoId: ids.imageId,
      notes: `Line one, with comma; and semicolon\\backslash\nLine two: ${'long text '.repeat(12)}東京`,
    },
    payment: { productName: 'Espresso', productPrice: 3.5, productDescription: 'Double shot' },
    pdf: { pdfId: ids.pdfId, title: 'Autumn menu', description: 'Served 12-3 pm' },
    social: { platform: 'instagram', url: 'https://www.instagram.com/qrshark' },
    images: { imageId: ids.imageId, title: 'Our terrace', description: 'Open in summer' },
    ratings: {
      businessName: 'Café Zoë',
      platform: 'google',
      url: 'https://g.page/r/example/review',
    },
    email: { email: 'hello@example.com', subject: 'Table for two', body: 'Café at 8?' },
    location: { address: '10 Downing St, London', name: 'Number 10' },
    events: {
      title: 'Summer party, rooftop; all welcome',
      startDate: '2026-07-04T18:00:00.000Z',
      endDate: '2026-07-04T23:00:00.000Z',
      location: 'Rooftop, Building 3',
      timeZone: 'Europe/Berlin',
      description: `Bring a friend. ${'Long description '.repeat(8)}Grüße`,
    },
    apps: { appName: 'Shark', platform: 'appstore', url: 'https://apps.apple.com/app/id123' },
    sms: { phoneNumber: '+1 555 123 4567', message: 'See you at 8' },
    whatsapp: { phoneNumber: '+1 555 123 4567', message: 'Hi there!' },
    text: { textContent: 'Grüße aus Köln, 東京 and 🦈!\nSecond line' },
    bitcoin: {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '0.0015',
      label: 'Shop',
      message: 'Order 42',
    },
    wifi: { ssid: 'Café;Guest', password: 'pa:ss,word"1', encryption: 'WPA', hidden: false },
    phone: { phoneNumber: '0044 20 7946 0958' },
  };
}
