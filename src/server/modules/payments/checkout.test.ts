import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { mailOutbox, paymentProducts, payments, users } from '../../db/schema/index.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { deliverTo, usePaymentsApp } from './testing/payments-test-app.js';
import { mailCount } from '../../security/account-support.js';
import { allowMailTo, refuseMailTo } from '../../test/refused-mail.js';
import { decodeMail } from '../../test/decode-mail.js';
import { startSmtpPeer } from '../../test/smtp-peer.js';

/** A PaymentIntent's id from the client secret the create answer carries ("pi_…_secret_…"). */
function intentIdOf(answer: { json(): { clientSecret?: unknown } }): string {
  return String(answer.json().clientSecret).split('_secret_')[0]!;
}

describe.each(testDatabases())('payment products, intents and Connect on %s', (kind) => {
  const { app, database, peer } = usePaymentsApp(kind, {
    stripe: { platformFeePercent: 10 },
  });
  const anonymous = apiAs(app, '');

  const signedUp = async () => {
    const user = apiAs(app, await signUp(app()));
    const me = (await user.get('/api/user')).json() as { id: number; username: string };
    return { user, ...me };
  };
  /** A seller who finished Connect onboarding (status from the account.updated webhook). */
  const readySeller = async () => {
    const seller = await signedUp();
    const onboard = await seller.user.post('/api/connect/onboard');
    expect(onboard.statusCode).toBe(200);
    const [row] = await database().db.select().from(users).where(eq(users.id, seller.id));
    expect(onboard.json().url).toContain(`/onboard/${row!.stripeAccountId}`);
    await peer().finishOnboarding(row!.stripeAccountId ?? '', 'ready');
    return { ...seller, accountId: row!.stripeAccountId ?? '' };
  };
  const productOf = async (userId: number, price = 1250) => {
    const [row] = await database()
      .db.insert(paymentProducts)
      .values({
        userId,
        productName: 'Oat latte',
        productDescription: 'Large',
        productPrice: price,
      })
      .returning();
    return row;
  };

  it('gives products random public ids; legacy products keep their numeric id', async () => {
    const seller = await readySeller();
    const a = await productOf(seller.id);
    const b = await productOf(seller.id);
    expect(a!.publicId).toMatch(/^[\w-]{22}$/);
    expect(a!.publicId).not.toBe(b!.publicId);
    const res = await anonymous.get(`/api/payment-product/${a!.publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: a!.publicId,
      productName: 'Oat latte',
      productDescription: 'Large',
      productPrice: 1250,
      currency: 'usd',
    });
    // A new product does not answer to its row id: ids cannot be walked.
    const byRowId = await anonymous.get(`/api/payment-product/${a!.id}`);
    expect(byRowId.statusCode).toBe(404);
    expect(byRowId.json().message).toBe(PAYMENT_MESSAGES.productNotFound);
    // A product from before the migration (legacy_id_lookup) still answers to its printed id.
    await database()
      .db.update(paymentProducts)
      .set({ legacyIdLookup: true })
      .where(eq(paymentProducts.id, b!.id));
    expect((await anonymous.get(`/api/payment-product/${b!.id}`)).json().productName).toBe(
      'Oat latte',
    );
    expect((await anonymous.get('/api/payment-product/..%2Fx')).statusCode).toBe(404);
  });

  it('the migration gave existing products a public id and kept their row id working', async () => {
    const rows = await database().db.execute(
      sql`select count(*)::int as n from payment_products where public_id is null`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('charges the stored price to the seller as a destination charge with the platform fee', async () => {
    const seller = await readySeller();
    const product = await productOf(seller.id, 2000);
    const tampered = await anonymous.post('/api/create-payment-intent', {
      amount: 1,
      productId: product!.publicId,
      productName: 'Oat latte',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      fields: { amount: PAYMENT_MESSAGES.amountMismatch },
    });
    const body = {
      amount: 2000,
      productId: product!.publicId,
      productName: 'anything the client says',
      checkoutId: 'checkout-0001',
    };
    const first = await anonymous.post('/api/create-payment-intent', body);
    expect(first.statusCode).toBe(200);
    const retry = await anonymous.post('/api/create-payment-intent', body);
    // A retried checkout reuses its intent.
    expect(retry.json().clientSecret).toBe(first.json().clientSecret);
    const intentId = intentIdOf(first);
    expect(peer().paymentIntents.get(intentId)).toMatchObject({
      amount: 2000,
      transfer_data: { destination: seller.accountId },
      application_fee_amount: 200,
    });
    const rows = await database()
      .db.select()
      .from(payments)
      .where(eq(payments.stripePaymentIntentId, intentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 2000, applicationFeeAmount: 200, userId: seller.id });
    // Another checkout gets its own intent.
    const other = await anonymous.post('/api/create-payment-intent', {
      ...body,
      checkoutId: 'checkout-0002',
    });
    expect(other.json().clientSecret).not.toBe(first.json().clientSecret);
  });

  it('writes the buyer’s receipt in the checkout page’s language', async () => {
    const seller = await readySeller();
    const product = await productOf(seller.id, 1250);
    const res = await anonymous.post('/api/create-payment-intent', {
      amount: 1250,
      productId: product!.publicId,
      locale: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    const intentId = intentIdOf(res);
    expect(peer().paymentIntents.get(intentId)).toMatchObject({ metadata: { locale: 'de' } });
    await peer().succeedPaymentIntent(intentId, 'kaeufer@example.com');
    const [receipt] = await database()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'kaeufer@example.com'));
    expect(receipt?.subject).toMatch(/^Ihr Zahlungsbeleg: /);
    expect(receipt?.text).toContain('12,50');
    // A language the contract does not know is refused, and nothing is made.
    const bad = await anonymous.post('/api/create-payment-intent', {
      amount: 1250,
      productId: product!.publicId,
      locale: 'xx',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('stores a succeeded payment, mails the receipt and the seller notice once', async () => {
    const seller = await readySeller();
    const product = await productOf(seller.id, 1250);
    const res = await anonymous.post('/api/create-payment-intent', {
      amount: 1250,
      productId: product!.publicId,
      productName: 'Oat latte',
    });
    const secret = String(res.json().clientSecret);
    const intentId = intentIdOf(res);
    // Before paying, the status endpoint says so (and wants the secret).
    const pending = await anonymous.get(
      `/api/payment-status?payment_intent=${intentId}&payment_intent_client_secret=${secret}`,
    );
    expect(pending.json()).toMatchObject({ status: 'requires_payment_method', amount: 1250 });
    const wrong = await anonymous.get(
      `/api/payment-status?payment_intent=${intentId}&payment_intent_client_secret=${intentId}_secret_x`,
    );
    expect(wrong.statusCode).toBe(404);

    const succeeded = await peer().succeedPaymentIntent(intentId, 'buyer.one@example.com');
    const [payment] = await database()
      .db.select()
      .from(payments)
      .where(eq(payments.stripePaymentIntentId, intentId));
    expect(payment).toMatchObject({
      status: 'succeeded',
      customerEmail: 'buyer.one@example.com',
      receiptSentAt: expect.any(Date),
    });
    const paid = await anonymous.get(
      `/api/payment-status?payment_intent=${intentId}&payment_intent_client_secret=${secret}`,
    );
    expect(paid.json()).toEqual({
      status: 'succeeded',
      productName: 'Oat latte',
      amount: 1250,
      currency: 'usd',
    });
    const mailTo = (to: string) =>
      database()
        .db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .orderBy(desc(mailOutbox.id));
    const receipt = await mailTo('buyer.one@example.com');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toBe('Your receipt: Oat latte');
    expect(receipt[0]!.text).toContain('$12.50');
    // The HTML part says the same, in the brand's layout.
    expect(receipt[0]!.html).toContain('Amount paid: $12.50');
    expect(receipt[0]!.html).toContain('>QR Shark</p>');
    const notice = await mailTo(seller.username);
    expect(notice.filter((m) => m.subject === 'New payment: Oat latte')).toHaveLength(1);
    expect(notice[0]!.text).toContain('Platform fee: $1.25');
    // The same event again changes nothing and mails nothing.
    const replay = await app().inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: succeeded.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': succeeded.signature },
    });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await mailTo('buyer.one@example.com')).toHaveLength(1);
  });

  it('a receipt the outbox refuses rolls the payment back; a retry of the event then does both', async () => {
    const seller = await readySeller();
    const product = await productOf(seller.id, 990);
    const res = await anonymous.post('/api/create-payment-intent', {
      amount: 990,
      productId: product!.publicId,
      productName: 'Oat latte',
    });
    const intentId = intentIdOf(res);
    const buyer = 'buyer.refused@example.com';
    await refuseMailTo(database(), buyer);
    // The peer delivers the event; the app answers 500, so Stripe would send it again.
    await expect(peer().succeedPaymentIntent(intentId, buyer)).rejects.toThrow(/answered 500/);
    const paymentOf = async () =>
      (
        await database()
          .db.select()
          .from(payments)
          .where(eq(payments.stripePaymentIntentId, intentId))
      )[0];
    expect(await paymentOf()).toMatchObject({ receiptSentAt: null });
    expect((await paymentOf())!.status).not.toBe('succeeded');
    expect(await mailCount(database(), buyer)).toBe(0);
    // Stripe's retry of the same event, once mail is accepted: payment and receipt together.
    await allowMailTo(database(), buyer);
    const event = peer().events.at(-1)!;
    expect(event.type).toBe('payment_intent.succeeded');
    const retry = await deliverTo(app)(event);
    expect(retry.json()).toEqual({ received: true, duplicate: false });
    expect(await paymentOf()).toMatchObject({
      status: 'succeeded',
      receiptSentAt: expect.any(Date),
    });
    expect(await mailCount(database(), buyer)).toBe(1);
  });

  it('follows Connect states and refuses sales into an account that is not ready', async () => {
    const seller = await signedUp();
    expect((await seller.user.get('/api/connect/status')).json()).toEqual({
      paymentsEnabled: true,
      status: null,
      canSell: false,
      platformFeePercent: 10,
    });
    await seller.user.post('/api/connect/onboard');
    expect((await seller.user.get('/api/connect/status')).json()).toMatchObject({
      status: 'pending',
      canSell: false,
    });
    const product = await productOf(seller.id, 900);
    const refused = await anonymous.post('/api/create-payment-intent', {
      amount: 900,
      productId: product!.publicId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.sellerNotReady);

    const [row] = await database().db.select().from(users).where(eq(users.id, seller.id));
    const accountId = row!.stripeAccountId ?? '';
    await peer().finishOnboarding(accountId, 'restricted');
    expect((await seller.user.get('/api/connect/status')).json()).toMatchObject({
      status: 'restricted',
      canSell: false,
    });
    await peer().finishOnboarding(accountId, 'ready');
    expect((await seller.user.get('/api/connect/status')).json()).toMatchObject({
      status: 'ready',
      canSell: true,
    });
    // A second onboarding call reuses the same account.
    await seller.user.post('/api/connect/onboard');
    expect(peer().accounts.size).toBeGreaterThan(0);
    const [after] = await database().db.select().from(users).where(eq(users.id, seller.id));
    expect(after!.stripeAccountId).toBe(accountId);
  });

  it('lets only a seller with a ready Stripe account create a payment code', async () => {
    const body = {
      qrType: 'payment',
      productName: 'Tote bag',
      productPrice: 15,
      productDescription: 'Canvas',
    };
    const newcomer = await signedUp();
    const refused = await newcomer.user.post('/api/generate-qrcode', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'CONNECT_REQUIRED',
      message: PAYMENT_MESSAGES.connectRequired,
    });
    const seller = await readySeller();
    const made = await seller.user.post('/api/generate-qrcode', body);
    expect(made.statusCode).toBe(200);
    const { productId, content } = made.json() as { productId: string; content: string };
    expect(productId).toMatch(/^[\w-]{22}$/);
    expect(content).toMatch(new RegExp(`/payment\\?id=${productId}$`));
    expect((await anonymous.get(`/api/payment-product/${productId}`)).json()).toMatchObject({
      productName: 'Tote bag',
      productPrice: 1500,
    });
  });

  it('lets an admin sell into the platform account without Connect', async () => {
    const admin = await signedUp();
    await database().db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const product = await productOf(admin.id, 700);
    const res = await anonymous.post('/api/create-payment-intent', {
      amount: 700,
      productId: product!.publicId,
    });
    expect(res.statusCode).toBe(200);
    const intentId = intentIdOf(res);
    expect(peer().paymentIntents.get(intentId)).toMatchObject({
      transfer_data: null,
      application_fee_amount: null,
    });
  });
});

// Issue 42 item 3, through a real SMTP server: the seller's notice in the seller's account
// language; the buyer's receipt in English (the checkout records no language for the buyer).
describe('payment mails in the recipient’s language through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const { app, database, peer } = usePaymentsApp('pglite', {
    stripe: { platformFeePercent: 10 },
    config: () => ({ smtpUrl: smtp!.url }),
  });
  const anonymous = apiAs(app, '');

  /** The one mail to `to` the SMTP server received, decoded. */
  async function arrived(to: string) {
    const mine = () => smtp!.received.filter((m) => m.to[0] === to);
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1);
    return decodeMail(mine()[0]!.data);
  }
  /** A seller whose account speaks `locale`, ready to sell `name` at 12.50 USD; its sale paid. */
  async function sale(locale: 'de' | 'en', name: string, buyer: string) {
    const seller = apiAs(app, await signUp(app()));
    expect((await seller.put('/api/account/locale', { locale })).statusCode).toBe(200);
    const me = (await seller.get('/api/user')).json() as { id: number; username: string };
    await seller.post('/api/connect/onboard');
    const [row] = await database().db.select().from(users).where(eq(users.id, me.id));
    await peer().finishOnboarding(row!.stripeAccountId ?? '', 'ready');
    const [product] = await database()
      .db.insert(paymentProducts)
      .values({ userId: me.id, productName: name, productDescription: '', productPrice: 1250 })
      .returning();
    const res = await anonymous.post('/api/create-payment-intent', {
      amount: 1250,
      productId: product!.publicId,
    });
    const intentId = intentIdOf(res);
    await peer().succeedPaymentIntent(intentId, buyer);
    return { seller: me.username, intentId };
  }

  it('writes the notice in German to a German seller, the receipt in English', async () => {
    const { seller, intentId } = await sale('de', 'Hafermilch-Latte', 'kaeufer@example.com');
    const notice = await arrivedWithSubject(seller, 'Neue Zahlung: Hafermilch-Latte');
    expect(notice.text).toBe(
      'Sie haben eine Zahlung über Ihren Zahlungs-QR-Code erhalten.\n\n' +
        'Artikel: Hafermilch-Latte\nBetrag: 12,50\u00a0$\nPlattformgebühr: 1,25\u00a0$\n' +
        `Käufer: kaeufer@example.com\nZahlungsreferenz: ${intentId}\n\nQR Shark`,
    );
    expect(notice.html).toContain('Plattformgebühr: 1,25\u00a0$');
    const receipt = await arrived('kaeufer@example.com');
    expect(receipt.subject).toBe('Your receipt: Hafermilch-Latte');
    expect(receipt.text).toBe(
      'Thank you for your payment.\n\nItem: Hafermilch-Latte\nAmount paid: $12.50\n' +
        `Payment reference: ${intentId}\n\nThe card payment was processed by Stripe on behalf of ` +
        'the seller. Keep this e-mail as your receipt.\n\nQR Shark',
    );
  });

  it('keeps the notice to an English seller word for word', async () => {
    const { seller, intentId } = await sale('en', 'Oat latte', 'buyer.smtp@example.com');
    const notice = await arrivedWithSubject(seller, 'New payment: Oat latte');
    expect(notice.text).toBe(
      'You received a payment through your payment QR code.\n\n' +
        'Item: Oat latte\nAmount: $12.50\nPlatform fee: $1.25\n' +
        `Buyer: buyer.smtp@example.com\nPayment reference: ${intentId}\n\nQR Shark`,
    );
    expect((await arrived('buyer.smtp@example.com')).subject).toBe('Your receipt: Oat latte');
  });

  /** The mail to `to` with `subject` the SMTP server received, decoded. */
  async function arrivedWithSubject(to: string, subject: string) {
    const found = () =>
      smtp!.received
        .filter((m) => m.to[0] === to)
        .map((m) => decodeMail(m.data))
        .find((m) => m.subject === subject);
    await expect.poll(() => found() !== undefined, { timeout: 20_000 }).toBe(true);
    return found()!;
  }
});
