import { z } from 'zod';
import { publicUserSchema } from './auth.js';
import type { TrialStatus } from './dynamic-codes.js';

/** GET /api/trial-status: dynamic-codes.ts TrialStatus as a zod schema (the route's answer). */
export const trialStatusSchema = z.object({
  isActive: z.boolean(),
  hasExpired: z.boolean(),
  daysRemaining: z.number(),
  subscriptionStatus: z.string().meta({ description: '"active" when subscribed, else "free".' }),
  dynamicQRUsed: z.number().int(),
  dynamicQRLimit: z.number().int().nullable().meta({ description: 'null: unlimited.' }),
  canCreateDynamicQR: z.boolean(),
  savedQRUsed: z.number().int(),
  savedQRLimit: z.number().int().nullable(),
  detailedScansPerMonth: z.number().int().nullable(),
  trialEndsAt: z.string().nullable().meta({ description: 'ISO 8601; null: never started.' }),
  canStartTrial: z.boolean(),
});

/**
 * POST /api/activate-trial's body: `email` from a signed-out visitor (the link to start the
 * trial is mailed there); a signed-in caller's trial starts at once and the body is not read.
 */
export const activateTrialBodySchema = z
  .looseObject({ email: z.string().optional() })
  .nullish()
  .meta({ description: 'Signed out: { email } (required). Signed in: not read.' });

/** POST /api/activate-trial's answer: `user` (with the trial started) when signed in. */
export const activateTrialAnswerSchema = z.object({
  message: z.string(),
  user: publicUserSchema.optional(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type TrialSchemaMatchesType = [
  Expect<Same<z.infer<typeof trialStatusSchema>, TrialStatus>>,
  Expect<Same<keyof z.infer<typeof trialStatusSchema>, keyof TrialStatus>>,
];
