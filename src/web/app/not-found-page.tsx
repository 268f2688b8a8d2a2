import { NotFound } from '../components/not-found.js';
import { Layout } from './layout.js';

/**
 * Any unknown path (spec 000 §2, 001 §2; issue 37 item 1): the not-found page inside the site's
 * header and footer. The server sends the same page prerendered with HTTP 404 (lib/spa.ts).
 */
export function NotFoundPage() {
  return (
    <Layout>
      <NotFound />
    </Layout>
  );
}
