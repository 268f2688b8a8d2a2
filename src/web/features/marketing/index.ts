// The marketing feature's public surface: the content and page parts the landing page shows.
export { LANDING_FAQ } from './content/faq.js';
export { FEATURES, featureMessageIds } from './content/features.js';
export { USE_CASES, messageIdsOfUseCase } from './content/use-cases.js';
export { CallToAction, FaqAccordion, Section } from './page-parts.js';
export { SiteStatsBand } from './site-stats.js';
