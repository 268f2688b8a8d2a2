import { describe, expect, it } from 'vitest';
import { QR_TYPES, type QrType } from '../../../../contracts/qr-content.js';
import type { ContentValue } from './content-value.js';
import { emptyContent } from './empty-content.js';
import { MINIMAL_VALID } from './test-support.js';
import { validateContent } from './validate-content.js';

/** The field messages for `value`, or a failure when it validated. */
function messages(qrType: QrType, value: ContentValue): Record<string, string> {
  const result = validateContent(qrType, { ...emptyContent(qrType), ...value });
  if (result.ok) throw new Error(`${qrType} unexpectedly valid: ${JSON.stringify(value)}`);
  return result.fields;
}

describe('validateContent', () => {
  it.each(QR_TYPES)(
    'accepts %s with only its required fields (empty optional strings absent)',
    (t) => {
      const result = validateContent(t, { ...emptyContent(t), ...MINIMAL_VALID[t] });
      expect(result).toMatchObject({ ok: true });
    },
  );

  it('url: the three spec messages, and a bare host gets https://', () => {
    expect(messages('url', {}).url).toBe('URL is required');
    expect(messages('url', { url: 'not a url' }).url).toBe('Please enter a valid URL');
    expect(messages('url', { url: 'ftp://example.com/file' }).url).toBe(
      'URL must use http or https protocol',
    );
    expect(validateContent('url', { url: 'example.com/menu' })).toEqual({
      ok: true,
      data: { url: 'https://example.com/menu' },
    });
  });

  it('contact: first name, phone, e-mail and image URL messages', () => {
    const empty = messages('contact', {});
    expect(empty.firstName).toBe('First name is required');
    expect(empty.phoneNumber).toBe('Phone number is required');
    const bad = messages('contact', { email: 'ann@', imageUrl: 'nope' });
    expect(bad.email).toBe('Please enter a valid email');
    expect(bad.imageUrl).toBe('Please enter a valid image URL');
  });

  it('payment: name, price and description messages', () => {
    const empty = messages('payment', {});
    expect(empty).toMatchObject({
      productName: 'Product name is required',
      productPrice: 'Price must be greater than 0',
      productDescription: 'Product description is required',
    });
    expect(messages('payment', { productPrice: '0' }).productPrice).toBe(
      'Price must be greater than 0',
    );
    expect(messages('payment', { productPrice: '-3' }).productPrice).toBe(
      'Price must be greater than 0',
    );
  });

  it('pdf and images: title and file messages', () => {
    expect(messages('pdf', {})).toMatchObject({
      title: 'Title is required',
      pdfId: 'Please select a PDF file',
    });
    expect(messages('images', {})).toMatchObject({
      title: 'Title is required',
      images: 'Please select an image file',
    });
  });

  it('social, ratings and apps: platform, name and URL messages', () => {
    expect(messages('social', {})).toMatchObject({
      platform: 'Platform is required',
      url: 'URL is required',
    });
    expect(messages('social', { url: 'bad url' }).url).toBe('Please enter a valid URL');
    expect(messages('ratings', {})).toMatchObject({
      businessName: 'Business name is required',
      platform: 'Platform is required',
      url: 'URL is required',
    });
    expect(messages('apps', {})).toMatchObject({
      appName: 'App name is required',
      platform: 'Platform is required',
      url: 'URL is required',
    });
    expect(messages('apps', { url: 'javascript:alert(1)' }).url).toBe(
      'URL must use http or https protocol',
    );
  });

  it('email: required and valid', () => {
    expect(messages('email', {}).email).toBe('Email address is required');
    expect(messages('email', { email: 'not-an-address' }).email).toBe('Please enter a valid email');
  });

  it('location, events, sms, whatsapp and bitcoin: required messages', () => {
    expect(messages('location', {}).address).toBe('Address is required');
    expect(messages('events', {})).toMatchObject({
      title: 'Event title is required',
      startDate: 'Start date is required',
      location: 'Location is required',
    });
    expect(messages('sms', {}).phoneNumber).toBe('Phone number is required');
    expect(messages('whatsapp', {}).phoneNumber).toBe('Phone number is required');
    expect(messages('bitcoin', {}).address).toBe('Bitcoin address is required');
  });

  it('text: at most 2953 characters, kept exactly as typed', () => {
    expect(messages('text', { textContent: 'x'.repeat(2954) }).textContent).toBe(
      'Text content cannot exceed 2953 characters',
    );
    const fits = validateContent('text', { textContent: ` ${'y'.repeat(2951)} ` });
    expect(fits).toEqual({ ok: true, data: { textContent: ` ${'y'.repeat(2951)} ` } });
  });

  it('wifi: an open network drops the hidden password field; a secured one needs it', () => {
    const open = validateContent('wifi', {
      ssid: 'Cafe',
      password: 'left over',
      encryption: 'nopass',
      hidden: true,
    });
    expect(open).toEqual({ ok: true, data: { ssid: 'Cafe', encryption: 'nopass', hidden: true } });
    expect(messages('wifi', { ssid: 'Cafe' }).password).toBe(
      'Password is required for a secured network',
    );
    expect(messages('wifi', {}).ssid).toBe('Network name is required');
  });

  it('ignores display-only keys and null values', () => {
    const result = validateContent('pdf', {
      ...emptyContent('pdf'),
      ...MINIMAL_VALID.pdf,
      pdfFileName: 'menu.pdf',
      description: null,
    });
    expect(result).toEqual({ ok: true, data: { pdfId: 'pdf_abc123', title: 'Menu' } });
  });
});
