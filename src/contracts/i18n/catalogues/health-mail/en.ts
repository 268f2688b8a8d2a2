// The broken-link alert mails (server modules/destination-health/alerts.ts), in the language of
// the member the alert goes to (users.locale). {why} is one of the reason* messages.
export const messages = {
  brokenSubject: 'Your QR code "{label}" leads to a broken page',
  brokenBody:
    'The destination of your dynamic QR code "{label}" ({shortUrl}) is broken since {since}: {why}.',
  destination: 'Destination: {destination}',
  fallbackText:
    "Send scanners to the code's fallback ({fallback}) with one click; the link works for {days} days:",
  switchLink: 'Switch to the fallback',
  fallbackHtml: '{switch} ({fallback}); the link works for {days} days.',
  noFallbackText:
    'This code has no fallback URL. To send scanners elsewhere, edit its destination in your dashboard: {dashboard}',
  noFallbackHtml: 'This code has no fallback URL. To send scanners elsewhere, {edit}.',
  editLink: 'edit its destination in your dashboard',
  okSubject: 'Your QR code "{label}" works again',
  okBody: 'The destination of your dynamic QR code "{label}" ({shortUrl}) answers again.',
  reasonStatus: 'The destination answered {status}',
  reasonRedirects: 'More than {count} redirects',
  reasonTimeout: 'No answer within the time limit',
  reasonConnect: 'Could not connect ({code})',
  reasonRefused: 'Refused: {why}',
  reasonRedirected: 'Redirects to {host}',
  reasonNone: 'The destination does not answer',
} as const;

export type HealthMailMessageId = keyof typeof messages;
