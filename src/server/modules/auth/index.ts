// Public face of the auth module for other modules: who is signed in.
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
export { describeHandOver, handOverAccount } from './address-proof.js';
export { limitKey, DEFAULT_ACCOUNT_LIMITS, type AccountLimitRules } from './limits.js';
export {
  consumeAccountLink,
  deleteUserSessions,
  findLiveUser,
  findRestorable,
  hasRestorableAccount,
  insertUser,
  proveAndTakeOver,
  restoreUser,
  retireAddressLinks,
  setPasswordVerified,
  userRowColumns,
  voidUserLinks,
  type UserRow,
} from './repository.js';
export { isRecentSignIn, refuseUnlessCompanySignIn } from './service.js';
export type { PasswordHasher } from './password.js';
export { assertNewPassword } from './password-policy.js';
export { clientMeta } from './routes.js';
export {
  clearSessionCookie,
  cookieOptions,
  readSessionToken,
  setSessionCookie,
} from './session-cookie.js';

export { AuthService } from './service.js';
export { GoogleOidc } from './google-oidc.js';
export { createPasswordHasher } from './password.js';
export { signedInHintCookieName } from './session-cookie.js';
export { authModule, type AuthModuleOptions, type AccountKit } from './plugin.js';
