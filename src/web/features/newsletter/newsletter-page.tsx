import { PageIntro } from '../../components/ui/page-intro.js';

/** /newsletter (spec 001 §2). The admin tools arrive with the newsletter issue. */
export function NewsletterPage() {
  return (
    <PageIntro title="Newsletter">
      <p>
        Administrators will send the Shark Tips newsletter and notification e-mails from this page.
      </p>
    </PageIntro>
  );
}
