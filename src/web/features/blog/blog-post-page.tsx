import { useMemo } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { NotFound } from '../../components/not-found.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { JsonLd, siteOrigin } from '../../components/json-ld.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { socialImagePath } from '../../../contracts/public-pages.js';
import { findPost, formatDate, wordCount, type BlogPost } from './posts.js';
import { renderMarkdown } from './render-markdown.js';

const proseClass = [
  'mt-8 text-gray-800 leading-7',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:text-blue-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-gray-900',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-gray-300 [&_th]:bg-gray-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-gray-300 [&_td]:px-3 [&_td]:py-2',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-blue-200 [&_blockquote]:pl-4 [&_blockquote]:text-gray-700',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1',
].join(' ');

/**
 * /blog/{id} (spec 001 §2): the post, or the site's not-found page (the server answers an
 * unknown post with HTTP 404 and the same page).
 */
export function BlogPostPage({ id }: { id: string }) {
  const post = findPost(id);
  return post ? <Post post={post} /> : <NotFound />;
}

function Post({ post }: { post: BlogPost }) {
  usePageMeta(post.title, post.excerpt);
  const html = useMemo(() => renderMarkdown(post.content), [post]);

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <Link
        href="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Blog
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-wide text-blue-700 uppercase">
        {post.category}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
        {post.title}
      </h1>
      <p className="mt-4 text-sm text-gray-600">
        {post.author} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> ·{' '}
        {post.readTime} min read
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
        {post.tags.map((t) => (
          <li key={t} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
            {t}
          </li>
        ))}
      </ul>
      <JsonLd
        data={{
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          dateModified: post.publishedAt,
          image: `${siteOrigin()}${socialImagePath(`/blog/${post.id}`)}`,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: BRAND_NAME, url: siteOrigin() },
          mainEntityOfPage: `${siteOrigin()}/blog/${post.id}`,
          articleSection: post.category,
          keywords: post.tags.join(', '),
          wordCount: wordCount(post.content),
        }}
      />
      {/* renderMarkdown escapes raw HTML and unsafe link schemes (render-markdown.ts). */}
      <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
