import { PageIntro } from '../../components/ui/page-intro.js';

/** /contact (spec 001 §2). The form arrives with the contact issue. */
export function ContactPage() {
  return (
    <PageIntro title="Contact Us">
      <p>A contact form for questions, support and feedback will be available on this page.</p>
    </PageIntro>
  );
}
