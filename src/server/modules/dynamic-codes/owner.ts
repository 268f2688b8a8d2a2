import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import { notFound } from '../../lib/errors.js';
import { parseCodeId } from '../qr-codes/index.js';

/** Who may act on a dynamic code: its workspace within its white-label client. */
export interface CodeOwner {
  userId: number;
  clientId: number;
  workspaceId: number;
}

/** A dynamic code's id from the path; anything but a positive integer is 404, like a stranger's. */
export function codeIdOf(raw: string): number {
  const id = parseCodeId(raw);
  if (id === null) throw notFound(DYNAMIC_MESSAGES.notFound);
  return id;
}
