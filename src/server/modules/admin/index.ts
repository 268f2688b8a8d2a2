// Public face of the admin module: the /admin area's plugin and service.
export { AdminService, ADMIN_PAGE_SIZE, type Actor } from './service.js';
export { adminModule } from './plugin.js';
// The audit log's one writer: other modules' admin actions (newsletter campaigns) record here.
export { insertAudit as recordAdminAudit, type AuditEntry } from './repository.js';
