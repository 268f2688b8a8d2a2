import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../contracts/auth.js';
import { AppError } from '../../lib/errors.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * The password rules of ASVS 5.0 6.2 that need the server: at least PASSWORD_MIN_LENGTH
 * characters (the contracts' schemas check that too, for the forms) and not on the list of
 * common or leaked passwords (common-passwords.ts). No composition rules (6.2.5).
 */

/** Why `password` may not be set as a new password, or null when it may. */
export async function newPasswordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (await isCommonPassword(password)) return AUTH_MESSAGES.passwordTooCommon;
  return null;
}

/**
 * Every place a password is set calls this before hashing it: 400 VALIDATION_FAILED with the
 * message on `field` (the form's field for the new password) when the rules refuse it.
 */
export async function assertNewPassword(password: string, field: string): Promise<void> {
  const problem = await newPasswordProblem(password);
  if (problem !== null) {
    throw new AppError(400, 'VALIDATION_FAILED', problem, { [field]: problem });
  }
}
