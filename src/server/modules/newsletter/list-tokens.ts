import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_LISTS, type MailList } from '../../../contracts/newsletter.js';

export interface ListMember {
  clientId: number;
  list: MailList;
  /** Trimmed, lower-cased. */
  address: string;
}

/**
 * Signed unsubscribe tokens, one per (client, list, address): `base64url(payload).base64url(mac)`
 * with an HMAC-SHA256 keyed from APP_SECRET. They do not expire (an unsubscribe link must work
 * years later) and prove only the right to leave (or rejoin) that list with that address.
 */
export class ListTokens {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = createHmac('sha256', appSecret).update('qr-shark list unsubscribe').digest();
  }

  sign(member: ListMember): string {
    const payload = Buffer.from(
      `${member.clientId}\n${member.list}\n${member.address.trim().toLowerCase()}`,
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The member the token was signed for, or null for anything forged or malformed. */
  verify(token: string): ListMember | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const [clientId, list, address] = Buffer.from(payload, 'base64url').toString().split('\n');
    if (list === undefined || !(MAIL_LISTS as readonly string[]).includes(list) || !address)
      return null;
    const id = Number(clientId);
    if (!Number.isInteger(id) || id < 1) return null;
    return { clientId: id, list: list as MailList, address };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
