export { auditModule, AUDIT_RETENTION_JOB, type AuditRecorder } from './plugin.js';
export { agentOf, networkOf, type AuditActor, type AuditChange } from './service.js';
