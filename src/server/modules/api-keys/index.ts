export { ApiKeyService, hashApiKey, keyRole, type KeyOwner, type KeyPrincipal } from './service.js';
export { revokeUserKeys } from './repository.js';
export { apiKeysModule } from './plugin.js';
