// The Shark Tips confirmation mail (server modules/newsletter/subscriptions.ts), in the language
// of the browser that asked (its Accept-Language). "Shark Tips" is the newsletter's name.
export const messages = {
  subject: 'Confirm your Shark Tips subscription',
  intro:
    'Someone (hopefully you) asked to receive Shark Tips, the weekly {brand} newsletter about QR codes and marketing, at this address.',
  confirmHere: 'Confirm here:',
  confirmLink: 'Confirm my subscription',
  expiry:
    'The link works for {days} days. If you did not ask for this, ignore this e-mail: you will get nothing more.',
} as const;

export type NewsletterMailMessageId = keyof typeof messages;
