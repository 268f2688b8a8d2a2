// Destination health (issue 20, item 5): SSRF-safe checks of dynamic codes' destinations
// (check-destination.ts over lib/safe-fetch), the last verdict per code and the owner's API.
export { checkDestination, type HealthVerdict } from './check-destination.js';
export { HealthAlerts } from './alerts.js';
export { FallbackLinks } from './fallback-links.js';
export { DestinationHealthRunner } from './runner.js';
export { DestinationHealthService, HostPace, type DestinationHealthDeps } from './service.js';
export type { HealthRunnerDeps } from './runner.js';

export {
  destinationHealthModule,
  type DestinationHealthModuleOptions,
  type DestinationHealthTestOptions,
} from './plugin.js';
