// Test-only: one representative payload per QR type, each in its type's standard format
// (vCard 3.0, VEVENT, mailto, SMSTO, wa.me, BIP21, WIFI, product URLs).

export const QR_TYPES = [
  'url',
  'contact',
  'payment',
  'pdf',
  'social',
  'images',
  'ratings',
  'email',
  'location',
  'events',
  'apps',
  'sms',
  'whatsapp',
  'text',
  'bitcoin',
  'wifi',
] as const;
export type SampleQrType = (typeof QR_TYPES)[number];

export const SAMPLE_PAYLOADS: Record<SampleQrType, string> = {
  url: 'https://example.com/menu?table=12',
  contact: [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Müller;Jörg;;;',
    'FN:Jörg Müller',
    'TEL:+49 30 1234567',
    'EMAIL:joerg@example.de',
    'NOTE:Sales\\, north region\\; calls after 9',
    'END:VCARD',
  ].join('\r\n'),
  payment: 'https://qr.example.com/payment?id=Xy12Ab9Q',
  pdf: 'https://qr.example.com/pdf/k3J9sLq2',
  social: 'https://www.instagram.com/qrshark',
  images: 'https://qr.example.com/images/P0o9I8u7',
  ratings: 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
  email: 'mailto:hello@example.com?subject=Table%20for%20two&body=Caf%C3%A9%20at%208%3F',
  location: 'https://www.google.com/maps/search/?api=1&query=10%20Downing%20St%2C%20London',
  events: [
    'BEGIN:VEVENT',
    'UID:20260704T180000Z-42@qr.example.com',
    'DTSTAMP:20260601T120000Z',
    'SUMMARY:Summer party',
    'DTSTART:20260704T180000Z',
    'DTEND:20260704T230000Z',
    'LOCATION:Rooftop\\, Building 3',
    'DESCRIPTION:Bring a friend',
    'END:VEVENT',
  ].join('\r\n'),
  apps: 'https://apps.apple.com/app/id1234567890',
  sms: 'SMSTO:+15551234567:See you at 8',
  whatsapp: 'https://wa.me/15551234567?text=Hi%20there%21',
  text: 'Grüße aus Köln, 東京 and 🦈!',
  bitcoin:
    'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.0015&label=Shop&message=Order%2042',
  wifi: 'WIFI:T:WPA;S:Cafe\\;Guest;P:pa\\:ss\\,word;H:false;;',
};
