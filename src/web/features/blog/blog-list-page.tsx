import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { BLOG_CATEGORIES, filterPosts, formatDate, POSTS } from './posts.js';

/**
 * /blog (spec 001 §2): search over title, excerpt and tags, a category filter, post cards. In
 * another language (/es/blog...) the page's own words are translated and it says the articles
 * are in English: their titles, excerpts, categories and tags are marked `lang="en"`, and their
 * links lead to the English posts.
 */
export function BlogListPage() {
  const { t, locale } = useT('blog');
  usePageMeta(t('page.title'), t('page.description'));
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<(typeof BLOG_CATEGORIES)[number]>('All');
  const posts = useMemo(() => filterPosts(POSTS, query, category), [query, category]);
  const searchId = useId();

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {t('page.title')}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-gray-600">{t('page.intro')}</p>
      {locale !== 'en' && (
        <p className="mt-3 max-w-2xl rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('posts.english')}
        </p>
      )}

      <div className="mt-8 grid gap-4">
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            {t('search')}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('search')}
            className="w-full rounded-md border border-gray-300 bg-white py-2 pr-3 pl-9 text-base text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-sm"
          />
        </div>
        <div role="group" aria-label={t('filter')} className="flex flex-wrap gap-2">
          {BLOG_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              lang={c === 'All' ? undefined : 'en'}
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              className={buttonClasses(category === c ? 'primary' : 'outline', 'px-3 py-1.5')}
            >
              {c === 'All' ? t('filter.all') : c}
            </button>
          ))}
        </div>
      </div>

      <p className="sr-only" aria-live="polite">
        {t('shown', { count: posts.length })}
      </p>
      {posts.length === 0 ? (
        <div className="mt-10 rounded-lg bg-gray-50 p-8 text-center">
          <h2 className="text-lg font-semibold text-gray-900">{t('empty.title')}</h2>
          <p className="mt-2 text-gray-600">{t('empty.text')}</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((p) => (
            <li
              key={p.id}
              data-testid="blog-card"
              className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
            >
              <p lang="en" className="text-xs font-semibold tracking-wide text-blue-700 uppercase">
                {p.category}
              </p>
              <h2 lang="en" className="mt-2 text-lg font-semibold text-gray-900">
                <SiteLink to={`/blog/${p.id}`} className="hover:underline">
                  {p.title}
                </SiteLink>
              </h2>
              <p lang="en" className="mt-2 flex-1 text-sm text-gray-700">
                {p.excerpt}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('tags')}>
                {p.tags.slice(0, 3).map((tag) => (
                  <li
                    key={tag}
                    lang="en"
                    className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-xs text-gray-600">
                <span translate="no">{p.author}</span> ·{' '}
                <time dateTime={p.publishedAt}>{formatDate(p.publishedAt, locale)}</time> ·{' '}
                {t('readTime', { minutes: p.readTime })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
