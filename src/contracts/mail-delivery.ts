// Zod-free (the footer's signup form and every banner import it): what answers and screens say
// when this server cannot deliver mail (issue 36 item 4). With SMTP_URL unset, mail is still
// written to the outbox, where admins read it, but nothing is sent, and nothing says it was.

/** GET /api/mail-status: whether mail leaves this server. */
export const MAIL_STATUS_PATH = '/api/mail-status';

export interface MailStatus {
  /** True with SMTP_URL set: mail is handed to the mail server. False: it stays in the outbox. */
  deliverable: boolean;
}

export const NO_MAIL_MESSAGES = {
  /** Every answer that would have said a link was mailed (reset, verification, trial, newsletter, address change). */
  link: 'This server has no mail set up. Ask its administrator for the link.',
  /** Title of a screen or toast that would have said "Check your e-mail". */
  title: 'No e-mail was sent',
  /** The contact form: the message is stored; nobody is mailed about it. */
  contactTitle: 'Message received',
  contact:
    'This server has no mail set up, so no e-mail went out: your message waits on the server for its administrator to read.',
  /** The unverified user's banner and account section. */
  verify: (address: string) =>
    `Your e-mail address ${address} is not verified yet. This server has no mail set up. Ask its administrator for the link.`,
  /** Admins' banner, with a link to the outbox. */
  adminBanner:
    'This server has no mail set up (SMTP_URL is not set): nothing is e-mailed. Every mail waits in the outbox.',
  adminBannerLink: 'Open the outbox',
} as const;

/** The answer's text: `sent` when mail is delivered, the no-mail text otherwise. */
export function mailAnswer(
  deliverable: boolean,
  sent: string,
  held: string = NO_MAIL_MESSAGES.link,
) {
  return deliverable ? sent : held;
}
