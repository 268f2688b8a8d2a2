// The /developers page in every language (issue 42): its heading, introduction and the frame of
// the API reference. The guides themselves are Markdown files per language
// (web/features/developers/guide.{locale}.md, webhooks.{locale}.md); the reference's operations,
// drawn from the live OpenAPI document, stay in English and are marked so.
export const messages = {
  'page.title': 'API for developers',
  'page.description':
    'The {brand} REST API: create a key, create codes one at a time or a thousand at once, change where they point, list your codes, render any code as SVG, PNG or PDF, pause and resume dynamic codes, receive scans by webhook. Examples in curl and JavaScript, and the full reference.',
  'page.intro':
    'Everything the web app does with your codes, from your own systems: a REST API under <code>/api/v1</code> with personal keys.',
  'reference.title': 'API reference',
  'reference.loading': 'Loading the reference…',
  'reference.failed': 'The reference could not be loaded. The document itself is at {link}.',
  'reference.englishOnly':
    'The reference is generated from the API itself: its operations and descriptions are in English.',
  'reference.authentication': 'Authentication:',
  'reference.bearer': 'Bearer token ({format})',
  'reference.key': 'key',
  'reference.other': 'Other',
  'reference.parameters': 'Parameters',
  'reference.requestBody': 'Request body',
  'reference.requestBodyRequired': 'Request body (required)',
  'reference.responses': 'Responses',
} as const;

export type SiteDevelopersMessageId = keyof typeof messages;
