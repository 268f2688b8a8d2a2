// The account settings screen (/account-settings) of the app behind sign-in (issue 42), shown in
// the account's own language. Its sections move here one by one; the language section first.
export const messages = {
  'language.title': 'Language',
  'language.description':
    'The app and every mail we send you are in this language: your account, invitations, your trial, broken links, payments you receive, newsletters and scan summaries. What an operator writes in a newsletter stays as they wrote it.',
  'language.label': 'Language',
  'language.save': 'Save language',
  'language.savedNote': 'The app and mails to you are now in {language}.',
} as const;

export type AppAccountMessageId = keyof typeof messages;
