import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import { AppError } from '../../lib/errors.js';
import { tooManyRequests, type SharedLimits } from '../../lib/shared-limits.js';
import {
  limitKey,
  type AccountLimitRules,
  type ClientMeta,
  type PasswordHasher,
  type UserRow,
} from '../auth/index.js';

export interface PasswordCheckDeps {
  hasher: PasswordHasher;
  limits: SharedLimits;
  rules: AccountLimitRules;
}

/** A 400 with the message on one field, as every form of the account page shows it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, { [field]: message });
}

/**
 * Re-authentication of a signed-in owner before a sensitive step (deleting the account,
 * changing its address): the password must be right. Attempts count against the sign-in limit
 * of the (account, IP) pair, so a borrowed session cannot guess it (429 past it); a right one
 * clears the pair. Wrong or missing: 400 on `field`.
 */
export async function confirmPassword(
  deps: PasswordCheckDeps,
  user: Pick<UserRow, 'clientId' | 'username' | 'passwordHash'>,
  password: string | undefined,
  meta: Pick<ClientMeta, 'ip'>,
  messages: { field: string; missing: string; wrong: string },
): Promise<void> {
  if (!password) throw fieldError(messages.field, messages.missing);
  const pairKey = limitKey.loginPair(user.clientId, user.username, meta.ip);
  const verdict = await deps.limits.hit(pairKey, deps.rules.loginPair);
  if (!verdict.allowed) {
    throw tooManyRequests(
      'TOO_MANY_ATTEMPTS',
      AUTH_MESSAGES.tooManyAttempts,
      verdict.retryAfterSeconds,
    );
  }
  if (!(await deps.hasher.verify(user.passwordHash, password))) {
    throw fieldError(messages.field, messages.wrong);
  }
  await deps.limits.reset(pairKey);
}
