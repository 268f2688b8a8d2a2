// The pages a short link answers instead of its destination (server modules/redirect/pages.ts
// and modules/link-controls/pages.ts): paused, not found, removed, unsafe, unavailable, not
// active yet, expired and the password page. Only the brand name comes from outside.
export const messages = {
  home: 'Go to {brand}',
  'paused.heading': 'This QR code is paused',
  'paused.message': 'Its owner has paused this code for now. Please try again later.',
  'notFound.heading': 'QR code not found',
  'notFound.message': 'This short link does not exist or has been deleted by its owner.',
  'retired.heading': 'This code was removed',
  'retired.message':
    'The account or workspace that held this QR code was closed, so the code no longer leads anywhere.',
  'unavailable.heading': 'This site is not available',
  'unavailable.message': 'This site is not available at the moment.',
  'unsafe.heading': 'This link cannot be opened',
  'unsafe.message':
    'The address stored for this QR code is not a valid web address, so we did not open it. Its owner can fix it by editing the destination.',
  'notActive.heading': 'This code is not active yet',
  'notActive.message':
    'Its owner has scheduled this QR code to start later. Please try again then.',
  'expired.heading': 'This code has expired',
  'expired.message': 'Its owner set this QR code to stop working, so it no longer leads anywhere.',
  'password.title': 'Password required',
  'password.heading': 'This QR code is protected',
  'password.message': 'Enter the password its owner gave you to continue.',
  'password.label': 'Password',
  'password.submit': 'Continue',
  'password.wrong': 'That password is not right. Please try again.',
  'password.tooManyTries': 'Too many wrong passwords. Please wait a few minutes and try again.',
} as const;

export type LinkPageMessageId = keyof typeof messages;
