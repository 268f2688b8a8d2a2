export { bulkMail, unsubscribeLinks, type BulkMailSettings } from './bulk-mail.js';
export { ListTokens } from './list-tokens.js';
export { registerNewsletterRoutes } from './routes.js';
export { NewsletterSubscriptions } from './subscriptions.js';
export { NewsletterCampaigns, isoWeek } from './campaigns.js';
export { registerCampaignRoutes, registerWeeklyScanSummary } from './campaign-routes.js';
