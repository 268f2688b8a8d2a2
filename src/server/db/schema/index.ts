// The whole Drizzle schema. drizzle.config.ts points drizzle-kit here.
export * from './columns.js';
export * from './clients.js';
export * from './users.js';
export * from './uploads.js';
export * from './qr-codes.js';
export * from './scans.js';
export * from './usage-events.js';
export * from './marketing.js';
export * from './payments.js';
export * from './mail-outbox.js';
export * from './account-links.js';
export * from './shared-limits.js';
export * from './scan-rollups.js';
export * from './bulk-runs.js';
export * from './newsletter.js';
export * from './link-controls.js';
export * from './api-keys.js';
