// Public face of the auth module for other modules: who is signed in.
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';
import type { SessionUser } from './service.js';

export type { SessionUser } from './service.js';
export { SessionGuard } from './session-guard.js';
export type { ClientMeta } from './service.js';
export { toPublicUser } from './public-user.js';
export {
  ACCOUNT_LINK_TTL_MS,
  endSession,
  findAccount,
  issueAccountLink,
  linkHours,
  linkTokenHash,
  normaliseAddress,
  roleFor,
  rotateSessions,
  startSession,
  syncAdminRole,
} from './accounts.js';
export { AccountMail, type MailContent } from './account-mail.js';
export { handOverAccount } from './address-proof.js';
export { limitKey, DEFAULT_ACCOUNT_LIMITS, type AccountLimitRules } from './limits.js';
export {
  consumeAccountLink,
  deleteUserSessions,
  findLiveUser,
  findRestorable,
  hasRestorableAccount,
  insertUser,
  restoreUser,
  retireAddressLinks,
  setPasswordVerified,
  voidUserLinks,
  type UserRow,
} from './repository.js';
export { isRecentSignIn } from './service.js';
export type { PasswordHasher } from './password.js';
export { assertNewPassword } from './password-policy.js';
export { clientMeta } from './routes.js';
export { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

/** The signed-in user; throws AppError 401 (code UNAUTHORIZED) when signed out. */
export function requireUser(request: FastifyRequest): Promise<SessionUser> {
  return request.server.sessions.requireUser(request);
}

/** The signed-in user or null. */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  return request.server.sessions.currentUser(request);
}

/** preHandler hook form: `{ preHandler: requireUserHook }` answers 401 for signed-out callers. */
export async function requireUserHook(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/** Throws AppError 403 unless the signed-in user is an admin (401 when signed out). */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden('Administrators only');
  return user;
}
export { AuthService } from './service.js';
export { GoogleOidc } from './google-oidc.js';
export { createPasswordHasher } from './password.js';
export { signedInHintCookieName } from './session-cookie.js';
export { authModule, type AuthModuleOptions, type AccountKit } from './plugin.js';
