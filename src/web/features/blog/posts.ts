// The blog's articles: Markdown files in ./posts with a front-matter block, bundled with the
// blog's own chunk. File names start with the post id ("03-static-vs-dynamic.md").

export const BLOG_CATEGORIES = [
  'All',
  'Marketing',
  'Technology',
  'Security',
  'Industry',
  'Analytics',
  'Design',
  'Shark Tips',
] as const;
export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number], 'All'>;

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. "2026-03-14". */
  publishedAt: string;
  category: BlogCategory;
  tags: string[];
  /** Markdown body. */
  content: string;
  /** Minutes at 200 words a minute, at least 1. */
  readTime: number;
}

const WORDS_PER_MINUTE = 200;

export function wordCount(markdown: string): number {
  return markdown
    .replace(/[#>*_`|[\]()-]+/g, ' ')
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
}

/** Splits "---\nkey: value\n---\nbody" into its fields and body. */
export function parsePost(id: number, source: string): BlogPost {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  const [, head, body] = match ?? [];
  if (head === undefined || body === undefined) throw new Error(`Post ${id} has no front matter`);
  const fields: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  // Prettier may rewrite quoted values with either quote: accept both.
  const unquote = (v = '') => v.replace(/^"(.*)"$|^'(.*)'$/, '$1$2').replace(/''/g, "'");
  const tags = (fields.tags ?? '')
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((t) => unquote(t.trim()))
    .filter(Boolean);
  const category = unquote(fields.category) as BlogCategory;
  if (!BLOG_CATEGORIES.includes(category)) throw new Error(`Post ${id}: unknown category`);
  const content = body.trim();
  return {
    id,
    title: unquote(fields.title),
    excerpt: unquote(fields.excerpt),
    author: unquote(fields.author),
    publishedAt: unquote(fields.publishedAt),
    category,
    tags,
    content,
    readTime: Math.max(1, Math.ceil(wordCount(content) / WORDS_PER_MINUTE)),
  };
}

const sources = import.meta.glob<string>('./posts/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every post, newest first. */
export const POSTS: readonly BlogPost[] = Object.entries(sources)
  .map(([file, source]) => {
    const id = Number(/\/(\d+)-[^/]*\.md$/.exec(file)?.[1]);
    return parsePost(id, source);
  })
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);

export function findPost(id: string): BlogPost | undefined {
  // As the server lists posts (/blog/7, never /blog/07): any other spelling is not found.
  if (!/^[1-9]\d*$/.test(id)) return undefined;
  return POSTS.find((p) => p.id === Number(id));
}

/** Posts matching a search (title, excerpt and tags, any case) and a category. */
export function filterPosts(
  posts: readonly BlogPost[],
  query: string,
  category: (typeof BLOG_CATEGORIES)[number],
): BlogPost[] {
  const q = query.trim().toLowerCase();
  return posts.filter(
    (p) =>
      (category === 'All' || p.category === category) &&
      (q === '' ||
        p.title.toLowerCase().includes(q) ||
        p.excerpt.toLowerCase().includes(q) ||
        p.tags.some((t) => t.toLowerCase().includes(q))),
  );
}

/** A post's date, written out in `locale`'s way (American English by default). */
export function formatDate(iso: string, locale = 'en-US'): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-US' : locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
