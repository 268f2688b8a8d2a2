import { HomeLink, StandalonePage } from '../../components/ui/standalone-page.js';

/** /payment?id=… (spec 001 §2, no layout). Checkout arrives with the payments issue. */
export function PaymentPage() {
  return (
    <StandalonePage title="Checkout">
      <p>Products bought through a payment QR code will be paid for on this page.</p>
      <HomeLink />
    </StandalonePage>
  );
}
