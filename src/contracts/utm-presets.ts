import { z } from 'zod';
import { UTM_KEYS } from './link-controls.js';

/** A saved UTM preset (link-controls.ts UtmPreset) as GET and POST /api/utm-presets answer it. */
export const utmPresetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  params: z
    .record(z.string(), z.string())
    .meta({ description: `Its non-empty values, by name: ${UTM_KEYS.join(', ')}.` }),
});
