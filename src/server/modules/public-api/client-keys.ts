import { AppError } from '../../lib/errors.js';
import type { Database } from '../../db/client.js';
import { findAccount } from '../auth/index.js';
import { findLiveUser } from '../auth/index.js';
import { keyRole, type KeyPrincipal } from '../api-keys/index.js';
import type { WhiteLabelService } from '../white-label/index.js';
import type { WorkspaceService } from '../workspaces/index.js';

/** The header a white-label client key names the user it acts for in. */
export const ON_BEHALF_OF_HEADER = 'qrs-on-behalf-of';

export const CLIENT_KEY_MESSAGES = {
  onBehalfOfMissing:
    'A client API key acts for one of your users: name them in the QRS-On-Behalf-Of header (their e-mail address or user id).',
  userNotFound:
    'QRS-On-Behalf-Of names no user of this client. Give the e-mail address or user id of one of your users.',
} as const;

export interface ClientKeyDeps {
  db: Database;
  whiteLabel: Pick<WhiteLabelService, 'clientOfApiKey'>;
  workspaces: Pick<WorkspaceService, 'resolve'>;
}

/**
 * White-label client keys on /api/v1 (issues 17 item 3 and 19 item 1): the client's key, shown
 * once in /white-label-admin, authenticates its server-to-server calls with admin scope over
 * its users' codes. Every call acts for one user of that client, named in `QRS-On-Behalf-Of`
 * (e-mail or numeric id), so every operation keeps the same owner checks, plan limits and
 * short-link host as that user's own calls; one client can never reach another's users. The
 * call acts in that user's personal workspace.
 */
export class ClientKeys {
  constructor(private readonly deps: ClientKeyDeps) {}

  /**
   * The client of a client key presented on `hostClientId`'s host, or null when the key is no
   * active client's, or another client's than the host's (a 401 to the caller).
   */
  async clientOf(key: string, hostClientId: number): Promise<number | null> {
    const client = await this.deps.whiteLabel.clientOfApiKey(key);
    return client && client.id === hostClientId ? client.id : null;
  }

  /**
   * The principal acting for the user `onBehalfOf` names (e-mail or id) in `clientId`. Throws
   * AppError 400 when the header is missing and 404 when it names no live user of the client.
   */
  async principal(clientId: number, onBehalfOf: string | undefined): Promise<KeyPrincipal> {
    const named = onBehalfOf?.trim();
    if (!named) {
      throw new AppError(400, 'ON_BEHALF_OF_REQUIRED', CLIENT_KEY_MESSAGES.onBehalfOfMissing);
    }
    const userId = await this.userOf(clientId, named);
    if (userId === null) {
      throw new AppError(404, 'USER_NOT_FOUND', CLIENT_KEY_MESSAGES.userNotFound);
    }
    const grants = clientKeyGrants(clientId);
    const member = await this.deps.workspaces.resolve({ id: userId, clientId }, undefined);
    return {
      kind: 'client',
      userId,
      clientId,
      workspaceId: member.workspaceId,
      role: keyRole(grants.scope, member.role),
      ...grants,
    };
  }

  /** A live user of the client by e-mail address or id, or null. */
  private async userOf(clientId: number, named: string): Promise<number | null> {
    if (/^[1-9]\d{0,9}$/.test(named)) {
      const id = Number(named);
      if (id > 2_147_483_647) return null;
      const user = await findLiveUser(this.deps.db, id);
      return user && user.clientId === clientId ? user.id : null;
    }
    const user = await findAccount(this.deps.db, clientId, named);
    return user?.id ?? null;
  }
}

/** What a client key may do, and which key it is (one request window per client). */
export function clientKeyGrants(clientId: number) {
  return {
    scope: 'read-write',
    ratePlan: 'client',
    keyRef: `client:${clientId}`,
  } as const satisfies Pick<KeyPrincipal, 'scope' | 'ratePlan' | 'keyRef'>;
}
