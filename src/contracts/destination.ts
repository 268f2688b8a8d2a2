import { QR_CONTENT_MESSAGES } from './qr-content.js';

/**
 * The one rule for where a dynamic code may send a scanner, shared by the API (create and edit
 * refuse exactly this), the forms, and the redirect (which checks every stored destination again
 * before answering 302, as a second line for rows older than this rule or written by hand).
 */

/** Longest destination, in characters, as typed and as serialised by the URL parser. */
export const MAX_DESTINATION_LENGTH = 2048;

export type DestinationProblem = 'invalid' | 'protocol' | 'credentials' | 'control' | 'tooLong';

/** What the user is told for each refusal (the API's field message). */
export const DESTINATION_MESSAGES: Record<DestinationProblem, string> = {
  invalid: QR_CONTENT_MESSAGES.urlInvalid,
  protocol: QR_CONTENT_MESSAGES.urlProtocol,
  credentials:
    'The URL must not contain a user name or password (user:password@). Remove them: scanners would be refused.',
  control: 'The URL must not contain control characters such as line breaks or tabs.',
  tooLong: QR_CONTENT_MESSAGES.tooLong(MAX_DESTINATION_LENGTH),
};

export type DestinationCheck =
  | { ok: true; /** The URL parser's serialisation: the Location we send. */ href: string }
  | { ok: false; problem: DestinationProblem; message: string };

// C0 controls (including CR, LF and TAB), DEL and the C1 block.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** True when `text` holds a C0 control (CR, LF, TAB...), DEL or a C1 control. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

const refuse = (problem: DestinationProblem): DestinationCheck => ({
  ok: false,
  problem,
  message: DESTINATION_MESSAGES[problem],
});

/**
 * Checks an absolute destination URL exactly as the redirect will: at most
 * MAX_DESTINATION_LENGTH characters (before and after serialisation), no control characters,
 * parseable, http or https, a host, and no user name or password.
 */
export function checkDestination(destination: string): DestinationCheck {
  if (destination.length > MAX_DESTINATION_LENGTH) return refuse('tooLong');
  if (hasControlCharacters(destination)) return refuse('control');
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    return refuse('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('protocol');
  if (url.hostname === '') return refuse('invalid');
  if (url.username !== '' || url.password !== '') return refuse('credentials');
  const href = url.href;
  return href.length <= MAX_DESTINATION_LENGTH ? { ok: true, href } : refuse('tooLong');
}
