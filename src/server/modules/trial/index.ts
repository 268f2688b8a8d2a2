// Public face of the trial module: GET /api/trial-status.
export { registerTrialRoutes } from './routes.js';
export { TrialService } from './service.js';
