/** The signed-out main navigation (spec 001 §2), shared by the desktop bar and mobile menu. */
export const MAIN_NAV_LINKS = [
  { label: 'Features', href: '/features' },
  { label: 'Use Cases', href: '/use-cases' },
  { label: 'Templates', href: '/templates' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Pricing', href: '/subscribe' },
] as const;
