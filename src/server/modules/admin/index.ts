// Public face of the admin module: the guard every admin route uses, the /admin area's service
// and routes.
export { requireAdmin } from './guard.js';
export { AdminService, ADMIN_PAGE_SIZE, type Actor } from './service.js';
export { adminModule } from './plugin.js';
