import { PageIntro } from '../../components/ui/page-intro.js';

/** /subscribe (spec 001 §2). The pricing table arrives with the payments issue. */
export function SubscribePage() {
  return (
    <PageIntro title="Choose Your Plan">
      <p>Plans and the 3-day free trial will be offered on this page.</p>
    </PageIntro>
  );
}
