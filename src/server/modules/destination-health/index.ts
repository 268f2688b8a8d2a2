// Destination health (issue 20, item 5): SSRF-safe checks of dynamic codes' destinations
// (check-destination.ts over lib/safe-fetch), the last verdict per code and the owner's API.
export { checkDestination, type HealthVerdict } from './check-destination.js';
export {
  DestinationHealthService,
  HostPace,
  registerDestinationHealthRoutes,
  type DestinationHealthDeps,
} from './service.js';
