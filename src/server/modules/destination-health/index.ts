// Destination health (issue 20, item 5): SSRF-safe checks of dynamic codes' destinations
// (address-guard.ts, check-destination.ts), the last verdict per code and the owner's API.
export { refusedAddress, type AddressPolicy } from './address-guard.js';
export { checkDestination, type HealthVerdict } from './check-destination.js';
export {
  DestinationHealthService,
  HostPace,
  registerDestinationHealthRoutes,
  type DestinationHealthDeps,
} from './service.js';
