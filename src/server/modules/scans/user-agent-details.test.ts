import { describe, expect, it } from 'vitest';
import { describeUserAgent, UserAgentParser } from './user-agent-details.js';

describe('UserAgentParser', () => {
  const parser = new UserAgentParser();

  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { botReason: null, deviceType: 'mobile', os: 'iOS', browser: 'Safari' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { botReason: null, deviceType: 'mobile', os: 'Android', browser: 'Chrome' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/13.0.0.0 (like Safari/8618.2.12.10.6, panda)',
      { botReason: null, deviceType: 'mobile', os: 'iOS' },
    ],
    ['WhatsApp/2.23.20.0 A', { botReason: 'link-preview', deviceType: 'bot' }],
    ['TelegramBot (like TwitterBot)', { botReason: 'link-preview' }],
    [
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      { botReason: 'link-preview' },
    ],
    [
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      { botReason: 'link-preview' },
    ],
    ['Wget/1.21.4', { botReason: 'tool' }],
    ['Go-http-client/1.1', { botReason: 'tool' }],
    [
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      { botReason: 'bot' },
    ],
    ['', { botReason: 'empty-ua', deviceType: null, os: null, browser: null }],
  ])('%s', (ua, expected) => {
    expect(parser.parse(ua)).toMatchObject(expected);
  });

  it('answers the same details for a repeated User-Agent', () => {
    const ua =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    expect(parser.parse(ua)).toBe(parser.parse(ua));
    expect(parser.parse(ua)).toMatchObject({
      deviceType: 'desktop',
      os: 'Linux',
      browser: 'Chrome',
    });
  });

  it('answers from its cache exactly what the uncached classification answers, within its bound', () => {
    const agents = [
      '',
      ' ',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91',
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Zoë’s camera app 1.0 ✓',
      'x'.repeat(5000),
      `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) ${'A'.repeat(600)} Safari/604.1`,
      // Equal in their first 512 characters: one answer for both, as stored.
      `${'Mozilla/5.0 (Linux; Android 14) '.repeat(20)}curl/8`,
      `${'Mozilla/5.0 (Linux; Android 14) '.repeat(20)}Chrome/126`,
    ];
    // Many distinct strings (versions) mixed in, so the bounded cache fills and clears often.
    const varied = Array.from(
      { length: 300 },
      (_, i) => `${agents[i % agents.length]} build/${i % 37}`,
    );
    const bound = 16;
    const cached = new UserAgentParser(bound);
    for (let round = 0; round < 3; round++) {
      for (const ua of [...agents, ...varied, undefined]) {
        expect(cached.parse(ua)).toEqual(describeUserAgent(ua));
        expect(cached.size).toBeLessThanOrEqual(bound);
      }
    }
    // A hit is the same (frozen) answer, never one a caller could change for the next scan.
    const again = cached.parse(agents[2]);
    expect(cached.parse(agents[2])).toBe(again);
    expect(Object.isFrozen(again)).toBe(true);
  });
});
