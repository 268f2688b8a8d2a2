// Public face of the bulk module (issue 16).
export { registerBulkRoutes } from './routes.js';
export { BulkService } from './service.js';
