// The payments feature's public surface: the Stripe Connect account section and the billing
// API hooks of the subscribe page. Its dialogs are loaded lazily by file (split points).
export { ConnectSection } from './connect-section.js';
export {
  planLabel,
  useBillingPlan,
  useOpenPortal,
  usePricingTableSession,
  useStartCheckout,
} from './billing-api.js';
