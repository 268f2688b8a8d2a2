import { describe, expect, it } from 'vitest';
import { botReasonLabel, changeLabel, filterValueLabel } from './labels.js';

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

describe('changeLabel', () => {
  it('says the change from the previous period with its sign and share', () => {
    expect(changeLabel(12, 8)).toBe('+4 (+50%) vs 8 in the previous period');
    expect(changeLabel(3, 4)).toBe('−1 (−25%) vs 4 in the previous period');
    expect(changeLabel(5, 5)).toBe('No change vs 5 in the previous period');
    expect(changeLabel(2, 0)).toBe('+2 vs 0 in the previous period');
  });
});

describe('filterValueLabel', () => {
  it('names filter values as the breakdowns do, the empty value as unknown', () => {
    expect(filterValueLabel('device', 'mobile')).toBe('Mobile');
    expect(filterValueLabel('referrer', '')).toBe('Direct (no referrer)');
    expect(filterValueLabel('os', '')).toBe('Unknown');
    expect(filterValueLabel('country', '')).toBe('Unknown');
    const split = {
      variants: [
        { key: 'ka', destination: 'https://a.example.com', weight: 50, scans: 1 },
        { key: 'kb', destination: 'https://b.example.com', weight: 50, scans: 1 },
      ],
      earlierScans: 0,
    };
    expect(filterValueLabel('variant', 'kb', split)).toBe('B · https://b.example.com');
    expect(filterValueLabel('variant', 'gone', split)).toBe('gone');
  });
});
