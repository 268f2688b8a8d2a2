// Words shared by every surface: the language switcher and the note on pages not translated.
export const messages = {
  language: 'Language',
  'language.choose': 'Choose a language',
  'untranslated.note': 'This page is available in English only.',
} as const;

export type CommonMessageId = keyof typeof messages;
