import { PageIntro } from '../../components/ui/page-intro.js';

/** / when signed in (spec 000 §2). The code list, create view and analytics arrive with the dashboard issue. */
export function DashboardPage() {
  return (
    <PageIntro title="My QR Codes">
      <p>Your saved and dynamic QR codes, with their scan counts, will be listed here.</p>
    </PageIntro>
  );
}
