import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-destination.js';

describe('safeRedirectTarget', () => {
  it('passes absolute http(s) URLs, serialised by the URL parser', () => {
    expect(safeRedirectTarget('https://example.com/a?b=c#d')).toBe('https://example.com/a?b=c#d');
    expect(safeRedirectTarget('HTTP://Example.COM')).toBe('http://example.com/');
    expect(safeRedirectTarget('https://bücher.example/ä ö')).toBe(
      'https://xn--bcher-kva.example/%C3%A4%20%C3%B6',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox',
    'ftp://example.com/',
    '//evil.example',
    '/local',
    'https://example.com/\r\nLocation: https://evil.example',
    'https://example.com/\u0085',
    'https://user:pw@example.com/',
    `https://example.com/${'x'.repeat(2048)}`,
    'https://',
    '',
  ])('refuses %j', (destination) => {
    expect(safeRedirectTarget(destination)).toBeNull();
  });
});
