import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contracts/auth.js';

/**
 * Change-password messages (spec 001 §5). They are not in src/contracts yet because the
 * endpoint belongs to a later issue; move them there when the server validates the same form.
 */
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newTooShort: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your new password',
  mismatch: "Passwords don't match",
} as const;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.currentRequired),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.newTooShort)
      .max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
