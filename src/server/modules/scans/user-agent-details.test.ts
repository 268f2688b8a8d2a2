import { describe, expect, it } from 'vitest';
import { UserAgentParser } from './user-agent-details.js';

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
});
