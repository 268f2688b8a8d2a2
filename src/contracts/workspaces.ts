import { z } from 'zod';

/**
 * Workspaces, members and roles (issue 39): the web app and the /api/workspaces routes share
 * these schemas and messages.
 */

/** Roles, least powerful first: each may do what the ones before it may. */
export const WORKSPACE_ROLE_ORDER = ['viewer', 'editor', 'admin', 'owner'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLE_ORDER)[number];

/** Roles an invitation (or a role change by an admin) may give. */
export const INVITABLE_ROLES = ['admin', 'editor', 'viewer'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The request header naming the workspace a request acts in (absent: the personal one). */
export const WORKSPACE_HEADER = 'x-workspace-id';

/** The query parameter naming it on a GET opened as a link (downloads) and on workspace pages. */
export const WORKSPACE_PARAM = 'workspace';

/** True when `role` may do what `needed` may (an owner may do everything an admin may...). */
export function roleAllows(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return WORKSPACE_ROLE_ORDER.indexOf(role) >= WORKSPACE_ROLE_ORDER.indexOf(needed);
}

/** What each role may do, in words (the members page and the docs show it). */
export const ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  owner: 'Everything, including billing, deleting the workspace and managing other owners.',
  admin: 'Everything except billing and deleting the workspace; manages members but not owners.',
  editor: 'Creates, edits, pauses and deletes codes; sees analytics.',
  viewer: 'Sees codes and analytics and downloads codes; changes nothing.',
};

/** Workspaces one user may create (the personal one not counted). */
export const MAX_WORKSPACES_PER_USER = 50;

export const WORKSPACE_MESSAGES = {
  name: 'Name the workspace (1 to 100 characters)',
  notFound: 'Workspace not found. It may have been deleted, or you are not a member of it.',
  badHeader: 'X-Workspace-Id must be a workspace id (a positive whole number).',
  needsRole: (role: WorkspaceRole) => `Only a workspace ${role} or above can do this.`,
  limit: `You can create at most ${MAX_WORKSPACES_PER_USER} workspaces.`,
  personal: 'Your personal workspace cannot be deleted; delete your account instead.',
  subscribed:
    'This workspace has a Premium subscription. Cancel it first (Plan → Manage subscription); once it has ended you can delete the workspace.',
  confirmName: 'Type the workspace’s name exactly to delete it.',
  lastOwner: 'A workspace needs at least one owner. Make another member owner first.',
  memberNotFound: 'Member not found',
  ownersOnly: 'Only an owner can change or remove an owner.',
} as const;

const nameField = z
  .string({ message: WORKSPACE_MESSAGES.name })
  .trim()
  .min(1, { message: WORKSPACE_MESSAGES.name })
  .max(100, { message: WORKSPACE_MESSAGES.name });

/** POST /api/workspaces and PATCH /api/workspaces/{id}. */
export const workspaceNameSchema = z.object({ name: nameField });

/** DELETE /api/workspaces/{id}: the name typed again, as confirmation. */
export const deleteWorkspaceSchema = z.object({ confirmName: z.string().max(200) });

/** A workspace as its member sees it. */
export const workspaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(WORKSPACE_ROLE_ORDER),
  personal: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** One member of a workspace. */
export const memberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLE_ORDER),
  joinedAt: z.iso.datetime(),
});
export type Member = z.infer<typeof memberSchema>;

/** PATCH /api/workspaces/{id}/members/{userId}. */
export const memberRoleSchema = z.object({
  role: z.enum(WORKSPACE_ROLE_ORDER, { message: 'Choose owner, admin, editor or viewer' }),
});
