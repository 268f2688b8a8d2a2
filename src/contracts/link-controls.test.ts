import { describe, expect, it } from 'vitest';
import { applyUtm, checkSchedule, LINK_CONTROL_MESSAGES } from './link-controls.js';

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

describe('checkSchedule', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const destination = 'https://example.com/menu';
  const code = { destination, shortCode: 'AbC12345' };
  const none = { startsAt: null, expiresAt: null, fallbackUrl: null };

  it("refuses the code's own short link as its fallback, on any host", () => {
    for (const fallbackUrl of [
      'http://localhost:3000/d/AbC12345',
      'https://acme.qr.example.com/d/AbC12345/',
    ]) {
      expect(
        checkSchedule({ startsAt: null, expiresAt: null, fallbackUrl }, code, now).errors,
      ).toEqual({ fallbackUrl: LINK_CONTROL_MESSAGES.fallbackIsOwnLink });
    }
    expect(
      checkSchedule(
        { startsAt: null, expiresAt: null, fallbackUrl: 'https://example.com/d/Other123' },
        code,
        now,
      ).errors,
    ).toEqual({});
  });

  it('finds nothing in an empty or a future schedule', () => {
    expect(checkSchedule(none, code, now)).toEqual({ errors: {}, warnings: [] });
    expect(
      checkSchedule(
        {
          startsAt: '2026-06-02T00:00:00Z',
          expiresAt: '2026-07-01T00:00:00Z',
          fallbackUrl: 'https://example.com/later',
        },
        code,
        now,
      ),
    ).toEqual({ errors: {}, warnings: [] });
  });

  it('refuses a start at or after the expiry with the API message', () => {
    for (const startsAt of ['2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z']) {
      expect(
        checkSchedule({ ...none, startsAt, expiresAt: '2026-07-01T00:00:00Z' }, code, now).errors,
      ).toEqual({ expiresAt: LINK_CONTROL_MESSAGES.expiryBeforeStart });
    }
  });

  it('warns of a past (or this very) expiry', () => {
    for (const expiresAt of ['2026-05-01T00:00:00Z', '2026-06-01T12:00:00Z']) {
      expect(checkSchedule({ ...none, expiresAt }, code, now).warnings).toEqual(['expiryPast']);
    }
    expect(
      checkSchedule({ ...none, expiresAt: '2026-06-01T12:00:01Z' }, code, now).warnings,
    ).toEqual([]);
  });

  it('warns of a fallback that is the destination, however it is written', () => {
    for (const fallbackUrl of [destination, ' HTTPS://EXAMPLE.COM:443/menu ']) {
      expect(checkSchedule({ ...none, fallbackUrl }, code, now).warnings).toEqual([
        'fallbackIsDestination',
      ]);
    }
    expect(
      checkSchedule({ ...none, fallbackUrl: 'https://example.com/menu2' }, code, now).warnings,
    ).toEqual([]);
  });
});
