import { PageIntro } from '../../components/ui/page-intro.js';

/** /about (spec 001 §2). The full page (and the data credits) arrive with the public-pages issue. */
export function AboutPage() {
  return (
    <PageIntro title="About QR Shark">
      <p>
        QR Shark is a self-hostable QR code generator and manager; its story and values will be told
        here.
      </p>
    </PageIntro>
  );
}
