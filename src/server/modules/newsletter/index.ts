export { bulkMail, unsubscribeLinks, type BulkMailSettings } from './bulk-mail.js';
export { ListTokens } from './list-tokens.js';
export { registerNewsletterRoutes } from './routes.js';
export { NewsletterSubscriptions } from './subscriptions.js';
