import { z } from 'zod';
import { loginRequestSchema, registerRequestSchema } from '../../../contracts/auth.js';

/** Login form: Email (sent as username) and Password, with the contract's rules and messages. */
export const loginFormSchema = loginRequestSchema;
export type LoginFormValues = z.input<typeof loginFormSchema>;

/**
 * Register form: only Email and Password are asked for (spec 001 §2); the payload's username,
 * confirmPassword and names are derived from them. Field rules come from the contract.
 */
export const registerFormSchema = z.object({
  email: registerRequestSchema.shape.username,
  password: registerRequestSchema.shape.password,
});
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** Which register-form field shows a server message about a payload field. */
export const registerFieldForServerField: Record<string, keyof RegisterFormValues> = {
  username: 'email',
  email: 'email',
  password: 'password',
  confirmPassword: 'password',
};
