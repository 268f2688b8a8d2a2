export { PublicCodes, type ApiCode, type CodePage } from './codes.js';
export { registerPublicApi } from './routes.js';
export { PublicRender } from './render.js';
export { OPENAPI_PATH, registerOpenApi } from './openapi.js';
export { ApiRateLimiter } from './rate-limit.js';
export { PublicCodeWrites } from './code-writes.js';
export { IdempotencyStore } from './idempotency.js';
export { ClientKeys, ON_BEHALF_OF_HEADER } from './client-keys.js';
