import type { FastifyRequest } from 'fastify';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import type { App } from '../../lib/app-types.js';
import { notFound } from '../../lib/errors.js';
import { parseCodeId } from '../qr-codes/index.js';

/** Who may act on a dynamic code: its user within its white-label client. */
export interface CodeOwner {
  userId: number;
  clientId: number;
}

/** The signed-in caller as a code owner (401 when signed out). */
export async function codeOwnerOf(app: App, request: FastifyRequest): Promise<CodeOwner> {
  const user = await app.sessions.requireUser(request);
  return { userId: user.id, clientId: user.clientId };
}

/** A dynamic code's id from the path; anything but a positive integer is 404, like a stranger's. */
export function codeIdOf(raw: string): number {
  const id = parseCodeId(raw);
  if (id === null) throw notFound(DYNAMIC_MESSAGES.notFound);
  return id;
}
