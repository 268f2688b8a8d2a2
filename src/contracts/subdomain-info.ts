import { z } from 'zod';
import { QR_TYPES } from './qr-content.js';
import type { SubdomainInfo } from './white-label.js';

/** GET /api/subdomain-info: white-label.ts SubdomainInfo as a zod schema (the route's answer). */
export const subdomainInfoSchema = z.object({
  isSubdomain: z.boolean(),
  qrType: z
    .enum(QR_TYPES)
    .nullable()
    .meta({ description: 'The type a type subdomain (e.g. wifi.) preselects.' }),
  subdomain: z.string().nullable(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type SubdomainInfoSchemaMatchesType = [
  Expect<Same<z.infer<typeof subdomainInfoSchema>, SubdomainInfo>>,
  Expect<Same<keyof z.infer<typeof subdomainInfoSchema>, keyof SubdomainInfo>>,
];
