import { describe, expect, it } from 'vitest';
import { buildPayload, QR_TYPES, type PayloadFieldsByType, type QrType } from '../qr/index.js';
import {
  DEFAULT_QR_TYPE_LABEL,
  galleryImagesOf,
  parseQrContent,
  QR_CONTENT_MESSAGES as M,
  QR_TYPE_LABELS,
  QR_TYPE_OPTIONS,
  qrContentSchemas,
  qrTypeLabel,
  staticContentProblem,
  upgradeImagesContent,
  webUrlSchema,
  type QrContentByType,
  type QrContentInputByType,
} from './qr-content.js';

// Compile-time: every validated content is accepted by its payload builder.
type FitsPayload = {
  [T in QrType]: QrContentByType[T] extends PayloadFieldsByType[T] ? T : never;
}[QrType];
const everyTypeFits: [QrType] extends [FitsPayload] ? true : false = true;

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** One valid input per type, as a form or API client would send it. */
const valid: { [T in QrType]: QrContentInputByType[T] } = {
  url: { url: 'example.com' },
  contact: {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    phoneNumber: '+44 20 7946 0958',
    email: 'ada@example.com',
    imageUrl: 'https://example.com/ada.png',
  },
  payment: {
    productName: 'Coffee',
    productPrice: '3.50',
    productDescription: 'Flat white',
    productId: 'p_123',
  },
  pdf: { pdfId: 'AbC-123', title: 'Menu' },
  social: { platform: 'instagram', url: 'instagram.com/qrshark' },
  images: { images: [{ imageId: 'img_1' }], title: 'Gallery' },
  ratings: { businessName: 'Luna Café', platform: 'google', url: 'https://g.page/r/x/review' },
  email: { email: 'hi@example.com', subject: 'Hello' },
  location: { address: 'Oslo', latitude: '59.9139', longitude: 10.7522 },
  events: {
    title: 'Launch',
    startDate: '2025-06-01T10:00:00+02:00',
    endDate: '2025-06-01T12:30:00+02:00',
    location: 'HQ',
  },
  apps: {
    appName: 'Shark',
    platform: 'appstore',
    url: 'https://apps.apple.com/app/id1',
    appCategory: '',
  },
  sms: { phoneNumber: '+1 555 0100', message: 'hi' },
  whatsapp: { phoneNumber: '+1 (555) 0100' },
  text: { textContent: '  Hello  ' },
  bitcoin: { address: BTC_ADDRESS, amount: '0.00150000', label: 'Tip jar' },
  wifi: { ssid: 'Home', password: 'correct horse', encryption: 'WPA' },
  phone: { phoneNumber: ' 0044 (20) 7946-0958 ' },
};

/** The payload each valid input encodes (hand-worked), built from the parsed content. */
const expectedPayloads: Record<QrType, string> = {
  url: 'https://example.com',
  contact:
    'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\n' +
    'TEL:+44 20 7946 0958\r\nEMAIL:ada@example.com\r\n' +
    'PHOTO;VALUE=uri:https://example.com/ada.png\r\nEND:VCARD\r\n',
  payment: 'https://qr.example.com/payment?id=p_123',
  pdf: 'https://qr.example.com/pdf/AbC-123',
  social: 'https://instagram.com/qrshark',
  images: 'https://qr.example.com/images/img_1',
  ratings: 'https://g.page/r/x/review',
  email: 'mailto:hi@example.com?subject=Hello',
  location: 'https://www.google.com/maps/search/?api=1&query=59.9139%2C10.7522',
  events:
    'BEGIN:VEVENT\r\nUID:u-1\r\nDTSTAMP:20250101T000000Z\r\nSUMMARY:Launch\r\n' +
    'DTSTART:20250601T080000Z\r\nDTEND:20250601T103000Z\r\nLOCATION:HQ\r\nEND:VEVENT\r\n',
  apps: 'https://apps.apple.com/app/id1',
  sms: 'SMSTO:+15550100:hi',
  whatsapp: 'https://wa.me/15550100',
  text: '  Hello  ',
  bitcoin: `bitcoin:${BTC_ADDRESS}?amount=0.0015&label=Tip%20jar`,
  wifi: 'WIFI:T:WPA;S:Home;P:correct horse;H:false;;',
  phone: 'tel:+442079460958',
};

const buildOptions = {
  publicUrl: 'https://qr.example.com',
  uid: 'u-1',
  now: new Date('2025-01-01T00:00:00Z'),
};

describe('qrContentSchemas', () => {
  it('has a schema for every type', () => {
    expect(everyTypeFits).toBe(true);
    expect(Object.keys(qrContentSchemas).sort()).toEqual([...QR_TYPES].sort());
  });

  it('accepts valid content, normalises it, and its payload is the standard string', () => {
    for (const type of QR_TYPES) {
      const result = parseQrContent(type, valid[type]);
      if (!result.ok) throw new Error(`${type}: ${JSON.stringify(result.fields)}`);
      expect(buildPayload(type, result.data as never, buildOptions), type).toBe(
        expectedPayloads[type],
      );
    }
  });

  it("reads offset-less event times in the event's own time zone (issue 37)", () => {
    const parsed = (startDate: string, endDate?: string) => {
      const result = parseQrContent('events', {
        ...valid.events,
        startDate,
        endDate,
        timeZone: 'Europe/Berlin',
      });
      return result.ok ? (result.data as Record<string, unknown>) : result.fields;
    };
    expect(parsed('2026-07-15T10:00', '2026-07-15T11:30')).toMatchObject({
      startDate: '2026-07-15T08:00:00.000Z',
      endDate: '2026-07-15T09:30:00.000Z',
      timeZone: 'Europe/Berlin',
    });
    expect(parsed('2026-01-15T10:00')).toMatchObject({ startDate: '2026-01-15T09:00:00.000Z' });
    expect(parsed('2026-01-15T10:00:00Z')).toMatchObject({
      startDate: '2026-01-15T10:00:00.000Z',
    });
    // The end is compared after both are read in the zone: 10:30 Berlin is before 10:00Z.
    expect(parsed('2026-07-15T10:00:00Z', '2026-07-15T10:30')).toEqual({
      endDate: M.endBeforeStart,
    });
  });

  it('normalises values for storage', () => {
    const data = (type: QrType) => {
      const result = parseQrContent(type, valid[type]);
      return result.ok ? (result.data as Record<string, unknown>) : result.fields;
    };
    expect(data('url')).toEqual({ url: 'https://example.com' });
    expect(data('contact')).toMatchObject({ firstName: 'Ada' });
    expect(data('payment')).toMatchObject({ productPrice: 3.5 });
    expect(data('location')).toMatchObject({ latitude: 59.9139, longitude: 10.7522 });
    expect(data('events')).toMatchObject({
      startDate: '2025-06-01T08:00:00.000Z',
      endDate: '2025-06-01T10:30:00.000Z',
    });
    expect(data('apps').appCategory).toBeUndefined();
    expect(data('bitcoin')).toMatchObject({ amount: '0.0015' });
    expect(data('wifi')).toMatchObject({ hidden: false });
    expect(data('text')).toEqual({ textContent: '  Hello  ' });
    expect(data('phone')).toEqual({ phoneNumber: '+442079460958' });
  });

  it('drops fields a type does not have', () => {
    const result = parseQrContent('url', { url: 'https://a.example', password: 'x' });
    expect(result).toEqual({ ok: true, qrType: 'url', data: { url: 'https://a.example' } });
  });
});

type BadCase = [QrType, Record<string, unknown>, string, string];

/** [type, changes to the valid input, field, expected message]. */
const badCases: BadCase[] = [
  ['url', { url: '' }, 'url', M.urlRequired],
  ['url', { url: undefined }, 'url', M.urlRequired],
  ['url', { url: 'not a url' }, 'url', M.urlInvalid],
  ['url', { url: 'ftp://example.com/file' }, 'url', M.urlProtocol],
  ['url', { url: `https://example.com/${'a'.repeat(2048)}` }, 'url', M.tooLong(2048)],
  ['contact', { firstName: '  ' }, 'firstName', M.firstNameRequired],
  ['contact', { phoneNumber: '' }, 'phoneNumber', M.phoneRequired],
  ['contact', { phoneNumber: 'call me' }, 'phoneNumber', M.phoneInvalid],
  ['contact', { phoneNumber: '+1 234 567 890 123 456' }, 'phoneNumber', M.tooLong(20)],
  ['contact', { email: 'ada@' }, 'email', M.emailInvalid],
  ['contact', { imageUrl: 'portrait' }, 'imageUrl', M.imageUrlInvalid],
  ['contact', { imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl', M.imageUrlInvalid],
  ['contact', { lastName: 'x'.repeat(101) }, 'lastName', M.tooLong(100)],
  ['payment', { productName: '' }, 'productName', M.productNameRequired],
  ['payment', { productName: 'x'.repeat(101) }, 'productName', M.tooLong(100)],
  ['payment', { productPrice: 0 }, 'productPrice', M.priceInvalid],
  ['payment', { productPrice: '0.001' }, 'productPrice', M.priceInvalid],
  ['payment', { productPrice: '' }, 'productPrice', M.priceInvalid],
  ['payment', { productPrice: 'free' }, 'productPrice', M.priceInvalid],
  ['payment', { productPrice: 1.234 }, 'productPrice', M.priceDecimals],
  ['payment', { productPrice: 1_000_000 }, 'productPrice', M.priceTooHigh],
  ['payment', { productDescription: '' }, 'productDescription', M.productDescriptionRequired],
  ['payment', { productId: '../etc' }, 'productId', M.uploadIdInvalid],
  ['pdf', { pdfId: undefined }, 'pdfId', M.pdfFileRequired],
  ['pdf', { pdfId: '' }, 'pdfId', M.pdfFileRequired],
  ['pdf', { title: '' }, 'title', M.titleRequired],
  ['images', { images: undefined }, 'images', M.imageFileRequired],
  ['images', { images: undefined, imageId: '' }, 'images', M.imageFileRequired],
  ['images', { images: [] }, 'images', M.imageFileRequired],
  ['images', { images: Array(21).fill({ imageId: 'img_1' }) }, 'images', M.imagesTooMany],
  ['images', { images: [{ imageId: '../x' }] }, 'images.0.imageId', M.uploadIdInvalid],
  ['images', { images: [{ imageId: 'a', alt: 'x'.repeat(251) }] }, 'images.0.alt', M.tooLong(250)],
  ['images', { title: ' ' }, 'title', M.titleRequired],
  ['social', { platform: '' }, 'platform', M.platformRequired],
  ['social', { platform: 'myspace' }, 'platform', M.platformInvalid],
  ['social', { url: '' }, 'url', M.urlRequired],
  ['ratings', { businessName: '' }, 'businessName', M.businessNameRequired],
  ['ratings', { platform: undefined }, 'platform', M.platformRequired],
  ['ratings', { url: 'javascript:alert(1)' }, 'url', M.urlProtocol],
  ['email', { email: '' }, 'email', M.emailRequired],
  ['email', { email: 'hi@example' }, 'email', M.emailInvalid],
  ['location', { address: '' }, 'address', M.addressRequired],
  ['location', { latitude: 91 }, 'latitude', M.latitudeInvalid],
  ['location', { longitude: 'east' }, 'longitude', M.longitudeInvalid],
  ['location', { latitude: '' }, 'latitude', M.coordinatesIncomplete],
  ['events', { title: '' }, 'title', M.eventTitleRequired],
  ['events', { startDate: '' }, 'startDate', M.startDateRequired],
  ['events', { startDate: '2025-02-30T10:00' }, 'startDate', M.dateInvalid],
  ['events', { startDate: 'tomorrow' }, 'startDate', M.dateInvalid],
  ['events', { endDate: '2025-06-01T09:00:00+02:00' }, 'endDate', M.endBeforeStart],
  ['events', { location: '' }, 'location', M.locationRequired],
  ['events', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', M.timeZoneInvalid],
  ['apps', { appName: '' }, 'appName', M.appNameRequired],
  ['apps', { platform: '' }, 'platform', M.platformRequired],
  ['apps', { appCategory: 'crypto' }, 'appCategory', M.appCategoryInvalid],
  ['sms', { phoneNumber: '' }, 'phoneNumber', M.phoneRequired],
  ['whatsapp', { phoneNumber: undefined }, 'phoneNumber', M.phoneRequired],
  ['whatsapp', { phoneNumber: '12' }, 'phoneNumber', M.phoneInvalid],
  ['phone', { phoneNumber: '' }, 'phoneNumber', M.phoneRequired],
  ['phone', { phoneNumber: undefined }, 'phoneNumber', M.phoneRequired],
  ['phone', { phoneNumber: '555-CALL-NOW' }, 'phoneNumber', M.phoneCharacters],
  ['phone', { phoneNumber: '+1 555 0100 x2' }, 'phoneNumber', M.phoneCharacters],
  ['phone', { phoneNumber: '+12' }, 'phoneNumber', M.phoneLength],
  ['phone', { phoneNumber: '+1234567890123456' }, 'phoneNumber', M.phoneLength],
  ['phone', { phoneNumber: '+1 234 567 890 123 456' }, 'phoneNumber', M.tooLong(20)],
  ['text', { textContent: '' }, 'textContent', M.textRequired],
  ['text', { textContent: 'a'.repeat(2954) }, 'textContent', M.textTooLong],
  ['bitcoin', { address: '' }, 'address', M.bitcoinAddressRequired],
  ['bitcoin', { address: 'my wallet' }, 'address', M.bitcoinAddressInvalid],
  ['bitcoin', { amount: 'lots' }, 'amount', M.amountInvalid],
  ['bitcoin', { amount: true }, 'amount', M.amountInvalid],
  ['bitcoin', { amount: -1 }, 'amount', M.amountPositive],
  ['bitcoin', { amount: '21000000.1' }, 'amount', M.amountTooHigh],
  ['bitcoin', { amount: '0.000000001' }, 'amount', M.amountDecimals],
  ['wifi', { ssid: '' }, 'ssid', M.ssidRequired],
  ['wifi', { ssid: 'é'.repeat(17) }, 'ssid', M.ssidTooLong],
  ['wifi', { password: '' }, 'password', M.wifiPasswordRequired],
  ['wifi', { encryption: 'WEP', password: undefined }, 'password', M.wifiPasswordRequired],
  ['wifi', { password: 'short' }, 'password', M.wpaPasswordLength],
  ['wifi', { encryption: 'WPA3' }, 'encryption', M.encryptionInvalid],
];

describe('validation messages', () => {
  it.each(badCases)('%s %j -> %s: %s', (type, changes, field, message) => {
    const result = parseQrContent(type, { ...valid[type], ...changes });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });

  it('every message is shown for some bad input', () => {
    const shown = new Set(badCases.map(([, , , message]) => message));
    const defined = Object.entries(M)
      // staticImagesOne is not a content rule (staticContentProblem, tested below).
      .filter(([key]) => key !== 'unknownType' && key !== 'staticImagesOne')
      .map(([, value]) => (typeof value === 'function' ? value(100) : value));
    expect(defined.filter((message) => !shown.has(message))).toEqual([]);
  });

  it('uses the spec texts verbatim (000 §5)', () => {
    expect(M).toMatchObject({
      urlRequired: 'URL is required',
      urlInvalid: 'Please enter a valid URL',
      urlProtocol: 'URL must use http or https protocol',
      firstNameRequired: 'First name is required',
      phoneRequired: 'Phone number is required',
      emailInvalid: 'Please enter a valid email',
      imageUrlInvalid: 'Please enter a valid image URL',
      productNameRequired: 'Product name is required',
      priceInvalid: 'Price must be greater than 0',
      productDescriptionRequired: 'Product description is required',
      titleRequired: 'Title is required',
      pdfFileRequired: 'Please select a PDF file',
      imageFileRequired: 'Please select an image file',
      platformRequired: 'Platform is required',
      businessNameRequired: 'Business name is required',
      addressRequired: 'Address is required',
      eventTitleRequired: 'Event title is required',
      startDateRequired: 'Start date is required',
      locationRequired: 'Location is required',
      appNameRequired: 'App name is required',
      bitcoinAddressRequired: 'Bitcoin address is required',
      textTooLong: 'Text content cannot exceed 2953 characters',
    });
  });

  it('an unknown type fails on qrType; messages map by field, first issue first', () => {
    expect(parseQrContent('fax', {})).toEqual({
      ok: false,
      message: M.unknownType,
      fields: { qrType: M.unknownType },
    });
    const result = parseQrContent('contact', {});
    expect(result).toEqual({
      ok: false,
      message: M.firstNameRequired,
      fields: { firstName: M.firstNameRequired, phoneNumber: M.phoneRequired },
    });
  });

  it('webUrlSchema serves the edit-destination field', () => {
    expect(webUrlSchema.parse('shop.example.com/a')).toBe('https://shop.example.com/a');
    expect(webUrlSchema.safeParse('').error?.issues[0]!.message).toBe(M.urlRequired);
    expect(webUrlSchema.safeParse('nope').error?.issues[0]!.message).toBe(M.urlInvalid);
  });

  it('reads a gallery in order, and a single legacy imageId as a gallery of one', () => {
    const gallery = {
      title: 'G',
      images: [
        { imageId: 'b', alt: ' Dusk ' },
        { imageId: 'a', alt: '' },
      ],
    };
    expect(parseQrContent('images', gallery)).toEqual({
      ok: true,
      qrType: 'images',
      data: { title: 'G', images: [{ imageId: 'b', alt: 'Dusk' }, { imageId: 'a' }] },
    });
    const legacy = { imageId: 'old_1', title: 'Old', description: 'Kept' };
    expect(parseQrContent('images', legacy)).toEqual({
      ok: true,
      qrType: 'images',
      data: { title: 'Old', description: 'Kept', images: [{ imageId: 'old_1' }] },
    });
    expect(galleryImagesOf(legacy)).toEqual([{ imageId: 'old_1' }]);
    expect(galleryImagesOf(gallery)).toEqual([{ imageId: 'b', alt: ' Dusk ' }, { imageId: 'a' }]);
    expect(upgradeImagesContent({ imageId: 'x', images: [{ imageId: 'y' }] })).toEqual({
      images: [{ imageId: 'y' }],
    });
  });

  it('limits a static images code to one image', () => {
    expect(staticContentProblem('images', { images: [{ imageId: 'a' }] })).toBeNull();
    expect(staticContentProblem('images', { imageId: 'a' })).toBeNull();
    expect(
      staticContentProblem('images', { images: [{ imageId: 'a' }, { imageId: 'b' }] }),
    ).toEqual({ images: M.staticImagesOne });
    expect(staticContentProblem('pdf', { pdfId: 'a' })).toBeNull();
  });

  it('accepts WPA raw keys and open networks without password', () => {
    const key = 'a1'.repeat(32);
    expect(parseQrContent('wifi', { ssid: 'x', password: key, encryption: 'WPA' }).ok).toBe(true);
    expect(parseQrContent('wifi', { ssid: ' Lobby ', encryption: 'nopass' })).toEqual({
      ok: true,
      qrType: 'wifi',
      data: { ssid: ' Lobby ', encryption: 'nopass', hidden: false },
    });
  });
});

describe('labels', () => {
  it('names every type (spec 000 §3) and falls back to "QR Code"', () => {
    expect(QR_TYPES.map((type) => QR_TYPE_LABELS[type])).toEqual([
      'Website',
      'Contact',
      'Payment',
      'PDF',
      'Social Media',
      'Images',
      'Ratings',
      'Email',
      'Location',
      'Events',
      'Apps',
      'SMS',
      'WhatsApp',
      'Text',
      'Bitcoin',
      'WiFi',
      'Phone',
    ]);
    expect(qrTypeLabel('whatsapp')).toBe('WhatsApp');
    expect(qrTypeLabel('fax')).toBe(DEFAULT_QR_TYPE_LABEL);
    expect(qrTypeLabel(null)).toBe('QR Code');
  });

  it('lists the dropdown in the spec order (000 §2) with every type once', () => {
    expect(QR_TYPE_OPTIONS.map((option) => option.label)).toEqual([
      'Website URL',
      'Contact',
      'Social Media',
      'Images',
      'Ratings',
      'Email',
      'Location',
      'Events',
      'Apps',
      'SMS',
      'WhatsApp',
      'Text',
      'Bitcoin',
      'Payment',
      'Menu/PDF',
      'WiFi',
      'Phone',
    ]);
    expect(QR_TYPE_OPTIONS.map((option) => option.value).sort()).toEqual([...QR_TYPES].sort());
  });
});
