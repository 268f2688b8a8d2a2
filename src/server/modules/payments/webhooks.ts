import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import type { MailBrands } from '../../lib/mail-brand.js';
import { mailLayout, textToMailHtml } from '../../lib/mail-html.js';
import { formatCents } from '../../../contracts/payments.js';
import { paymentMailMessages } from '../../../contracts/i18n/catalogues/payment-mail/index.js';
import { createTranslator } from '../../../contracts/i18n/format.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../contracts/i18n/locales.js';
import type { AuditChange, AuditRecorder } from '../audit/index.js';
import { isMissingResource } from './stripe-client.js';
import { connectStatusFor, storedStatusFor } from './subscription-status.js';
import * as repo from './repository.js';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'account.updated',
] as const;

/**
 * An event's effect, run in its transaction. It may name a subscription to cancel at Stripe
 * once committed: one that went live on a deleted workspace (a checkout finished after the
 * workspace was deleted), which must never keep being charged.
 */
/**
 * What applying an event leaves to do after its transaction commits: a subscription to cancel
 * at Stripe (its workspace is deleted), and a change of plan for the workspace's audit trail.
 */
interface Applied {
  cancel?: string;
  planChange?: { workspaceId: number; entry: AuditChange };
}
type Apply = (tx: DbExecutor) => Promise<Applied | void>;

/** What the subscription looks like now at Stripe (a deleted one reads as canceled). */
interface SubscriptionNow {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
}

export interface WebhookOutcome {
  received: true;
  /** True when this event id was applied before: nothing changed. */
  duplicate: boolean;
}

/**
 * POST /api/stripe/webhook. Every event is verified against STRIPE_WEBHOOK_SECRET on the raw
 * body, applied at most once (its id is recorded in the same transaction as its effects), and
 * applied from the object's current state read back from Stripe, so the order in which events
 * arrive does not matter: a late `customer.subscription.updated` reads a canceled subscription.
 */
export class WebhookService {
  constructor(
    private readonly deps: {
      db: Database;
      stripe: Stripe | null;
      /** Every endpoint secret an event may be signed with (empty: webhooks off). */
      webhookSecrets: string[];
      mailer: Mailer;
      /**
       * The brand of each client's mail, read through the event's transaction: receipts of a
       * white-label client's sellers carry the client's name.
       */
      brands: MailBrands;
      /** The workspace's audit trail: each change of its plan is an entry (issue 39 item 6). */
      audit: Pick<AuditRecorder, 'recordFromStripe'>;
      logger: Logger;
    },
  ) {}

  /**
   * Throws AppError 503 when payments are off, 400 for a missing signature or one that no
   * configured endpoint secret verifies.
   */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    const { stripe, webhookSecrets } = this.deps;
    if (!stripe || webhookSecrets.length === 0) {
      throw new AppError(503, 'PAYMENTS_OFF', 'Payments are not configured on this server');
    }
    if (!signature) {
      throw new AppError(400, 'BAD_SIGNATURE', 'Missing Stripe-Signature header');
    }
    for (const secret of webhookSecrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        // Not this endpoint's secret (or not Stripe's signature at all): try the next one.
      }
    }
    throw new AppError(400, 'BAD_SIGNATURE', 'The Stripe signature does not match this body');
  }

  async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.verify(rawBody, signature);
    const { db } = this.deps;
    if (await repo.eventSeen(db, event.id)) return { received: true, duplicate: true };
    // Reads from Stripe happen before the transaction; the transaction only writes.
    const apply = await this.plan(event);
    let applied = false;
    let outcome: Applied | void = undefined;
    await db.transaction(async (tx) => {
      if (!(await repo.recordEvent(tx, event.id, event.type))) return;
      applied = true;
      outcome = await apply(tx);
      // The receipt is queued with the payment's change: both commit, or Stripe retries both.
      if (event.type === 'payment_intent.succeeded') {
        const paid = event.data.object as Stripe.PaymentIntent;
        // The checkout's language, recorded on the intent when it was made (checkout.ts).
        const locale = paid.metadata?.locale;
        await this.sendReceipt(tx, paid.id, isLocale(locale) ? locale : DEFAULT_LOCALE);
      }
    });
    if (applied) this.deps.mailer.wake();
    const { cancel, planChange } = (outcome ?? {}) as Applied;
    if (planChange)
      await this.deps.audit.recordFromStripe(planChange.workspaceId, planChange.entry);
    if (cancel) await this.cancelOnDeleted(cancel);
    return { received: true, duplicate: !applied };
  }

  private async plan(event: Stripe.Event): Promise<Apply> {
    const object = event.data.object as unknown as Record<string, unknown>;
    switch (event.type) {
      case 'checkout.session.completed':
        return this.planCheckout(event.data.object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const current = await this.subscriptionNow(String(object.id));
        return (tx) => this.applySubscription(tx, current, null);
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const subscriptionId = invoiceSubscription(event.data.object);
        if (!subscriptionId) return async () => undefined;
        const current = await this.subscriptionNow(subscriptionId);
        return (tx) => this.applySubscription(tx, current, null);
      }
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed': {
        const intent = await this.stripe().paymentIntents.retrieve(String(object.id));
        return async (tx) => {
          await repo.updatePaymentStatus(tx, intent.id, {
            status: intent.status,
            customerEmail: intent.receipt_email ?? null,
          });
        };
      }
      case 'account.updated': {
        const account = await this.stripe().accounts.retrieve(String(object.id));
        const status = connectStatusFor(account);
        return async (tx) => {
          await repo.setAccountStatus(tx, account.id, status);
        };
      }
      default:
        // Recorded (so a replay stays cheap) and otherwise ignored.
        return async () => undefined;
    }
  }

  private async planCheckout(session: Stripe.Checkout.Session): Promise<Apply> {
    if (session.mode !== 'subscription') return async () => undefined;
    const reference = session.client_reference_id ?? '';
    const customerId = idOf(session.customer);
    const subscriptionId = idOf(session.subscription);
    const current = subscriptionId ? await this.subscriptionNow(subscriptionId) : null;
    return async (tx) => {
      const workspaceId = await this.referencedWorkspace(tx, reference, null);
      if (workspaceId === null || !customerId) return;
      const workspace = await repo.findWorkspaceBilling(tx, workspaceId, true);
      if (!workspace) return;
      if (!(await this.mayLink(tx, workspace, customerId))) return;
      if (current) return this.applySubscription(tx, current, workspace.id);
    };
  }

  /**
   * The workspace a checkout or a subscription's metadata names: `workspace-<id>` (or a
   * `workspaceId`), or, for one opened before migration 0040, an account id: its personal
   * workspace. Null when it names none.
   */
  private async referencedWorkspace(
    tx: DbExecutor,
    reference: string,
    metadata: Record<string, string> | null,
  ): Promise<number | null> {
    const named = metadata?.workspaceId ?? /^workspace-(\d{1,9})$/.exec(reference)?.[1];
    if (named !== undefined) return /^\d{1,9}$/.test(named) ? Number(named) : null;
    const account = metadata?.userId ?? reference;
    if (!/^\d{1,9}$/.test(account)) return null;
    return repo.personalWorkspaceIdOf(tx, Number(account));
  }

  /**
   * A customer may be attached to a workspace only when it has no customer yet (or this one) and
   * no other workspace holds it: a session can never move another workspace's customer.
   */
  private async mayLink(tx: DbExecutor, workspace: repo.BillingWorkspace, customerId: string) {
    const refuse = () => {
      this.deps.logger.warn(
        { workspaceId: workspace.id },
        'checkout for a customer of another workspace refused',
      );
      return false;
    };
    if (workspace.stripeCustomerId) {
      return workspace.stripeCustomerId === customerId || refuse();
    }
    const holder = await repo.findWorkspaceByCustomer(tx, customerId);
    if (holder && holder.id !== workspace.id) return refuse();
    return repo.linkCustomer(tx, workspace.id, customerId);
  }

  /**
   * Sets the workspace's plan from the subscription's current state. The workspace is the one
   * holding its customer, or (first event of a new customer) the one our checkout named in the
   * metadata. An ended subscription that is not the workspace's current one changes nothing (a
   * newer one rules). A live one on a deleted workspace is cancelled at Stripe after commit.
   */
  private async applySubscription(
    tx: DbExecutor,
    subscription: SubscriptionNow,
    knownWorkspaceId: number | null,
  ): Promise<Applied | void> {
    let workspace = await repo.findWorkspaceByCustomer(tx, subscription.customer);
    if (!workspace) {
      const named =
        knownWorkspaceId ?? (await this.referencedWorkspace(tx, '', subscription.metadata));
      const candidate = named === null ? null : await repo.findWorkspaceBilling(tx, named, true);
      if (!candidate || !(await this.mayLink(tx, candidate, subscription.customer))) return;
      workspace = candidate;
    }
    const status = storedStatusFor(subscription.status);
    if (
      status === 'free' &&
      workspace.stripeSubscriptionId &&
      workspace.stripeSubscriptionId !== subscription.id
    ) {
      return;
    }
    await repo.setSubscription(tx, workspace.id, { subscriptionId: subscription.id, status });
    const planChange =
      workspace.subscriptionStatus === status
        ? undefined
        : {
            workspaceId: workspace.id,
            entry: {
              action: 'plan.change' as const,
              target: { kind: 'workspace', id: workspace.id, label: workspace.name },
              before: { plan: workspace.subscriptionStatus },
              after: { plan: status },
            },
          };
    return {
      planChange,
      cancel: workspace.deleted && status !== 'free' ? subscription.id : undefined,
    };
  }

  /**
   * Cancels a subscription of a deleted workspace at Stripe (its event then sets it free). A
   * failure is logged: the subscription's next event (its next invoice at the latest) tries again.
   */
  private async cancelOnDeleted(subscriptionId: string): Promise<void> {
    try {
      await this.stripe().subscriptions.cancel(subscriptionId);
      this.deps.logger.warn({ subscriptionId }, 'subscription of a deleted workspace cancelled');
    } catch (err) {
      this.deps.logger.error(
        { err, subscriptionId },
        'subscription of a deleted workspace not cancelled',
      );
    }
  }

  private async subscriptionNow(id: string): Promise<SubscriptionNow> {
    try {
      const sub = await this.stripe().subscriptions.retrieve(id);
      return {
        id: sub.id,
        customer: idOf(sub.customer) ?? '',
        status: sub.status,
        metadata: sub.metadata ?? {},
      };
    } catch (err) {
      if (!isMissingResource(err)) throw err;
      return { id, customer: '', status: 'canceled', metadata: {} };
    }
  }

  /**
   * The buyer's receipt and the seller's notice, through the outbox, once per payment. The
   * notice is in the seller's account language. The receipt is in the checkout page's language
   * (the buyer may have no account): the page sends it with the intent, which carries it in its
   * metadata; English when it carries none (a checkout made before, or by an API client).
   */
  private async sendReceipt(db: Database, intentId: string, buyerLocale: Locale): Promise<void> {
    const { mailer } = this.deps;
    if (!(await repo.claimReceipt(db, intentId))) return;
    const payment = await repo.findPaymentByIntent(db, intentId);
    if (!payment) return;
    const product = payment.productId ? await repo.findProductById(db, payment.productId) : null;
    const seller = payment.userId ? await repo.findUser(db, payment.userId) : null;
    const { name: brandName } = await this.deps.brands.of(payment.clientId, db);
    // Both parts: the text as written, and the same words as HTML in the brand's layout.
    const withHtml = (text: string) => ({
      text,
      html: mailLayout(brandName, textToMailHtml(text)),
    });
    if (payment.customerEmail) {
      const { t } = createTranslator(paymentMailMessages, buyerLocale);
      const item = product?.productName ?? t('receipt.defaultItem');
      const amount = moneyIn(buyerLocale, payment.amount, payment.currency);
      await mailer.send(
        {
          clientId: payment.clientId,
          to: payment.customerEmail,
          subject: t('receipt.subject', { item }),
          ...withHtml(t('receipt.text', { item, amount, reference: intentId, brand: brandName })),
        },
        db,
      );
    }
    const sellerAddress = seller?.email ?? seller?.username;
    if (seller && sellerAddress) {
      const locale = isLocale(seller.locale) ? seller.locale : DEFAULT_LOCALE;
      const { t } = createTranslator(paymentMailMessages, locale);
      const item = product?.productName ?? t('receipt.defaultItem');
      const fee =
        payment.applicationFeeAmount > 0
          ? [
              t('notice.fee', {
                fee: moneyIn(locale, payment.applicationFeeAmount, payment.currency),
              }),
            ]
          : [];
      const lines = [
        t('notice.intro'),
        '',
        t('notice.item', { item }),
        t('notice.amount', { amount: moneyIn(locale, payment.amount, payment.currency) }),
        ...fee,
        t('notice.buyer', { buyer: payment.customerEmail ?? t('notice.noBuyer') }),
        t('notice.reference', { reference: intentId }),
        '',
        brandName,
      ];
      await mailer.send(
        {
          clientId: payment.clientId,
          to: sellerAddress,
          subject: t('notice.subject', { item }),
          ...withHtml(lines.join('\n')),
        },
        db,
      );
    }
  }

  private stripe(): Stripe {
    if (!this.deps.stripe) throw new AppError(503, 'PAYMENTS_OFF', 'Payments are off');
    return this.deps.stripe;
  }
}

/** An amount in cents as the mail's language writes it (English: as `formatCents` does). */
function moneyIn(locale: Locale, cents: number, currency: string): string {
  if (locale === DEFAULT_LOCALE) return formatCents(cents, currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** An invoice's subscription: `parent.subscription_details` (newer API) or `subscription`. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const loose = invoice as unknown as {
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null };
  };
  return idOf(loose.parent?.subscription_details?.subscription ?? loose.subscription ?? null);
}
