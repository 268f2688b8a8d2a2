import { z } from 'zod';

/** The one JSON error body every API error uses. `fields` maps a field name to its message. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
