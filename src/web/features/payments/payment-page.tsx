import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { CircleCheck, Loader2, Lock } from 'lucide-react';
import type { Locale } from '../../../contracts/i18n/locales.js';
import type { BillingPlan, PaymentProduct } from '../../../contracts/payments.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast.js';
import { HomeLink } from '../../components/ui/standalone-page.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { formatMoney } from './money.js';

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

/** The language Stripe's Payment Element speaks: the page's; in English, the browser's (as before). */
function stripeLocale(locale: Locale): 'auto' | 'es' | 'de' | 'fr' | 'pt-BR' {
  if (locale === 'en') return 'auto';
  return locale === 'pt' ? 'pt-BR' : locale;
}

function GoBack() {
  const { t } = useAppT('payments');
  return (
    <Button variant="outline" onClick={() => window.history.back()}>
      {t('action.goBack')}
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
 * Payment Element. A spinner shows until both are ready. In the language AppLanguage gives the
 * buyer (issue 42): the account's when signed in, else the visitor's; the product's name and
 * description stay as the seller wrote them, the server's reasons as it wrote them.
 */
export function PaymentPage() {
  const { t, locale } = useAppT('payments');
  useDocumentTitle(t('checkout.title'));
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
        // The buyer's receipt is written in the language this page is read in.
        locale,
        checkoutId: checkoutIdFor(p.id),
      });
      return (await res.json()) as { clientSecret: string };
    },
  });

  useEffect(() => {
    if (!intent.isError) return;
    toast({
      title: t('payment.errorTitle'),
      description: serverMessage(intent.error) ?? t('checkout.setupError'),
      variant: 'destructive',
    });
  }, [intent.isError, intent.error, t]);

  if (!productId || product.isError) {
    return (
      <Shell>
        <section className="mx-auto w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 text-center">
          <h1 className="text-2xl font-bold break-words text-gray-900">
            {t('checkout.notFoundTitle')}
          </h1>
          <p className="mt-3 text-sm text-gray-600">
            {!productId
              ? t('checkout.productIdMissing')
              : (serverMessage(product.error) ?? t('checkout.productNotFound'))}
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
          <Loader2 className="h-6 w-6 animate-spin" aria-hidden="true" /> {t('checkout.loading')}
        </p>
      </Shell>
    );
  }
  const p = product.data as PaymentProduct;
  const publishableKey = plan.data?.publishableKey ?? null;
  return (
    <Shell>
      <h1 className="text-2xl font-bold break-words text-gray-900">{t('checkout.title')}</h1>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="order-summary"
          className="rounded-xl border border-gray-200 bg-white p-6"
        >
          <h2 id="order-summary" className="text-lg font-semibold text-gray-900">
            {t('checkout.summary')}
          </h2>
          <p className="mt-4 font-medium text-gray-900">{p.productName}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-gray-600">{p.productDescription}</p>
          <dl className="mt-4 grid gap-2 border-t border-gray-200 pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600">{t('checkout.price')}</dt>
              <dd>{formatMoney(p.productPrice, p.currency, locale)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-semibold text-gray-900">
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="order-total">{formatMoney(p.productPrice, p.currency, locale)}</dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="payment-details"
          className="rounded-xl border border-gray-200 bg-white p-6"
        >
          <h2 id="payment-details" className="text-lg font-semibold text-gray-900">
            {t('checkout.details')}
          </h2>
          {intent.isError || !publishableKey ? (
            <p className="mt-4 text-sm text-red-700">
              {!publishableKey
                ? t('payments.off')
                : (serverMessage(intent.error) ?? t('checkout.setupError'))}
            </p>
          ) : (
            <Elements
              stripe={stripeFor(publishableKey)}
              options={{
                clientSecret: intent.data?.clientSecret,
                locale: stripeLocale(locale),
                appearance: { theme: 'stripe', variables: { colorPrimary: TEAL } },
              }}
            >
              <PaymentForm />
            </Elements>
          )}
          <p className="mt-4 flex items-center gap-2 text-xs text-gray-500">
            <Lock className="h-3 w-3 shrink-0" aria-hidden="true" /> {t('checkout.secure')}
          </p>
        </section>
      </div>
    </Shell>
  );
}

function PaymentForm() {
  const { t } = useAppT('payments');
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
        <p className="text-lg font-semibold text-gray-900">{t('payment.succeeded')}</p>
        <p className="text-sm break-words text-gray-600">{t('checkout.receiptSent', { email })}</p>
        <HomeLink>{t('action.returnHome')}</HomeLink>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError(t('checkout.emailInvalid'));
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
          title: t('payment.failedTitle'),
          description: error.message ?? t('payment.failedDefault'),
          variant: 'destructive',
        });
      } else if (paymentIntent?.status === 'succeeded') {
        toast({ title: t('payment.succeeded'), variant: 'success' });
        setSucceeded(true);
      } else {
        toast({
          title: t('payment.processingTitle'),
          description: t('payment.processing'),
        });
      }
    } catch {
      toast({
        title: t('payment.errorTitle'),
        description: t('payment.error'),
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
          {t('checkout.emailLabel')}
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
        {processing ? t('checkout.paying') : t('checkout.pay')}
      </button>
    </form>
  );
}
