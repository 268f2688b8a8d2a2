import { PageIntro } from '../../components/ui/page-intro.js';

/** /templates (spec 001 §2). The template gallery arrives with the public-pages issue. */
export function TemplatesPage() {
  return (
    <PageIntro title="QR Code Templates">
      <p>
        Ready-made starting points for common QR codes, such as a website, a Wi-Fi login or a menu,
        will be offered here.
      </p>
    </PageIntro>
  );
}
