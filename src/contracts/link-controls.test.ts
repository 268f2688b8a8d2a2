import { describe, expect, it } from 'vitest';
import { applyUtm } from './link-controls.js';

describe('applyUtm', () => {
  it('appends to a URL without a query, before the fragment', () => {
    expect(applyUtm('https://e.com/menu#drinks', { utm_source: 'qr', utm_medium: 'print' })).toBe(
      'https://e.com/menu?utm_source=qr&utm_medium=print#drinks',
    );
  });
  it('keeps existing parameters exactly and replaces same-named UTM ones', () => {
    expect(
      applyUtm('https://e.com/?a=1+2&utm_source=old&b=%C3%A9&utm_term=keep#x?y', {
        utm_source: 'flyer',
        utm_campaign: 'spring sale & more',
      }),
    ).toBe(
      'https://e.com/?a=1+2&b=%C3%A9&utm_term=keep&utm_source=flyer&utm_campaign=spring%20sale%20%26%20more#x?y',
    );
  });
  it('changes nothing when every value is empty', () => {
    expect(applyUtm('https://e.com/?q=1#f', { utm_source: ' ', utm_medium: '' })).toBe(
      'https://e.com/?q=1#f',
    );
  });
  it('handles a trailing "?" and a bare fragment', () => {
    expect(applyUtm('https://e.com/?', { utm_content: 'a/b' })).toBe(
      'https://e.com/?utm_content=a%2Fb',
    );
    expect(applyUtm('https://e.com#', { utm_term: 'x' })).toBe('https://e.com?utm_term=x#');
  });
});
