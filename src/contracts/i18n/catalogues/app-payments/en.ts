// The payments screens of the app (issue 42): account settings' "Receive payments" section
// (Stripe Connect), the generator's payment-code notice (signed in, on the dashboard), and the
// buyer's pages /payment (checkout) and /payment-success, shown by AppLanguage in the signed-in
// account's language or, signed out, in the visitor's. Not here: the Subscription Management
// dialog and the billing toasts (billing-api.ts), which also show on public pages (the header's
// menu, /subscribe) where the app's messages are not loaded, and stay English. Texts that are also
// contracts/payments.ts's PAYMENT_MESSAGES are that English word for word
// (payments-language.test.tsx checks it). {amount} is money already formatted in the language.
export const messages = {
  'action.goBack': 'Go Back',
  'action.returnHome': 'Return Home',
  'payments.off': 'Payments are turned off on this server (Stripe is not configured).',

  'connect.title': 'Receive payments',
  'connect.description': 'Payment QR codes take card payments into your own Stripe account.',
  'connect.loadFailed': 'The payment settings could not be loaded.',
  'connect.account': 'Stripe account',
  'connect.notConnected': 'Not connected',
  'connect.status.pending': 'Onboarding not finished',
  'connect.status.ready': 'Ready to receive payments',
  'connect.status.restricted': 'Restricted: Stripe needs more details',
  'connect.fee': 'Platform fee',
  'connect.feeValue': '{percent} of each sale',
  'connect.checking': 'Checking your account with Stripe...',
  'connect.opening': 'Opening Stripe...',
  'connect.continue': 'Continue Stripe onboarding',
  'connect.connect': 'Connect Stripe',
  'connect.notStarted': 'Stripe onboarding not started',
  'connect.unreachable': 'Stripe could not be reached. Please try again.',

  'notice.label': 'Payment codes',
  'notice.paymentCodesOff':
    'Payment codes are not available: payments are turned off on this server (Stripe is not configured).',
  'notice.connectRequired':
    'Connect your Stripe account in Account Settings before creating a payment code, so buyers pay you directly.',
  'notice.connect': 'Connect Stripe',

  'checkout.title': 'Checkout',
  'checkout.loading': 'Loading checkout...',
  'checkout.notFoundTitle': 'Product Not Found',
  'checkout.productIdMissing': 'Product ID is missing',
  'checkout.productNotFound': 'Product not found',
  'checkout.summary': 'Order Summary',
  'checkout.price': 'Price',
  'checkout.total': 'Total',
  'checkout.details': 'Payment Details',
  'checkout.setupError': 'Could not process payment setup',
  'checkout.secure': 'Payment is processed securely by Stripe.',
  'checkout.emailLabel': 'Email for receipt',
  'checkout.emailInvalid': 'Enter the e-mail address for your receipt',
  'checkout.pay': 'Pay Now',
  'checkout.paying': 'Processing...',
  'checkout.receiptSent': 'A receipt is on its way to {email}.',

  'payment.succeeded': 'Payment Successful!',
  'payment.failedTitle': 'Payment failed',
  'payment.failedDefault': 'An error occurred with your payment',
  'payment.processingTitle': 'Payment processing',
  'payment.processing': 'Your payment is being processed',
  'payment.errorTitle': 'Payment error',
  'payment.error': 'There was an error processing your payment',

  'success.title': 'Payment',
  'success.notFoundTitle': 'Payment not found',
  'success.notFound':
    'We could not find this payment. If you were charged, your receipt e-mail has the details.',
  'success.checkingTitle': 'Checking your payment',
  'success.checking': "Asking Stripe for the payment's status...",
  'success.paid': '{amount} paid.',
  'success.paidFor': '{product}: {amount} paid.',
  'success.mailed': 'A confirmation e-mail will be sent to you shortly.',
  'success.processing': 'Your payment is being processed. This page updates when it completes.',
  'success.notCompletedTitle': 'Payment not completed',
  'success.notCompleted':
    'The payment did not go through and you have not been charged. You can go back and try again.',
} as const;

export type AppPaymentsMessageId = keyof typeof messages;
