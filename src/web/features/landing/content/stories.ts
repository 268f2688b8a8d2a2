/**
 * The landing page's "stories" section. The shipped entries are illustrative examples of how the
 * product is used, deliberately not attributed to anyone; their words, in every language, are
 * the site-landing catalogue's (`story.{id}.who`, `story.{id}.text`). The operator of a site
 * replaces them with real testimonials (quote, name and role, with the person's permission).
 */
export interface Story {
  id: 'bakery' | 'wedding' | 'tradesperson';
  /** true for the shipped examples: shown with an "Example" label. */
  example: boolean;
}

export const STORIES: readonly Story[] = [
  { id: 'bakery', example: true },
  { id: 'wedding', example: true },
  { id: 'tradesperson', example: true },
];
