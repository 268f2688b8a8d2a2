import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDestination, DESTINATION_MESSAGES, MAX_DESTINATION_LENGTH } from './destination.js';
import { destinationSchema } from './dynamic-codes.js';

const parse = (value: string) => destinationSchema.safeParse(value);
const firstMessage = (value: string) => {
  const result = parse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('one rule for destinations', () => {
  it('gives each refusal its own message, the same in the API schema and the rule', () => {
    expect(firstMessage('http://user:pw@host.example/')).toBe(DESTINATION_MESSAGES.credentials);
    expect(firstMessage('https://user@host.example/')).toBe(DESTINATION_MESSAGES.credentials);
    expect(firstMessage('https://host.example/a\nb')).toBe(DESTINATION_MESSAGES.control);
    expect(firstMessage('https://host.example/\u009b')).toBe(DESTINATION_MESSAGES.control);
    expect(firstMessage('javascript:alert(1)')).toBe(DESTINATION_MESSAGES.protocol);
    expect(checkDestination('http://user:pw@host.example/')).toMatchObject({
      ok: false,
      message: DESTINATION_MESSAGES.credentials,
    });
    // Non-ASCII paths grow when serialised: the bound applies to what the redirect sends.
    const wide = `https://host.example/${'é'.repeat(MAX_DESTINATION_LENGTH / 2)}`;
    expect(wide.length).toBeLessThan(MAX_DESTINATION_LENGTH);
    expect(firstMessage(wide)).toBe(DESTINATION_MESSAGES.tooLong);
  });

  it('accepts what the redirect accepts, normalising a bare host', () => {
    expect(parse('example.com/menu')).toMatchObject({
      success: true,
      data: 'https://example.com/menu',
    });
    expect(checkDestination('https://example.com/menu')).toEqual({
      ok: true,
      href: 'https://example.com/menu',
    });
  });

  it('never accepts a destination the redirect would refuse (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'http://',
        'https://',
        'ftp://',
        'javascript:',
        'user:pw@',
        '@',
        ':',
        '/',
        '#',
        '?',
        '%00',
        '\u0000',
        '\n',
        '\u0085',
        'é',
        ' ',
        'example.com',
        'a.b',
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const input = pieces.join('');
        const result = parse(input);
        if (result.success) expect(checkDestination(result.data).ok, input).toBe(true);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const result = parse(url);
        if (result.success) expect(checkDestination(result.data).ok, url).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
