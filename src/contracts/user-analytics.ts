import { z } from 'zod';
import type { UserAnalytics } from './analytics.js';

/** GET /api/user-analytics: analytics.ts UserAnalytics as a zod schema (the route's answer). */
export const userAnalyticsSchema = z.object({
  overview: z.object({
    totalQrCodes: z.number(),
    totalScans: z.number(),
    totalDownloads: z.number(),
    totalGenerations: z.number(),
    staticQrCodes: z.number(),
    dynamicQrCodes: z.number(),
  }),
  qrTypeDistribution: z
    .record(z.string(), z.number())
    .meta({ description: 'qrType → number of codes (saved + dynamic).' }),
  recentActivity: z
    .array(
      z.object({
        date: z.string().meta({ description: 'YYYY-MM-DD in the request’s tz.' }),
        generations: z.number(),
        downloads: z.number(),
      }),
    )
    .meta({ description: 'The last 30 local days, oldest first.' }),
  topPerformingQrCodes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      type: z.string(),
      downloads: z.number(),
      generations: z.number(),
    }),
  ),
  dynamicQrPerformance: z.array(z.object({ id: z.number(), name: z.string(), scans: z.number() })),
  timeZone: z.string(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
type Analytics = z.infer<typeof userAnalyticsSchema>;
type Row<T> = T extends readonly (infer R)[] ? R : never;
export type UserAnalyticsSchemaMatchesType = [
  Expect<Same<Analytics, UserAnalytics>>,
  Expect<Same<keyof Analytics, keyof UserAnalytics>>,
  Expect<Same<keyof Analytics['overview'], keyof UserAnalytics['overview']>>,
  Expect<Same<keyof Row<Analytics['recentActivity']>, keyof Row<UserAnalytics['recentActivity']>>>,
  Expect<
    Same<
      keyof Row<Analytics['topPerformingQrCodes']>,
      keyof Row<UserAnalytics['topPerformingQrCodes']>
    >
  >,
  Expect<
    Same<
      keyof Row<Analytics['dynamicQrPerformance']>,
      keyof Row<UserAnalytics['dynamicQrPerformance']>
    >
  >,
];
