// Destination health (issue 20, item 5): SSRF-safe checks of dynamic codes' destinations
// (check-destination.ts over lib/safe-fetch), the last verdict per code and the owner's API.
export { checkDestination, type HealthVerdict } from './check-destination.js';
export { HealthAlerts } from './alerts.js';
export { FallbackLinks } from './fallback-links.js';
export { registerFallbackSwitch } from './fallback-switch.js';
export { DestinationHealthRunner } from './runner.js';
export { DestinationHealthService, HostPace, type DestinationHealthDeps } from './service.js';
export { registerDestinationHealthRoutes } from './routes.js';
export type { HealthRunnerDeps } from './runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background destination checker (tests tick it by hand). */
    destinationHealthRunner: import('./runner.js').DestinationHealthRunner;
  }
}
