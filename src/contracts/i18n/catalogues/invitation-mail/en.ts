// The workspace invitation mail (server modules/workspaces/invitations.ts), in the language of
// the invited address's account, or the inviter's when the address has none.
export const messages = {
  subject: '{from} invited you to {workspace} on {brand}',
  text: [
    '{from} invited you ({email}) to join the workspace "{workspace}" on {brand} as {role, select, admin {an admin} editor {an editor} viewer {a viewer} other {a {role}}}.',
    'Open this link to see the invitation and accept it:',
    '{link}',
    '',
    'Only an account with the address {email} can accept it, once that address is confirmed.',
    'No account yet? Create one with {email} from that page, confirm the address, then accept.',
    'This link works once and expires in {days} days.',
    'If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n'),
  someWorkspace: 'a workspace',
  someMember: 'A member',
} as const;

export type InvitationMailMessageId = keyof typeof messages;
