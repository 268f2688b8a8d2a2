import { HomeLink, StandalonePage } from '../../components/ui/standalone-page.js';

/** /payment-success (spec 001 §2, no layout). The confirmation arrives with the payments issue. */
export function PaymentSuccessPage() {
  return (
    <StandalonePage title="Payment status">
      <p>The result of a checkout will be confirmed on this page.</p>
      <HomeLink />
    </StandalonePage>
  );
}
