export { registerAnalyticsRoutes } from './routes.js';
export { AnalyticsService } from './service.js';
