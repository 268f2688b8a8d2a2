import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unicodeText } from './test-support/arbitraries.js';
import { buildEmailPayload } from './email.js';
import { parseUriQuery, URI_CHARACTERS } from './test-support/parsers.js';

describe('buildEmailPayload (mailto:, RFC 6068)', () => {
  it('percent-encodes subject and body as UTF-8, body line breaks as %0D%0A', () => {
    expect(
      buildEmailPayload({
        email: 'jane.doe+news@example.com',
        subject: 'Hello, wörld?',
        body: 'Line 1\nLine 2 & more',
      }),
    ).toBe(
      'mailto:jane.doe+news@example.com?subject=Hello%2C%20w%C3%B6rld%3F&body=Line%201%0D%0ALine%202%20%26%20more',
    );
  });

  it('omits empty parameters', () => {
    expect(buildEmailPayload({ email: 'a@example.com', subject: '', body: '' })).toBe(
      'mailto:a@example.com',
    );
    expect(buildEmailPayload({ email: 'a@example.com', body: 'x' })).toBe(
      'mailto:a@example.com?body=x',
    );
  });

  it('encodes the address characters RFC 6068 requires encoded', () => {
    expect(buildEmailPayload({ email: 'a%b&c=d?e#f,g@example.com' })).toBe(
      'mailto:a%25b%26c%3Dd%3Fe%23f%2Cg@example.com',
    );
  });

  it('round-trips arbitrary Unicode through decodeURIComponent', () => {
    const text = unicodeText({ maxLength: 60 });
    fc.assert(
      fc.property(text, text, text, (email, subject, body) => {
        const payload = buildEmailPayload({ email, subject, body });
        expect(payload).toMatch(URI_CHARACTERS);
        const { base, params } = parseUriQuery(payload);
        expect(decodeURIComponent(base.slice('mailto:'.length))).toBe(email.trim());
        expect(params.subject ?? '').toBe(
          subject.trim() === '' ? '' : subject.replace(/\r\n|\r|\n/g, ' '),
        );
        expect(params.body ?? '').toBe(
          body.trim() === '' ? '' : body.replace(/\r\n|\r|\n/g, '\r\n'),
        );
      }),
    );
  });
});
