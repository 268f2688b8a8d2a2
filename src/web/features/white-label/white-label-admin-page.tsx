import { PageIntro } from '../../components/ui/page-intro.js';

/** /white-label-admin (spec 001 §2). Client management arrives with the white-label issue. */
export function WhiteLabelAdminPage() {
  return (
    <PageIntro title="White Label Client Management">
      <p>Operators will create and brand white-label clients on this page.</p>
    </PageIntro>
  );
}
