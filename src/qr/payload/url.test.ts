import { describe, expect, it } from 'vitest';
import { PayloadError } from './payload-error.js';
import { buildUrlPayload, normalizeUrl, parseWebUrl } from './url.js';

describe('normalizeUrl', () => {
  it('prepends https:// to a bare host ending in a dot and 2+ letters (spec 000 §4)', () => {
    expect(normalizeUrl('example.com')).toBe('https://example.com');
    expect(normalizeUrl('  shop.example.co.uk/menu?x=1  ')).toBe(
      'https://shop.example.co.uk/menu?x=1',
    );
    expect(normalizeUrl('example.com:8080/path')).toBe('https://example.com:8080/path');
  });

  it('keeps an http(s) URL exactly as typed when it is plain ASCII', () => {
    expect(normalizeUrl('https://Example.com/A?b=1#c')).toBe('https://Example.com/A?b=1#c');
    expect(normalizeUrl('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('serialises non-ASCII input to a valid URI (punycode host, UTF-8 percent-encoding)', () => {
    expect(normalizeUrl('bücher.de/straße')).toBe('https://xn--bcher-kva.de/stra%C3%9Fe');
    expect(normalizeUrl('https://example.com/a b')).toBe('https://example.com/a%20b');
  });

  it('refuses hosts without a top-level domain of 2+ letters', () => {
    for (const input of ['localhost', 'example.c', 'not a url', '1.2']) {
      expect(parseWebUrl(input)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('tells an empty value, an invalid one and a non-http scheme apart', () => {
    expect(parseWebUrl('   ')).toEqual({ ok: false, problem: 'required' });
    expect(parseWebUrl('https://')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseWebUrl('http://exa mple.com')).toEqual({ ok: false, problem: 'invalid' });
    for (const input of ['ftp://example.com', 'mailto:a@example.com', 'javascript:alert(1)']) {
      expect(parseWebUrl(input)).toEqual({ ok: false, problem: 'protocol' });
    }
  });

  it('buildUrlPayload returns the URL and throws PayloadError for a bad one', () => {
    expect(buildUrlPayload({ url: 'qrshark.app' })).toBe('https://qrshark.app');
    expect(() => buildUrlPayload({ url: 'file:///etc/passwd' })).toThrow(PayloadError);
  });
});
