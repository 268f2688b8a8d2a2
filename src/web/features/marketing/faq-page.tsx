import { PageIntro } from '../../components/ui/page-intro.js';

/** /faq (spec 001 §2). The question list arrives with the public-pages issue. */
export function FaqPage() {
  return (
    <PageIntro title="Frequently Asked Questions">
      <p>
        Answers to common questions about creating, styling and scanning QR codes will be collected
        here.
      </p>
    </PageIntro>
  );
}
