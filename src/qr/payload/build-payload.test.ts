import { describe, expect, it } from 'vitest';
import { buildPayload } from './build-payload.js';
import { QR_TYPES, type QrType } from './qr-types.js';

const options = {
  publicUrl: 'https://qr.example.com',
  uid: 'u1',
  now: new Date('2025-01-01T00:00:00Z'),
};

describe('buildPayload', () => {
  it('dispatches every type to its builder', () => {
    const cases: { [T in QrType]: [Parameters<typeof buildPayload<T>>[1], string] } = {
      url: [{ url: 'example.com' }, 'https://example.com'],
      social: [{ url: 'https://instagram.com/qrshark' }, 'https://instagram.com/qrshark'],
      ratings: [{ url: 'https://g.page/r/abc/review' }, 'https://g.page/r/abc/review'],
      apps: [{ url: 'apps.apple.com/app/id1' }, 'https://apps.apple.com/app/id1'],
      contact: [
        { firstName: 'Ada', phoneNumber: '+1', photoId: 'i1' },
        'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Ada;;;\r\nFN:Ada\r\nTEL:+1\r\n' +
          'PHOTO;VALUE=uri:https://qr.example.com/images/i1/raw\r\nEND:VCARD\r\n',
      ],
      payment: [{ productId: 'p1' }, 'https://qr.example.com/payment?id=p1'],
      pdf: [{ pdfId: 'd1' }, 'https://qr.example.com/pdf/d1'],
      images: [{ imageId: 'i1' }, 'https://qr.example.com/images/i1'],
      email: [{ email: 'a@example.com', subject: 'Hi' }, 'mailto:a@example.com?subject=Hi'],
      location: [{ address: 'Oslo' }, 'https://www.google.com/maps/search/?api=1&query=Oslo'],
      events: [
        { title: 'T', startDate: '2025-02-03T04:05:06Z', location: 'L' },
        'BEGIN:VEVENT\r\nUID:u1\r\nDTSTAMP:20250101T000000Z\r\nSUMMARY:T\r\n' +
          'DTSTART:20250203T040506Z\r\nDTEND:20250203T050506Z\r\nLOCATION:L\r\nEND:VEVENT\r\n',
      ],
      sms: [{ phoneNumber: '123', message: 'm' }, 'SMSTO:123:m'],
      whatsapp: [{ phoneNumber: '+1 23' }, 'https://wa.me/123'],
      text: [{ textContent: 'hello' }, 'hello'],
      bitcoin: [
        { address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', amount: 0.5 },
        'bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT?amount=0.5',
      ],
      wifi: [
        { ssid: 'N', password: 'secret12', encryption: 'WPA' },
        'WIFI:T:WPA;S:N;P:secret12;H:false;;',
      ],
      phone: [{ phoneNumber: '+1 (555) 0100' }, 'tel:+15550100'],
    };
    expect(Object.keys(cases).sort()).toEqual([...QR_TYPES].sort());
    for (const type of QR_TYPES) {
      const [fields, expected] = cases[type];
      expect(buildPayload(type, fields as never, options), type).toBe(expected);
    }
  });

  it('passes the location format through', () => {
    expect(
      buildPayload(
        'location',
        { address: 'x', latitude: 1.5, longitude: -2 },
        {
          ...options,
          locationFormat: 'geo',
        },
      ),
    ).toBe('geo:1.5,-2');
  });

  it('throws TypeError for a type it does not know', () => {
    expect(() => buildPayload('fax' as QrType, { url: 'x' } as never, options)).toThrow(TypeError);
  });
});
