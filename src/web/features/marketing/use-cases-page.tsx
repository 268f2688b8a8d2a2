import { PageIntro } from '../../components/ui/page-intro.js';

/** /use-cases (spec 001 §2). The industry cards arrive with the public-pages issue. */
export function UseCasesPage() {
  return (
    <PageIntro title="Use Cases">
      <p>Examples of how different industries use QR codes will be collected here.</p>
    </PageIntro>
  );
}
