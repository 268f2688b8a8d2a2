// The /features/analytics page in every language (issue 42): what the scan analytics of dynamic
// codes show. The live demo below its cards is the dashboard's own charts, in English only.
export const messages = {
  'page.title': 'QR Code Analytics & Tracking',
  'page.description':
    'Scan analytics for dynamic QR codes: real-time counts, countries, devices and browsers, unique visitors, CSV and PDF export, without storing IP addresses.',
  'page.intro':
    'Dynamic codes count every scan. See when, where and on what devices your codes are scanned, without tracking the people who scan them.',
  'hero.start': 'Start Tracking Now',
  'hero.features': 'View All Features',
  'cards.title': 'What you can see',
  'card.realtime.title': 'Real-time scan tracking',
  'card.realtime.text':
    'Scans of your dynamic codes appear within seconds, with a live indicator while you watch, and a running total per code.',
  'card.geo.title': 'Geographic insights',
  'card.geo.text':
    'See the countries your scans come from, looked up on our own server without storing anyone’s IP address.',
  'card.devices.title': 'Device and browser analytics',
  'card.devices.text':
    'Break scans down by device type, operating system and browser to know how people reach you.',
  'card.performance.title': 'Performance metrics',
  'card.performance.text':
    'Total and unique scans over time for each code and for all your codes, with bots and link previews kept out of the numbers.',
  'card.export.title': 'CSV and PDF export',
  'card.export.text':
    'Download a code’s scans as a CSV file for your spreadsheet, or a PDF report to share.',
  'card.dates.title': 'Custom date range filtering',
  'card.dates.text':
    'Look at the last days or weeks, or pick your own start and end dates, in your own time zone.',
  'demo.title': 'See it in action',
  'demo.text':
    'These are the charts of your dashboard, drawn here on sample data. Hover or tap a point to see its numbers; screen readers get the same numbers as a table.',
  'plans.title': 'Included with a free account',
  'plans.text':
    'A free account includes one dynamic code with analytics: every scan is counted, with full detail (country, device, browser) for the first 100 scans of each code every month. The trial and subscriptions keep the detail of every scan.',
  'plans.start': 'Get Started Free',
} as const;

export type SiteAnalyticsFeatureMessageId = keyof typeof messages;
