// Public face of the bulk module (issue 16).
export { BulkService } from './service.js';
export { bulkModule } from './plugin.js';
