// Proving an address gives the account to the prover only (issue 36 items 1 and 2). Anyone can
// register any address; until its owner proves it, whoever typed it holds the password, the
// sessions, and whatever keys and webhooks he made. When the owner proves the address without
// being signed in to the account (a followed verification link, a Google sign-in vouching for
// it, a mailed password link), the account is handed over: this ends all of that, and the owner
// is shown what the account already holds.
import type { HandOver } from '../../../contracts/auth.js';
import type { Database } from '../../db/client.js';
import { escapeHtml } from '../../lib/html-page.js';
import { ACCOUNT_LINK_PURPOSES } from '../../db/schema/index.js';
import { revokeUserKeys } from '../api-keys/index.js';
import { codeDestinations } from '../dynamic-codes/index.js';
import { disconnectConnectedAccount } from '../payments/index.js';
import { deleteUserEndpoints } from '../webhooks/index.js';
import { deleteUserSessions, voidUserLinks } from './repository.js';

/** How many of the account's dynamic codes the new holder is shown by name (newest first). */
export const HANDED_OVER_CODES_SHOWN = 50;

/**
 * Inside the transaction that proves the address: ends every session of the account, voids
 * every outstanding mailed link (a pending address change could otherwise move the account to
 * the registrant's mailbox), revokes every API key, removes every webhook endpoint and forgets
 * the Stripe Connect payout account connected before the proof. Dynamic codes keep redirecting (a printed code never goes dark); they are
 * returned so the new holder sees where they send people. The caller then starts the prover's
 * session.
 */
export async function handOverAccount(db: Database, userId: number, now: Date): Promise<HandOver> {
  const endedSessions = await deleteUserSessions(db, userId);
  await voidUserLinks(db, userId, ACCOUNT_LINK_PURPOSES, now);
  const revokedApiKeys = await revokeUserKeys(db, userId, now);
  const removedWebhooks = await deleteUserEndpoints(db, userId);
  // Payment codes' sales would otherwise keep going to the registrant's Stripe payout account.
  await disconnectConnectedAccount(db, userId);
  const dynamicCodes = await codeDestinations(db, userId, HANDED_OVER_CODES_SHOWN);
  return { endedSessions, revokedApiKeys, removedWebhooks, dynamicCodes };
}

/**
 * The hand-over for the page Google sign-in lands on (the web app's verification page lays it
 * out itself): the message, and the list of dynamic codes as escaped markup.
 */
export function describeHandOver(
  address: string,
  handOver: HandOver,
): { message: string; html: string } {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const message = [
    `The account ${address} was created before you proved this address, so we made sure only you hold it now:`,
    `${plural(handOver.endedSessions, 'signed-in device was', 'signed-in devices were')} signed out,`,
    `${plural(handOver.revokedApiKeys, 'API key was', 'API keys were')} revoked,`,
    `${plural(handOver.removedWebhooks.length, 'webhook was', 'webhooks were')} removed,`,
    'and the password set when it was created no longer works (set your own in Account settings).',
  ].join(' ');
  const { total, codes } = handOver.dynamicCodes;
  if (total === 0) return { message, html: '' };
  const items = codes
    .map(
      (c) =>
        `<li>${escapeHtml(c.name || c.shortCode)}: ${escapeHtml(c.destination)}${c.isPaused ? ' (paused)' : ''}</li>`,
    )
    .join('');
  const more = total > codes.length ? `<p>and ${total - codes.length} more.</p>` : '';
  const intro = `It has ${plural(total, 'dynamic QR code', 'dynamic QR codes')}, which keep working. Check where they send people:`;
  return { message, html: `<p>${escapeHtml(intro)}</p><ul>${items}</ul>${more}` };
}
