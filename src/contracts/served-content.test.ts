import { describe, expect, it } from 'vitest';
import { QR_TYPES } from './qr-content.js';
import { isHostedType } from './dynamic-codes.js';
import { HOSTED_PAGE_NAMES, servedContentSummary } from './served-content.js';

describe('servedContentSummary', () => {
  it('names the page and what it is about', () => {
    expect(servedContentSummary('contact', { firstName: 'Ada', lastName: 'Lovelace' })).toBe(
      'Contact page: Ada Lovelace',
    );
    expect(servedContentSummary('contact', { firstName: ' ', organization: 'Analytical Co' })).toBe(
      'Contact page: Analytical Co',
    );
    expect(servedContentSummary('wifi', { ssid: 'HomeNet', encryption: 'WPA' })).toBe(
      'Wi-Fi page: HomeNet',
    );
    expect(servedContentSummary('events', { title: 'Launch party' })).toBe(
      'Event page: Launch party',
    );
    expect(servedContentSummary('phone', { phoneNumber: '+4930123456' })).toBe(
      'Call page: +4930123456',
    );
    expect(servedContentSummary('bitcoin', { address: 'bc1qexample' })).toBe(
      'Bitcoin payment page: bc1qexample',
    );
    expect(servedContentSummary('bitcoin', { address: 'bc1qexample', label: 'Tips' })).toBe(
      'Bitcoin payment page: Tips',
    );
  });

  it("quotes only a text code's first line, shortened", () => {
    expect(servedContentSummary('text', { textContent: 'Hello\nsecond line' })).toBe(
      'Text page: Hello',
    );
    const long = servedContentSummary('text', { textContent: 'x'.repeat(200) }) ?? '';
    expect(long).toBe(`Text page: ${'x'.repeat(59)}…`);
  });

  it('says the page alone when the content names nothing', () => {
    expect(servedContentSummary('images', {})).toBe('Image gallery');
    expect(servedContentSummary('sms', null)).toBe('Text message page');
  });

  it('has a page name for every hosted type and none for link types', () => {
    for (const type of QR_TYPES) {
      const summary = servedContentSummary(type, {});
      if (isHostedType(type)) expect(summary, type).toBe(HOSTED_PAGE_NAMES[type as never]);
      else expect(summary, type).toBeNull();
    }
  });
});
