// Public face of the brand kits module (issue 40 item 4).
export { designsModule } from './plugin.js';
export { DesignKitService, parseKitId, type KitOwner } from './service.js';
export { kitAudit } from './routes.js';
