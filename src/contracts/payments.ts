import { z } from 'zod';
import { LOCALES } from './i18n/locales.js';

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
export const paymentProductSchema = z.object({
  id: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  productPrice: z.number().meta({ description: 'In cents.' }),
  currency: z.string(),
});
export type PaymentProduct = z.infer<typeof paymentProductSchema>;

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
  /** The checkout page's language (issue 42): the buyer's receipt is written in it. */
  locale: z.enum(LOCALES).optional(),
  checkoutId: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'checkoutId must be 8 to 64 letters, digits, - or _')
    .optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentSchema>;

/** POST /api/create-payment-intent, /api/billing/pricing-table-session: a Stripe client secret. */
export const clientSecretAnswerSchema = z.object({ clientSecret: z.string() });
export type CreatePaymentIntentResponse = z.infer<typeof clientSecretAnswerSchema>;

/** POST /api/billing/checkout, /api/billing/portal, /api/connect/onboard: a Stripe page to open. */
export const stripeUrlAnswerSchema = z.object({ url: z.string() });

/** GET /api/payment-status: the intent's real state, read from Stripe. */
export const paymentStatusSchema = z.object({
  status: z.string(),
  productName: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET /api/billing/plan: what Premium costs, read from Stripe's Price. */
export const billingPlanSchema = z.object({
  paymentsEnabled: z.boolean(),
  publishableKey: z.string().nullable(),
  pricingTableId: z.string().nullable(),
  premium: z
    .object({
      amount: z.number(),
      currency: z.string(),
      interval: z.string(),
      intervalCount: z.number(),
    })
    .nullable(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** "$9.99/month" or "$99.00 every 12 months" from a Price. */
export function formatPlanPrice(premium: NonNullable<BillingPlan['premium']>): string {
  const amount = formatCents(premium.amount, premium.currency);
  return premium.intervalCount === 1
    ? `${amount}/${premium.interval}`
    : `${amount} every ${premium.intervalCount} ${premium.interval}s`;
}

export const CONNECT_STATUSES = ['pending', 'ready', 'restricted'] as const;
export type ConnectStatus = (typeof CONNECT_STATUSES)[number];

/** GET /api/connect/status (and POST /api/connect/refresh). */
export const connectStateSchema = z.object({
  paymentsEnabled: z.boolean(),
  status: z.enum(CONNECT_STATUSES).nullable(),
  /** True when this user may create payment codes (ready account, or an admin). */
  canSell: z.boolean().meta({
    description: 'True when this user may create payment codes (ready account, or an admin).',
  }),
  platformFeePercent: z.number(),
});
export type ConnectState = z.infer<typeof connectStateSchema>;
