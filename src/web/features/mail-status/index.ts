// Whether this server delivers mail, for screens that would otherwise say "we sent you a link".
export { useMailStatus, MAIL_STATUS_QUERY_KEY } from './use-mail-status.js';
export { AdminMailBanner } from './admin-mail-banner.js';
