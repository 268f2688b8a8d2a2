/**
 * Thrown by the payload builders when the fields cannot form a standard string
 * (an invalid URL, an amount with too many decimals, an end before the start...).
 * The message is plain English meant for logs and developers; user-facing texts are
 * the validation messages in src/contracts/qr-content.ts, which reject the same inputs first.
 */
export class PayloadError extends Error {
  override readonly name = 'PayloadError';
}
