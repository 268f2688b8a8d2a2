import { Link } from 'wouter';
import { PageIntro } from '../../components/ui/page-intro.js';

/** /blog/{id} (spec 001 §2). Article content arrives with the blog issue. */
export function BlogPostPage({ id }: { id: string }) {
  return (
    <PageIntro title="Blog">
      <p>
        Article {id} will be shown here once the blog is published.{' '}
        <Link href="/blog" className="font-medium text-primary hover:underline">
          Back to Blog
        </Link>
      </p>
    </PageIntro>
  );
}
