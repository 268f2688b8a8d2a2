// Zod-free, so the verification banner (on every page) can use them without loading zod.

/** Account settings texts (spec 001 §4, §5, §8), shared by the page and the API. */
export const ACCOUNT_MESSAGES = {
  nameUpdated: 'Name Updated',
  nameFailed: 'Failed to update name. Please try again.',
  nameTooLong: 'Use at most 100 characters.',
  deleted: 'Account Deleted',
  deletedDescription: 'You will now be logged out.',
  deleteFailed: 'Failed to delete account. Please try again.',
  deletePasswordRequired: 'Enter your password to confirm.',
  deletePasswordWrong: 'Your password is not correct.',
  deleteEmailMismatch: 'Type the e-mail address of this account exactly as shown.',
  deleteSubscribed: (names: string) =>
    `${names} has a Premium subscription only you can end. Cancel it first (Plan → Manage subscription); once it has ended you can delete your account.`,
  deleteSoleOwner: (names: string) =>
    `You are the only owner of ${names}, which other people use. Make one of them an owner, or delete the workspace, before deleting your account.`,
  sessionNotFound: 'That session has already ended.',
  tooManyExports: (wait: string) =>
    `You have downloaded your data several times recently. Please try again in ${wait}.`,
  verificationSent: 'We sent a new verification link. It works once, for 24 hours.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationTooSoon: (wait: string) =>
    `A new link was made a moment ago: please use it, or ask again in ${wait}.`,
  restoreFailed:
    'We found no deleted account for this address and password that can still be restored.',
  restoreAddressTaken:
    'A new account already uses this address, so the deleted one cannot be restored.',
  restored: 'Your account is restored. Welcome back.',
  googleAccountDeleted:
    'The account linked to this Google account was deleted less than 30 days ago. To bring it back, choose "Restore with Google" on the restore page.',
  nothingToRestore:
    'We found no deleted account linked to this Google account that can still be restored.',
  emailChangeSame: 'This is already your e-mail address.',
  emailChangeTaken: 'Another account already uses this address.',
  emailChangePasswordRequired: 'Enter your current password to confirm.',
  emailChangeSent: (address: string) =>
    `We sent a link to ${address}. Your address changes when you follow it (within 24 hours); until then, nothing changes.`,
  emailChanged: (address: string) =>
    `Your e-mail address is now ${address}. Every other device was signed out.`,
  emailChangedSignIn: (address: string) =>
    `Your e-mail address is now ${address}. Every device was signed out: sign in with the new address.`,
  invalidEmailChangeLink:
    'This link does not work: it was already used, a newer one was sent, or it expired. Ask for the change again from Account Settings.',
  addressHeldForRestore:
    'An account with this address was deleted less than 30 days ago. Restore it from the log-in page, or sign up after it is removed for good.',
} as const;

/** Days a deleted account can be restored; its dynamic codes keep redirecting meanwhile. */
export const ACCOUNT_RESTORE_DAYS = 30;
