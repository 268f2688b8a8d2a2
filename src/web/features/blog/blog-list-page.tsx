import { PageIntro } from '../../components/ui/page-intro.js';

/** /blog (spec 001 §2). The article list arrives with the blog issue. */
export function BlogListPage() {
  return (
    <PageIntro title="Blog">
      <p>Articles about QR codes and marketing will be published here.</p>
    </PageIntro>
  );
}
