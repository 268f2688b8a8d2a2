// Public face of the health module: GET /healthz.
export { registerHealthRoutes } from './routes.js';
