// Words shared by every surface: the language switcher, the note on pages not translated, and
// the shared controls' own words (a dialog's Cancel, the divider's "or", a password's Show).
export const messages = {
  language: 'Language',
  'language.choose': 'Choose a language',
  'untranslated.note': 'This page is available in English only.',
  'action.cancel': 'Cancel',
  or: 'or',
  'password.show': 'Show {field}',
} as const;

export type CommonMessageId = keyof typeof messages;
