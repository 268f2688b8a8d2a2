// Public face of the admin module: the /admin area's plugin and service.
export { AdminService, ADMIN_PAGE_SIZE, type Actor } from './service.js';
export { adminModule } from './plugin.js';
