// The blog's index (/blog) in every language (issue 42). The posts themselves are in English
// only: the localized index says so (common untranslated.note) and links to the English posts.
export const messages = {
  'posts.english': 'The articles themselves are in English.',
  'page.title': 'Blog',
  'page.description':
    'Practical articles about QR codes: print sizes, error correction, static and dynamic codes, scan analytics and privacy, QR phishing, design, menus, events and Wi-Fi.',
  'page.intro': 'Practical guides to making QR codes that scan, and to using them well.',
  search: 'Search articles',
  filter: 'Filter articles by category',
  'filter.all': 'All',
  shown: '{count, plural, one {# article shown} other {# articles shown}}',
  'empty.title': 'No articles found',
  'empty.text': 'Try another word or category.',
  tags: 'Tags',
  readTime: '{minutes} min read',
} as const;

export type SiteBlogMessageId = keyof typeof messages;
