// The newsletter feature's public surface: the mail preferences section of /account-settings.
export { MailPreferencesSection } from './mail-preferences-section.js';
