import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { CircleCheck, Loader2, Lock } from 'lucide-react';
import {
  formatCents,
  PAYMENT_MESSAGES,
  type BillingPlan,
  type PaymentProduct,
} from '../../../contracts/payments.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { HomeLink } from '../../components/ui/standalone-page.js';
import { toast } from '../../components/ui/toast.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * The payment form's teal (spec 001 §9): Tailwind's teal-700, the lightest teal on which white
 * "Pay Now" text meets WCAG AA (5.5:1; teal-600 gives 3.7:1).
 */
const TEAL = '#0f766e';

/** One checkout per product and tab: a reload or retry reuses the same payment intent. */
function checkoutIdFor(productId: string): string {
  const key = `checkout:${productId}`;
  const existing = window.sessionStorage.getItem(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  window.sessionStorage.setItem(key, id);
  return id;
}

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let pending = stripeByKey.get(publishableKey);
  if (!pending) {
    pending = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, pending);
  }
  return pending;
}

async function readJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

function GoBack() {
  return (
    <Button variant="outline" onClick={() => window.history.back()}>
      Go Back
    </Button>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main className="min-h-screen bg-gray-50 px-4 py-10">
      <div className="mx-auto grid max-w-4xl gap-6">{children}</div>
    </main>
  );
}

/**
 * /payment?id=… (spec 001 §2, §4; no layout): fetch the product, then create the payment
 * intent (the server charges the stored price), then show the Order Summary and Stripe's
 * Payment Element. A spinner shows until both are ready.
 */
export function PaymentPage() {
  useDocumentTitle('Checkout');
  const productId = useMemo(() => new URLSearchParams(window.location.search).get('id'), []);
  // The cache key is the URL itself, as elsewhere (lib/api.ts getQueryFn).
  const productUrl = `/api/payment-product/${encodeURIComponent(productId ?? '')}`;
  const product = useQuery<PaymentProduct>({
    queryKey: [productUrl],
    queryFn: () => readJson(productUrl),
    enabled: Boolean(productId),
  });
  const plan = useQuery<BillingPlan>({ queryKey: ['/api/billing/plan'] });
  const intent = useQuery<{ clientSecret: string }>({
    queryKey: ['/api/create-payment-intent', productId],
    enabled: product.isSuccess,
    queryFn: async () => {
      const p = product.data as PaymentProduct;
      const res = await apiRequest('POST', '/api/create-payment-intent', {
        amount: p.productPrice,
        productId: p.id,
        productName: p.productName,
        checkoutId: checkoutIdFor(p.id),
      });
      return (await res.json()) as { clientSecret: string };
    },
  });

  useEffect(() => {
    if (!intent.isError) return;
    toast({
      title: PAYMENT_MESSAGES.paymentErrorTitle,
      description: serverMessage(intent.error) ?? PAYMENT_MESSAGES.setupErrorDefault,
      variant: 'destructive',
    });
  }, [intent.isError, intent.error]);

  if (!productId || product.isError) {
    return (
      <Shell>
        <section className="mx-auto w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 text-center">
          <h1 className="text-2xl font-bold text-gray-900">Product Not Found</h1>
          <p className="mt-3 text-sm text-gray-600">
            {!productId
              ? PAYMENT_MESSAGES.productIdMissing
              : (serverMessage(product.error) ?? PAYMENT_MESSAGES.productNotFound)}
          </p>
          <div className="mt-6">
            <GoBack />
          </div>
        </section>
      </Shell>
    );
  }
  if (product.isLoading || plan.isLoading || (product.isSuccess && intent.isLoading)) {
    return (
      <Shell>
        <p role="status" className="flex items-center justify-center gap-2 py-24 text-gray-600">
          <Loader2 className="h-6 w-6 animate-spin" aria-hidden="true" /> Loading checkout...
        </p>
      </Shell>
    );
  }
  const p = product.data as PaymentProduct;
  const publishableKey = plan.data?.publishableKey ?? null;
  return (
    <Shell>
      <h1 className="text-2xl font-bold text-gray-900">Checkout</h1>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="order-summary"
          className="rounded-xl border border-gray-200 bg-white p-6"
        >
          <h2 id="order-summary" className="text-lg font-semibold text-gray-900">
            Order Summary
          </h2>
          <p className="mt-4 font-medium text-gray-900">{p.productName}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-gray-600">{p.productDescription}</p>
          <dl className="mt-4 grid gap-2 border-t border-gray-200 pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-gray-600">Price</dt>
              <dd>{formatCents(p.productPrice, p.currency)}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold text-gray-900">
              <dt>Total</dt>
              <dd data-testid="order-total">${(p.productPrice / 100).toFixed(2)}</dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="payment-details"
          className="rounded-xl border border-gray-200 bg-white p-6"
        >
          <h2 id="payment-details" className="text-lg font-semibold text-gray-900">
            Payment Details
          </h2>
          {intent.isError || !publishableKey ? (
            <p className="mt-4 text-sm text-red-700">
              {!publishableKey
                ? PAYMENT_MESSAGES.paymentsOff
                : (serverMessage(intent.error) ?? PAYMENT_MESSAGES.setupErrorDefault)}
            </p>
          ) : (
            <Elements
              stripe={stripeFor(publishableKey)}
              options={{
                clientSecret: intent.data?.clientSecret,
                appearance: { theme: 'stripe', variables: { colorPrimary: TEAL } },
              }}
            >
              <PaymentForm />
            </Elements>
          )}
          <p className="mt-4 flex items-center gap-2 text-xs text-gray-500">
            <Lock className="h-3 w-3" aria-hidden="true" /> Payment is processed securely by Stripe.
          </p>
        </section>
      </div>
    </Shell>
  );
}

function PaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  if (succeeded) {
    return (
      <div className="mt-4 grid gap-2 text-center" role="status">
        <CircleCheck className="mx-auto h-10 w-10 text-teal-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-gray-900">{PAYMENT_MESSAGES.succeeded}</p>
        <p className="text-sm text-gray-600">A receipt is on its way to {email}.</p>
        <HomeLink />
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError('Enter the e-mail address for your receipt');
      return;
    }
    setEmailError(null);
    setProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: `${window.location.origin}/payment-success`,
          receipt_email: email.trim(),
        },
        redirect: 'if_required',
      });
      if (error) {
        toast({
          title: PAYMENT_MESSAGES.paymentFailedTitle,
          description: error.message ?? PAYMENT_MESSAGES.paymentFailedDefault,
          variant: 'destructive',
        });
      } else if (paymentIntent?.status === 'succeeded') {
        toast({ title: PAYMENT_MESSAGES.succeeded, variant: 'success' });
        setSucceeded(true);
      } else {
        toast({
          title: PAYMENT_MESSAGES.paymentProcessingTitle,
          description: PAYMENT_MESSAGES.paymentProcessing,
        });
      }
    } catch {
      toast({
        title: PAYMENT_MESSAGES.paymentErrorTitle,
        description: PAYMENT_MESSAGES.paymentError,
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <div className="grid gap-1">
        <label htmlFor="receipt-email" className="text-sm font-medium text-gray-900">
          Email for receipt
        </label>
        <input
          id="receipt-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'receipt-email-error' : undefined}
          className="rounded-md border border-gray-300 px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
        />
        {emailError && (
          <p id="receipt-email-error" className="text-sm text-red-700">
            {emailError}
          </p>
        )}
      </div>
      <PaymentElement />
      <button
        type="submit"
        disabled={!stripe || !elements || processing}
        className="rounded-md bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {processing ? 'Processing...' : 'Pay Now'}
      </button>
    </form>
  );
}
