// Public face of the admin module: the guard every admin route uses, the /admin area's service
// and routes.
export { requireAdmin } from './guard.js';
export { AdminService, ADMIN_PAGE_SIZE, type Actor } from './service.js';
export { registerAdminRoutes } from './routes.js';
// The audit log's one writer: other modules' admin actions (newsletter campaigns) record here.
export { insertAudit as recordAdminAudit, type AuditEntry } from './repository.js';
