import { describe, expect, it } from 'vitest';
import { botReasonLabel } from './labels.js';

describe('botReasonLabel', () => {
  // Every reason the scan capture stores in scan_events.bot_reason.
  it.each([
    ['head', 'HEAD requests'],
    ['link-preview', 'link previews'],
    ['tool', 'command-line tools and scripts'],
    ['empty-ua', 'requests without a user agent'],
    ['bot', 'known bots and crawlers'],
  ])('names the stored reason %s in plain words', (reason, label) => {
    expect(botReasonLabel(reason)).toBe(label);
  });

  it('shows an unknown reason as sent, and a missing one generically', () => {
    expect(botReasonLabel('uptime_monitor')).toBe('uptime monitor');
    expect(botReasonLabel(null)).toBe('other automated requests');
  });
});
