// Test-only: one code of every hosted type (and the variants that print other words: a
// gallery, an open hidden network, a payment without a label), each with the owner's own words
// listed, so a test can tell the page's words from the owner's (language.test.ts).
import type { HostedCode } from './render.js';

export interface LanguageFixture {
  name: string;
  code: HostedCode;
  /** Every text of the owner's (or derived from it) that the page shows as written. */
  owner: string[];
}

const design = { fgColor: '#123456' };

export const LANGUAGE_FIXTURES: LanguageFixture[] = [
  {
    name: 'contact',
    code: {
      qrType: 'contact',
      design,
      content: {
        firstName: 'Zoë',
        lastName: 'Müller',
        phoneNumber: '+49 30 1234567',
        email: 'zoe@example.de',
        organization: 'Café Bäckerei',
        url: 'https://example.de/team/zoe',
        address: 'Friedrichstraße 43, 10117 Berlin',
        notes: 'Ring twice',
      },
    },
    owner: [
      'Zoë Müller',
      'ZM',
      '+49 30 1234567',
      'zoe@example.de',
      'Café Bäckerei',
      'Friedrichstraße 43, 10117 Berlin',
      'Ring twice',
    ],
  },
  {
    name: 'contact with a photo',
    code: {
      qrType: 'contact',
      design,
      content: { firstName: 'Ana', lastName: 'Lima', photoId: 'a'.repeat(32) },
    },
    owner: ['Ana Lima'],
  },
  {
    name: 'wifi',
    code: {
      qrType: 'wifi',
      design,
      content: { ssid: 'Cafe Guest', password: 'pass word 1', encryption: 'WPA', hidden: false },
    },
    owner: ['Cafe Guest', 'pass word 1'],
  },
  {
    name: 'wifi open and hidden',
    code: {
      qrType: 'wifi',
      design,
      content: { ssid: 'Lobby', encryption: 'nopass', hidden: true },
    },
    owner: ['Lobby'],
  },
  {
    name: 'events',
    code: {
      qrType: 'events',
      design,
      content: {
        title: 'Summer party',
        startDate: '2026-07-04T18:00:00.000Z',
        endDate: '2026-07-04T23:00:00.000Z',
        location: 'Rooftop, Building 3',
        timeZone: 'Europe/Berlin',
        description: 'Bring a friend',
      },
    },
    // Dates are written by Intl in the page's language (checked apart); the zone's name stays.
    owner: ['Summer party', 'Rooftop, Building 3', 'Europe/Berlin', 'Bring a friend'],
  },
  {
    name: 'email',
    code: {
      qrType: 'email',
      design,
      content: { email: 'hello@example.com', subject: 'Table for two', body: 'Cafe at 8?' },
    },
    owner: ['hello@example.com', 'Table for two', 'Cafe at 8?'],
  },
  {
    name: 'sms',
    code: {
      qrType: 'sms',
      design,
      content: { phoneNumber: '+1 555 123 4567', message: 'See you at 8' },
    },
    owner: ['+1 555 123 4567', 'See you at 8'],
  },
  {
    name: 'whatsapp',
    code: {
      qrType: 'whatsapp',
      design,
      content: { phoneNumber: '+1 555 123 4567', message: 'Hi there!' },
    },
    owner: ['+1 555 123 4567', 'Hi there!'],
  },
  {
    name: 'phone',
    code: { qrType: 'phone', design, content: { phoneNumber: '0044 20 7946 0958' } },
    owner: ['00442079460958'],
  },
  {
    name: 'text',
    code: { qrType: 'text', design, content: { textContent: 'Hello from Lisbon\nSecond line' } },
    owner: ['Hello from Lisbon\nSecond line', 'Hello from Lisbon'],
  },
  {
    name: 'bitcoin',
    code: {
      qrType: 'bitcoin',
      design,
      content: {
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: '0.0015',
        label: 'Shop',
        message: 'Order 42',
      },
    },
    owner: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'Shop', 'Order 42', 'BTC'],
  },
  {
    name: 'bitcoin without a label',
    code: {
      qrType: 'bitcoin',
      design,
      content: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    },
    owner: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  },
  {
    name: 'pdf',
    code: {
      qrType: 'pdf',
      design,
      content: { pdfId: 'b'.repeat(32), title: 'Autumn menu', description: 'Served 12-3 pm' },
    },
    owner: ['Autumn menu', 'Served 12-3 pm'],
  },
  {
    name: 'images, one',
    code: {
      qrType: 'images',
      design,
      content: { images: [{ imageId: 'c'.repeat(32) }], title: 'Our terrace' },
    },
    owner: ['Our terrace'],
  },
  {
    name: 'images, a gallery',
    code: {
      qrType: 'images',
      design,
      content: {
        images: [
          { imageId: 'c'.repeat(32) },
          { imageId: 'd'.repeat(32), alt: 'The bar at night' },
          { imageId: 'e'.repeat(32) },
        ],
        title: 'Our terrace',
        description: 'Open in summer',
      },
    },
    owner: ['Our terrace', 'The bar at night', 'Open in summer'],
  },
];
