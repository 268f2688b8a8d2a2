export { bulkMail, unsubscribeLinks, type BulkMailSettings } from './bulk-mail.js';
export { ListTokens } from './list-tokens.js';
export { NewsletterSubscriptions } from './subscriptions.js';
export { NewsletterCampaigns, isoWeek } from './campaigns.js';
export { newsletterModule, type NewsletterModuleOptions } from './plugin.js';
