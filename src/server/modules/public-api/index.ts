// Public face of the public REST API module (/api/v1).
export { PublicCodes, type ApiCode, type CodePage } from './codes.js';
export { OPENAPI_PATH } from './openapi.js';
export { ON_BEHALF_OF_HEADER } from './client-keys.js';
export { publicApiModule, type PublicApiModuleOptions } from './plugin.js';
