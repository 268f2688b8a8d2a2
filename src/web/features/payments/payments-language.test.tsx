// The payments screens in the app's language (issue 42): account settings' "Receive payments"
// section and the generator's payment-code notice for a Spanish account, the buyer's checkout for
// a signed-out visitor who was reading the Spanish site, and /payment-success for a German
// account. The product's name, the buyer's address and the server's reasons stay as written;
// amounts are written the language's way.
import '../../test-utils/jsdom-shims.js';
import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contracts/auth.js';
import { messages as english } from '../../../contracts/i18n/catalogues/app-payments/en.js';
import {
  PAYMENT_MESSAGES,
  type PaymentProduct,
  type PaymentStatus,
} from '../../../contracts/payments.js';
import { AppLanguage } from '../../app/app-language.js';
import { Providers } from '../../app/providers.js';
import { dismissToast } from '../../components/ui/toast.js';
import { rememberReadingLocale } from '../../lib/i18n/visitor-locale.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json, makeUser } from '../../test-utils/fake-api.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { ConnectSection } from './connect-section.js';
import { PaymentCodeNotice } from './payment-code-notice.js';
import { PaymentPage } from './payment-page.js';
import { PaymentSuccessPage } from './payment-success-page.js';
import {
  createBillingFakeApi,
  PAYMENTS_OFF_PLAN,
  type BillingFakeApi,
} from './testing/fake-billing-api.js';
import { messages as contractEs } from '../../../contracts/i18n/catalogues/contract-messages/es.js';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
  window.sessionStorage.clear();
  // The reading language is kept per browser (and module): back to English for the next file.
  rememberReadingLocale('en');
});

const ANA: PublicUser = { ...makeUser('ana@example.com'), locale: 'es' };
const JONAS: PublicUser = { ...makeUser('jonas@example.com'), locale: 'de' };

const LATTE: PaymentProduct = {
  id: 'latteProduct_1234567890',
  productName: 'Oat latte',
  productDescription: 'Large, with oat milk',
  productPrice: 450,
  currency: 'usd',
};

/**
 * The billing fake with the session `user` (null: signed out), the checkout's reads and
 * /api/payment-status answering `paid`.
 */
function serve(api: BillingFakeApi, user: PublicUser | null, paid?: PaymentStatus) {
  const inner = api.fetch;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/user') {
      return user ? json(200, user) : json(401, { message: 'Not signed in', code: 'UNAUTHORIZED' });
    }
    if (url.startsWith('/api/payment-product/')) {
      return url === `/api/payment-product/${LATTE.id}`
        ? json(200, LATTE)
        : json(404, { message: PAYMENT_MESSAGES.productNotFound, code: 'PRODUCT_NOT_FOUND' });
    }
    if (url === '/api/create-payment-intent') {
      return json(503, { message: PAYMENT_MESSAGES.paymentsOff, code: 'PAYMENTS_OFF' });
    }
    if (url.startsWith('/api/payment-status') && paid) return json(200, paid);
    if (url === '/api/connect/onboard') return new Response('', { status: 502 });
    return inner(input, init);
  });
  vi.stubGlobal('fetch', fetch);
}

function show(ui: ReactNode, user: PublicUser | null) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  render(
    <Providers client={client}>
      <AppLanguage>{ui}</AppLanguage>
    </Providers>,
  );
  return userEvent.setup();
}

describe('the payments catalogue', () => {
  it('says in English what contracts/payments.ts says, word for word', () => {
    expect(english['payments.off']).toBe(PAYMENT_MESSAGES.paymentsOff);
    expect(english['notice.paymentCodesOff']).toBe(PAYMENT_MESSAGES.paymentCodesOff);
    expect(english['notice.connectRequired']).toBe(PAYMENT_MESSAGES.connectRequired);
    expect(english['checkout.productIdMissing']).toBe(PAYMENT_MESSAGES.productIdMissing);
    expect(english['checkout.productNotFound']).toBe(PAYMENT_MESSAGES.productNotFound);
    expect(english['checkout.setupError']).toBe(PAYMENT_MESSAGES.setupErrorDefault);
    expect(english['payment.succeeded']).toBe(PAYMENT_MESSAGES.succeeded);
    expect(english['payment.failedTitle']).toBe(PAYMENT_MESSAGES.paymentFailedTitle);
    expect(english['payment.failedDefault']).toBe(PAYMENT_MESSAGES.paymentFailedDefault);
    expect(english['payment.processingTitle']).toBe(PAYMENT_MESSAGES.paymentProcessingTitle);
    expect(english['payment.processing']).toBe(PAYMENT_MESSAGES.paymentProcessing);
    expect(english['payment.errorTitle']).toBe(PAYMENT_MESSAGES.paymentErrorTitle);
    expect(english['payment.error']).toBe(PAYMENT_MESSAGES.paymentError);
  });
});

describe('the payments screens in the account’s or the visitor’s language', () => {
  it('shows the Connect section in Spanish, with the fee the Spanish way and a Spanish toast', async () => {
    const api = createBillingFakeApi({
      signedInAs: 'ana@example.com',
      connect: { status: 'restricted', canSell: false, platformFeePercent: 5 },
    });
    serve(api, ANA);
    const person = show(<ConnectSection user={ANA} />, ANA);
    const section = await screen.findByRole('region', { name: 'Recibir pagos' }, LOAD);
    expect(
      within(section).getByText(
        'Los códigos QR de pago cobran con tarjeta directamente en tu propia cuenta de Stripe.',
      ),
    ).toBeTruthy();
    expect((await within(section).findByTestId('connect-status', {}, LOAD)).textContent).toBe(
      'Restringida: Stripe necesita más datos',
    );
    expect(within(section).getByText('Comisión de la plataforma')).toBeTruthy();
    // Intl's Spanish percentage: a no-break space before the sign.
    expect(section.textContent).toContain('Comisión de la plataforma5\u00a0% de cada venta');
    await person.click(
      within(section).getByRole('button', { name: 'Continuar el alta en Stripe' }),
    );
    expect(await screen.findByText('No se ha iniciado el alta en Stripe', {}, LOAD)).toBeTruthy();
    expect(
      screen.getByText('No se ha podido contactar con Stripe. Inténtalo de nuevo.'),
    ).toBeTruthy();
  });

  it('asks a Spanish seller to connect Stripe in Spanish', async () => {
    serve(createBillingFakeApi({ signedInAs: 'ana@example.com' }), ANA);
    show(<PaymentCodeNotice />, ANA);
    const note = await screen.findByRole('note', { name: 'Códigos de pago' }, LOAD);
    expect(note.textContent).toContain(
      'Conecta tu cuenta de Stripe en Configuración de la cuenta antes de crear un código de pago',
    );
    expect(within(note).getByRole('link', { name: 'Conectar Stripe' }).getAttribute('href')).toBe(
      '/account-settings#connect',
    );
  });

  it('shows the checkout in Spanish to a signed-out buyer who was reading the Spanish site', async () => {
    rememberReadingLocale('es');
    window.history.replaceState({}, '', `/payment?id=${LATTE.id}`);
    serve(createBillingFakeApi({ plan: PAYMENTS_OFF_PLAN }), null);
    show(<PaymentPage />, null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' }, LOAD),
    ).toBeTruthy();
    expect(document.title).toBe('Finalizar compra');
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    // The seller's words stay as written; the amount is written the Spanish way.
    expect(within(summary).getByText('Oat latte')).toBeTruthy();
    expect(within(summary).getByText('Large, with oat milk')).toBeTruthy();
    expect(within(summary).getByText('Precio')).toBeTruthy();
    expect(within(summary).getByTestId('order-total').textContent).toBe('4,50\u00a0US$');
    const details = screen.getByRole('region', { name: 'Datos de pago' });
    expect(
      within(details).getByText(
        'Los pagos están desactivados en este servidor (Stripe no está configurado).',
      ),
    ).toBeTruthy();
    expect(within(details).getByText('Stripe procesa el pago de forma segura.')).toBeTruthy();
    // The toast's title is the page's; its reason is the server's, a contract's message in Spanish.
    expect(await screen.findByText('Error en el pago', {}, LOAD)).toBeTruthy();
    expect(screen.getAllByText(contractEs['payment.paymentsOff']).length).toBeGreaterThan(0);
  });

  it('says in Spanish that a product id is missing', async () => {
    rememberReadingLocale('es');
    window.history.replaceState({}, '', '/payment');
    serve(createBillingFakeApi(), null);
    show(<PaymentPage />, null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText('Falta el ID del producto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();
  });

  it('confirms a payment in German to a German account, the amount the German way', async () => {
    window.history.replaceState(
      {},
      '',
      '/payment-success?payment_intent=pi_abc&payment_intent_client_secret=pi_abc_secret_x',
    );
    serve(createBillingFakeApi({ signedInAs: 'jonas@example.com' }), JONAS, {
      status: 'succeeded',
      productName: 'Oat latte',
      amount: 1250,
      currency: 'usd',
    });
    show(<PaymentSuccessPage />, JONAS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zahlung erfolgreich!' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText(/^Oat latte: 12,50\s\$ bezahlt\./).textContent).toContain(
      'Oat latte: 12,50\u00a0$ bezahlt.',
    );
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Zahlung');
  });
});
