export { WhiteLabelService, VERIFY_LABEL } from './service.js';
export { Tenancy, HOST_CACHE_MS } from './tenancy.js';
export { createResolver, type TxtResolver } from '../../lib/dns-check.js';
export { sanitizeCustomCss } from './custom-css.js';
export { createThemedShell, themeHtml, BRAND_DATA_ID, BRAND_STYLE_ID } from './themed-html.js';
export { whiteLabelModule, type WhiteLabelModuleOptions } from './plugin.js';
