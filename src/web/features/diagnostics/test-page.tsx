import { PageIntro } from '../../components/ui/page-intro.js';

/** /test (spec 001 §2: the route exists, its content is not specified). */
export function TestPage() {
  return (
    <PageIntro title="Test">
      <p>This page exists to check that the web app loads and routes correctly.</p>
    </PageIntro>
  );
}
