import { PageIntro } from '../../components/ui/page-intro.js';

/** /bulk-generation (spec 001 §2). The generator arrives with the bulk-generation issue. */
export function BulkGenerationPage() {
  return (
    <PageIntro title="Bulk QR Code Generation">
      <p>You will be able to create many QR codes at once from a list or a CSV file here.</p>
    </PageIntro>
  );
}
