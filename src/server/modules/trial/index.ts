// Public face of the trial module: GET /api/trial-status.
export { TrialService } from './service.js';
export { trialModule } from './plugin.js';
