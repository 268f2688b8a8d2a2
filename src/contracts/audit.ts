import { z } from 'zod';

/**
 * A workspace's audit trail (issue 39 item 6): who did what, when and from where. The web app's
 * audit page and GET /api/workspaces/{id}/audit(.csv) share these.
 */

/** Days an entry is kept. */
export const AUDIT_RETENTION_DAYS = 365;

/** The actions recorded. */
export const AUDIT_ACTIONS = [
  'code.create',
  'code.update',
  'code.destination',
  'code.pause',
  'code.resume',
  'code.delete',
  'code.controls',
  'code.labels',
  'code.bulk-labels',
  'code.bulk-pause',
  'code.bulk-resume',
  'code.bulk-delete',
  'code.bulk-restore',
  'folder.create',
  'folder.rename',
  'folder.delete',
  'tag.create',
  'tag.update',
  'tag.delete',
  'saved-code.create',
  'saved-code.rename',
  'saved-code.delete',
  'workspace.create',
  'workspace.rename',
  'workspace.delete',
  'member.role',
  'member.remove',
  'member.leave',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'invitation.accept',
  'api-key.create',
  'api-key.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'sign-in.configure',
  'sign-in.change',
  'sign-in.remove',
  'sign-in.verify',
  'plan.change',
  'design.create',
  'design.rename',
  'design.update',
  'design.default',
  'design.apply',
  'design.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Where a change came from: a signed-in session ('web'), an API key ('api'), or Stripe's
 * webhook ('stripe': a subscription started, changed or ended there).
 */
export const AUDIT_VIA = ['web', 'api', 'stripe'] as const;
export type AuditVia = (typeof AUDIT_VIA)[number];

export const AUDIT_MESSAGES = {
  badFilter: 'Filter by an action, an address, and dates as YYYY-MM-DD or ISO date-times.',
} as const;

const dateFilter = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: AUDIT_MESSAGES.badFilter })
  .optional();

/** GET /api/workspaces/{id}/audit: filters and paging (`before`: the last id of a page). */
export const auditQuerySchema = z.object({
  action: z.string().trim().max(60).optional(),
  actor: z.string().trim().toLowerCase().max(255).optional(),
  from: dateFilter,
  to: dateFilter,
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One recorded change. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorUserId: z.number().int().nullable(),
  /** The actor's address when the change was made. */
  actorEmail: z.string().nullable(),
  via: z.enum(AUDIT_VIA),
  action: z.string(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The network the request came from (IPv4 /24, IPv6 /48): never the full address. */
  fromNetwork: z.string().nullable(),
  /** "Chrome on macOS", or the client's User-Agent cut to 200 characters. */
  fromAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
