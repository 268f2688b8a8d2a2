/**
 * The landing page's "stories" section. The operator of a site replaces these with real
 * testimonials (quote, name and role, with the person's permission). The shipped entries are
 * illustrative examples of how the product is used, deliberately not attributed to anyone.
 */
export interface Story {
  /** Who it is about: a kind of business, or a real name once the operator adds real ones. */
  who: string;
  text: string;
  /** true for the shipped examples: shown with an "Example" label. */
  example: boolean;
}

export const STORIES: readonly Story[] = [
  {
    who: 'A bakery',
    text: 'A bakery prints one dynamic code on its paper bags. In summer it points to the ice-cream menu, in December to the order form for holiday cakes: the bags never change.',
    example: true,
  },
  {
    who: 'A wedding couple',
    text: 'A couple puts a Wi-Fi code and a calendar-event code on the table cards, so guests get online and save the date of the next-day brunch without asking.',
    example: true,
  },
  {
    who: 'A tradesperson',
    text: 'An electrician adds a contact-card code to the van door. People waiting at a traffic light save the number in one scan instead of photographing the van.',
    example: true,
  },
];
