import { z } from 'zod';

/** Texts of the payment pages and API (spec 001 §4, §8), defined once for web and server. */
export const PAYMENT_MESSAGES = {
  productIdMissing: 'Product ID is missing',
  productNotFound: 'Product not found',
  amountMismatch: "The amount does not match this product's price",
  paymentsOff: 'Payments are turned off on this server (Stripe is not configured).',
  sellerNotReady: 'This seller cannot accept payments right now. Please try again later.',
  paymentFailedTitle: 'Payment failed',
  paymentFailedDefault: 'An error occurred with your payment',
  paymentProcessingTitle: 'Payment processing',
  paymentProcessing: 'Your payment is being processed',
  paymentErrorTitle: 'Payment error',
  paymentError: 'There was an error processing your payment',
  setupErrorDefault: 'Could not process payment setup',
  succeeded: 'Payment Successful!',
  paymentCodesOff:
    'Payment codes are not available: payments are turned off on this server (Stripe is not configured).',
  connectRequired:
    'Connect your Stripe account in Account Settings before creating a payment code, so buyers pay you directly.',
  alreadySubscribed: 'You already have Premium. Use "Manage subscription" to change it.',
  noCustomer: 'There is no subscription to manage yet.',
  priceMissing: 'The Premium plan is not on sale on this server.',
} as const;

/** "$12.50" style amount from cents (prices are held in cents; spec 001 §9). */
export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

/** GET /api/payment-product/{id}. productPrice in cents. */
export interface PaymentProduct {
  id: string;
  productName: string;
  productDescription: string;
  productPrice: number;
  currency: string;
}

/** Ids the public payment endpoints accept: a product's public id or a legacy numeric id. */
export const productAddressId = z.string().regex(/^[\w-]{1,40}$/, PAYMENT_MESSAGES.productNotFound);

/** POST /api/create-payment-intent. `checkoutId` identifies one checkout so a retry reuses it. */
export const createPaymentIntentSchema = z.object({
  amount: z
    .number({ message: 'amount must be a whole number of cents' })
    .int('amount must be a whole number of cents')
    .positive('amount must be a whole number of cents'),
  productId: productAddressId,
  productName: z.string().max(200).optional(),
  checkoutId: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'checkoutId must be 8 to 64 letters, digits, - or _')
    .optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentSchema>;

export interface CreatePaymentIntentResponse {
  clientSecret: string;
}

/** GET /api/payment-status: the intent's real state, read from Stripe. */
export interface PaymentStatus {
  status: string;
  productName: string | null;
  amount: number;
  currency: string;
}

/** GET /api/billing/plan: what Premium costs, read from Stripe's Price. */
export interface BillingPlan {
  paymentsEnabled: boolean;
  publishableKey: string | null;
  pricingTableId: string | null;
  premium: { amount: number; currency: string; interval: string; intervalCount: number } | null;
}

/** "$9.99/month" or "$99.00 every 12 months" from a Price. */
export function formatPlanPrice(premium: NonNullable<BillingPlan['premium']>): string {
  const amount = formatCents(premium.amount, premium.currency);
  return premium.intervalCount === 1
    ? `${amount}/${premium.interval}`
    : `${amount} every ${premium.intervalCount} ${premium.interval}s`;
}

export type ConnectStatus = 'pending' | 'ready' | 'restricted';

/** GET /api/connect/status. */
export interface ConnectState {
  paymentsEnabled: boolean;
  status: ConnectStatus | null;
  /** True when this user may create payment codes (ready account, or an admin). */
  canSell: boolean;
  platformFeePercent: number;
}
