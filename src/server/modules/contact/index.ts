export { registerContactRoutes } from './routes.js';
export { ContactService } from './service.js';
