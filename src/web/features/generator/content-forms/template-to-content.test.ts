import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_TYPES, qrContentSchemas } from '../../../../contracts/qr-content.js';
import { emptyContent } from './empty-content.js';
import { userTimeZone } from './local-date-time.js';
import { templateToContent } from './template-to-content.js';
import { validateContent } from './validate-content.js';

// Template times are wall-clock times of the user: run in a zone with an offset.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  // Assigning undefined would set the string "undefined" (an unknown zone) for later tests.
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('emptyContent', () => {
  it.each(QR_TYPES)('%s: every contract field, all empty (the time zone the user’s)', (qrType) => {
    const value = emptyContent(qrType);
    const contractFields = Object.keys(qrContentSchemas[qrType].shape).filter(
      // productId: set by the server when a payment code is saved; imageId: read from old codes
      (name) => name !== 'productId' && name !== 'imageId',
    );
    expect(Object.keys(value)).toEqual(expect.arrayContaining(contractFields));
    for (const [name, field] of Object.entries(value)) {
      if (qrType === 'wifi' && name === 'encryption') expect(field).toBe('WPA');
      else if (qrType === 'wifi' && name === 'hidden') expect(field).toBe(false);
      else if (qrType === 'events' && name === 'timeZone') expect(field).toBe(userTimeZone());
      else if (qrType === 'images' && name === 'images') expect(field).toEqual([]);
      else expect(field, name).toBe('');
    }
  });

  it('keeps the uploaded file name beside the id of a pdf; images start with no image', () => {
    expect(emptyContent('pdf')).toEqual({ pdfId: '', pdfFileName: '', title: '', description: '' });
    expect(emptyContent('images')).toEqual({ images: [], title: '', description: '' });
  });

  it('returns a fresh object each time', () => {
    const first = emptyContent('url');
    first.url = 'changed';
    expect(emptyContent('url').url).toBe('');
  });
});

// The 13 templates of spec 001 §2 with preview data in the shape of 001 §3.
const TEMPLATES = [
  {
    id: 'website',
    qrType: 'url',
    data: { url: 'https://example.com' },
    expected: { url: 'https://example.com' },
  },
  {
    id: 'business-card',
    qrType: 'contact',
    data: {
      firstName: 'John',
      lastName: 'Smith',
      company: 'Acme Inc',
      phone: '+1 555 123 4567',
      email: 'john@acme.com',
    },
    expected: {
      firstName: 'John',
      lastName: 'Smith',
      organization: 'Acme Inc',
      phoneNumber: '+1 555 123 4567',
      email: 'john@acme.com',
    },
  },
  {
    id: 'payment',
    qrType: 'payment',
    data: { amount: 25, currency: 'USD' },
    expected: { productPrice: '25', productName: '' },
  },
  {
    id: 'menu',
    qrType: 'pdf',
    data: { fileName: 'restaurant-menu.pdf' },
    expected: { title: 'Restaurant menu', pdfId: '' },
  },
  {
    id: 'location',
    qrType: 'location',
    data: { address: '350 Fifth Avenue, New York, NY' },
    expected: { address: '350 Fifth Avenue, New York, NY' },
  },
  {
    id: 'wifi',
    qrType: 'wifi',
    data: { ssid: 'Guest', password: 'welcome123', encryption: 'WPA2' },
    expected: { ssid: 'Guest', password: 'welcome123', encryption: 'WPA', hidden: false },
  },
  {
    id: 'event',
    qrType: 'events',
    data: { eventName: 'Tech Conference 2026', date: '2026-06-15', time: '09:00' },
    expected: { title: 'Tech Conference 2026', startDate: '2026-06-15T13:00:00.000Z' },
  },
  {
    id: 'contact-phone',
    qrType: 'contact',
    data: { firstName: 'Support', phone: '+1 800 555 0199' },
    expected: { firstName: 'Support', phoneNumber: '+1 800 555 0199', lastName: '' },
  },
  {
    id: 'email',
    qrType: 'email',
    data: { recipient: 'hello@example.com', subject: 'Hi', body: 'Tell me more' },
    expected: { email: 'hello@example.com', subject: 'Hi', body: 'Tell me more' },
  },
  {
    id: 'social-media',
    qrType: 'social',
    data: { platform: 'Instagram', url: 'https://instagram.com/acme' },
    expected: { platform: 'instagram', url: 'https://instagram.com/acme' },
  },
  {
    id: 'event-calendar',
    qrType: 'events',
    data: { eventName: 'Team Meeting', date: '2026-01-10', time: '2:30 PM' },
    expected: { title: 'Team Meeting', startDate: '2026-01-10T19:30:00.000Z' },
  },
  {
    id: 'app-download',
    qrType: 'apps',
    data: { appName: 'Acme', appStoreUrl: 'https://apps.apple.com/us/app/acme/id123456' },
    expected: {
      appName: 'Acme',
      url: 'https://apps.apple.com/us/app/acme/id123456',
      platform: 'appstore',
    },
  },
  {
    id: 'bitcoin-payment',
    qrType: 'bitcoin',
    data: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 0.001 },
    expected: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '0.001' },
  },
] as const;

describe('templateToContent', () => {
  it.each(TEMPLATES)('$id: maps the preview data onto the form', ({ qrType, data, expected }) => {
    const result = templateToContent({ qrType, data });
    expect(result?.qrType).toBe(qrType);
    expect(result?.value).toMatchObject(expected);
    // Everything else is the type's empty form.
    expect(Object.keys(result?.value ?? {}).sort()).toEqual(
      Object.keys(emptyContent(qrType)).sort(),
    );
  });

  it('yields valid content where the template is complete', () => {
    for (const id of ['website', 'location', 'wifi', 'email', 'social-media', 'app-download']) {
      const template = TEMPLATES.find((t) => t.id === id)!;
      const result = templateToContent(template)!;
      expect(validateContent(result.qrType, result.value), id).toMatchObject({ ok: true });
    }
  });

  it('accepts type aliases, other app stores, open networks and unknown platforms', () => {
    expect(templateToContent({ qrType: 'website', data: { url: 'a.io' } })).toEqual({
      qrType: 'url',
      value: { url: 'a.io' },
    });
    expect(
      templateToContent({
        qrType: 'apps',
        data: { appStoreUrl: 'https://play.google.com/store/apps/details?id=x' },
      })?.value.platform,
    ).toBe('googleplay');
    expect(templateToContent({ qrType: 'wifi', data: { ssid: 'Open' } })?.value).toMatchObject({
      encryption: 'nopass',
      password: '',
    });
    expect(
      templateToContent({ qrType: 'social', data: { platform: 'myspace' } })?.value.platform,
    ).toBe('');
    expect(
      templateToContent({ qrType: 'events', data: { eventName: 'x', date: 'soon' } })?.value
        .startDate,
    ).toBe('');
    expect(
      templateToContent({ qrType: 'events', data: { startDate: '2026-03-01T10:00:00+01:00' } })
        ?.value.startDate,
    ).toBe('2026-03-01T09:00:00.000Z');
  });

  it('returns null for a type we do not generate', () => {
    expect(templateToContent({ qrType: 'vcard-pro', data: {} })).toBeNull();
    expect(templateToContent({ qrType: '', data: {} })).toBeNull();
  });
});
