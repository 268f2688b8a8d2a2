import { PageIntro } from '../../components/ui/page-intro.js';

/** /features (spec 001 §2). The feature cards arrive with the public-pages issue. */
export function FeaturesPage() {
  return (
    <PageIntro title="Features">
      <p>
        This page will describe what you can do with QR Shark: generation, styling, management and
        security.
      </p>
    </PageIntro>
  );
}
