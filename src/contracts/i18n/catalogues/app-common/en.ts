// Words every screen of the app behind sign-in shares (issue 42): the save toasts (issue 37
// item 8: "{what} saved" / "{what} not saved"), loading and the generic retry. `{what}` is the
// screen's own name for the thing saved, already in the page's language.
export const messages = {
  'toast.saved': '{what} saved',
  'toast.notSaved': '{what} not saved',
  'toast.tryAgain': 'Please try again.',
  saving: 'Saving...',
  loading: 'Loading...',
} as const;

export type AppCommonMessageId = keyof typeof messages;
