import { z } from 'zod';
import { INVITABLE_ROLES, WORKSPACE_ROLE_ORDER, workspaceSchema } from './workspaces.js';

/**
 * Invitations to a workspace by mail (issue 39 item 3): the web app's members and accept pages
 * and the /api/workspaces/{id}/invitations and /api/invitations routes share these.
 */

/** Days an invitation's link works. */
export const INVITATION_DAYS = 7;

/** The web page an invitation's link opens (`?token=...`). */
export const INVITATION_ACCEPT_PATH = '/invitations/accept';

export const INVITATION_MESSAGES = {
  email: 'Enter the e-mail address to invite',
  role: 'Choose admin, editor or viewer',
  alreadyMember: (email: string) => `${email} is already a member of this workspace.`,
  notFound: 'Invitation not found',
  personal:
    'Your personal workspace is yours alone. Create a team workspace to invite people, then invite them there.',
  unknownLink: 'This invitation link is not valid. Ask for a new invitation.',
  expired: 'This invitation has expired. Ask an admin of the workspace to send a new one.',
  revoked: 'This invitation was withdrawn. Ask an admin of the workspace for a new one.',
  used: 'This invitation was already used. Each invitation link works once.',
  workspaceGone: 'The workspace of this invitation no longer exists.',
  otherAddress: (invited: string, signedInAs: string) =>
    `This invitation is for ${invited}, but you are signed in as ${signedInAs}. Sign in as ${invited} (or create an account with that address) to accept it.`,
  unproven: (invited: string) =>
    `Confirm your e-mail address ${invited} first (open the link we mailed you), then accept the invitation.`,
  sent: (email: string) => `Invitation sent to ${email}.`,
  notSent: (email: string) =>
    `This server has no mail set up, so no e-mail was sent to ${email}. Send them this link yourself; it works once, only for ${email}, for ${INVITATION_DAYS} days.`,
  tooMany: (wait: string) =>
    `This workspace has sent many invitations in a short time. Please wait ${wait} and try again.`,
} as const;

/** POST /api/workspaces/{id}/invitations. */
export const createInvitationSchema = z.object({
  email: z
    .string({ error: INVITATION_MESSAGES.email })
    .trim()
    .toLowerCase()
    .email(INVITATION_MESSAGES.email)
    .max(255, INVITATION_MESSAGES.email),
  role: z.enum(INVITABLE_ROLES, { message: INVITATION_MESSAGES.role }),
});
export type CreateInvitation = z.infer<typeof createInvitationSchema>;

/** A not yet accepted, not revoked invitation as the workspace's admins see it. */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(WORKSPACE_ROLE_ORDER),
  /** The inviter's address (null when that account is gone). */
  invitedBy: z.string().nullable(),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** 'expired': past expiresAt, can be resent. */
  status: z.enum(['pending', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * The answer to a create or resend: the invitation, whether a mail went out, a sentence for the
 * admin, and (only when this server has no mail set up) the link to hand over themselves.
 */
export const invitationSentSchema = z.object({
  invitation: invitationSchema,
  mailed: z.boolean(),
  message: z.string(),
  link: z.string().optional(),
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** GET /api/invitations/lookup?token=...: what the accept page shows, and nothing more. */
export const invitationLookupSchema = z.object({
  workspaceName: z.string(),
  role: z.enum(WORKSPACE_ROLE_ORDER),
  email: z.string(),
  valid: z.boolean(),
  status: z.enum(['pending', 'expired', 'revoked', 'accepted']),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

/** An invitation link's token: 32 random bytes, base64url. */
export const invitationTokenSchema = z
  .string({ message: INVITATION_MESSAGES.unknownLink })
  .trim()
  .min(1, { message: INVITATION_MESSAGES.unknownLink })
  .max(200, { message: INVITATION_MESSAGES.unknownLink });

export const lookupInvitationQuerySchema = z.object({ token: invitationTokenSchema });

/** POST /api/invitations/accept. */
export const acceptInvitationSchema = z.object({ token: invitationTokenSchema });

export const acceptedInvitationSchema = z.object({ workspace: workspaceSchema });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
