// Account settings: names, sessions, data export, deletion and restore (issue 14).
export { AccountService, EXPORT_LIMIT, publicSessionId } from './service.js';
export { EmailChange } from './email-change.js';
export { AccountPurge, PURGE_INTERVAL_MS, PURGE_JOB } from './purge.js';
export { accountModule, type AccountModuleOptions } from './plugin.js';
