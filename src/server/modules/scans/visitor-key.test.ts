import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VisitorKeys } from './visitor-key.js';

const SECRET = 'visitor-key-test-secret-visitor-key-test-secret';

/** The key as its definition states it, with createHmac throughout. */
function reference(ip: string, userAgent: string, codeId: number, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  const secret = createHmac('sha256', SECRET).update(`qr-shark visitor key ${day}`).digest();
  return createHmac('sha256', secret).update(`${ip}\n${userAgent}\n${codeId}`).digest('hex');
}

describe('VisitorKeys', () => {
  it('gives the HMAC of its definition for every address, agent, code and day', () => {
    const keys = new VisitorKeys(SECRET);
    const agents = [
      '',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Zoë’s app ✓ 🦈',
      'a'.repeat(682),
      'a'.repeat(683),
      '€'.repeat(700),
      'x'.repeat(10_000),
    ];
    const ips = ['81.2.69.142', '2a00:1450:4001:80b::200e', '', '::ffff:1.2.3.4'];
    const times = [
      '2031-03-10T00:00:00.000Z',
      '2031-03-10T23:59:59.999Z',
      '2031-03-11T00:00:00.000Z',
      '2031-03-10T12:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
    ].map((t) => new Date(t));
    for (const at of times)
      for (const ip of ips)
        for (const ua of agents)
          for (const codeId of [1, 987_654])
            expect(keys.key(ip, ua, codeId, at)).toBe(reference(ip, ua, codeId, at));
  });

  it('keeps a visitor’s key within a UTC day and changes it the next day', () => {
    const keys = new VisitorKeys(SECRET);
    const ua = 'Mozilla/5.0';
    const morning = keys.key('1.1.1.1', ua, 7, new Date('2031-03-10T00:00:01Z'));
    expect(keys.key('1.1.1.1', ua, 7, new Date('2031-03-10T23:59:59Z'))).toBe(morning);
    expect(keys.key('1.1.1.1', ua, 7, new Date('2031-03-11T00:00:00Z'))).not.toBe(morning);
    expect(keys.key('1.1.1.2', ua, 7, new Date('2031-03-10T12:00:00Z'))).not.toBe(morning);
  });
});
