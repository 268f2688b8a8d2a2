export { ApiKeyService, hashApiKey, type KeyOwner, type KeyPrincipal } from './service.js';
export { registerApiKeyRoutes } from './routes.js';
export { revokeUserKeys } from './repository.js';
