// Folders and tags of dynamic codes (issue 40 item 1): the plugin and its service's type.
export { organiseModule } from './plugin.js';
export { organiseIdOf } from './routes.js';
export { OrganiseService, type OrganiseOwner } from './service.js';
export { isUniqueViolation } from './repository.js';
