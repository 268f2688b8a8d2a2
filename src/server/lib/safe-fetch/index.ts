// SSRF-safe outbound HTTP (public addresses only, pinned connections, redirects vetted again,
// one deadline, capped bodies): destination checks, webhooks, anything fetched for a user.
export { refusedAddress, type AddressPolicy } from './address-guard.js';
export {
  isRedirect,
  requestPinned,
  safeFetch,
  SafeFetchRefused,
  vetUrl,
  type PinnedAnswer,
  type PinnedRequest,
  type SafeFetchOptions,
  type SafeFetchPolicy,
  type SafeFetchResponse,
  type VettedTarget,
} from './fetch.js';
