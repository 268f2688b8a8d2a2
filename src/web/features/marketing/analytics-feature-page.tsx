import { PageIntro } from '../../components/ui/page-intro.js';

/** /features/analytics (spec 001 §2). Its content arrives with the public-pages issue. */
export function AnalyticsFeaturePage() {
  return (
    <PageIntro title="QR Code Analytics & Tracking">
      <p>This page will explain the scan analytics available for dynamic QR codes.</p>
    </PageIntro>
  );
}
