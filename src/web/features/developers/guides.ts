import type { Locale } from '../../../contracts/i18n/locales.js';
import { pseudoAccent } from '../../lib/i18n/pseudo.js';

/** The page's two guides (Markdown): the API guide and the scan webhooks guide. */
export interface DeveloperGuides {
  guide: string;
  webhooks: string;
}

const both = ([guide, webhooks]: [{ default: string }, { default: string }]): DeveloperGuides => ({
  guide: guide.default,
  webhooks: webhooks.default,
});

/**
 * `locale`'s guides (issue 42): English is guide.md and webhooks.md, each other language its own
 * pair (guide.es.md ...), translated prose around the same code samples. One `import()` per file,
 * written out so the bundler makes each its own chunk: a page downloads only its language's.
 */
export async function loadDeveloperGuides(locale: Locale): Promise<DeveloperGuides> {
  switch (locale) {
    case 'es':
      return both(await Promise.all([import('./guide.es.md?raw'), import('./webhooks.es.md?raw')]));
    case 'de':
      return both(await Promise.all([import('./guide.de.md?raw'), import('./webhooks.de.md?raw')]));
    case 'fr':
      return both(await Promise.all([import('./guide.fr.md?raw'), import('./webhooks.fr.md?raw')]));
    case 'pt':
      return both(await Promise.all([import('./guide.pt.md?raw'), import('./webhooks.pt.md?raw')]));
    default:
      return both(await Promise.all([import('./guide.md?raw'), import('./webhooks.md?raw')]));
  }
}

/**
 * Rendered Markdown's code marked not to translate (`translate="no"`): code samples, paths,
 * header names and fields stay as they are in every language, and a browser's translator (or
 * the pseudo-locale's check) leaves them alone.
 */
export function markCode(html: string): string {
  return html.replace(/<(pre|code)>/g, '<$1 translate="no">');
}

/**
 * A guide in the pseudo-locale (lib/i18n/pseudo.ts, e2e only): its prose accented as the
 * catalogues' messages are, code blocks, inline code and link targets as written.
 */
export function pseudoGuide(markdown: string): string {
  return markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```$)/m)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .split(/(`[^`\n]*`|\]\([^)\s]*\))/)
            .map((piece, j) => (j % 2 === 1 ? piece : pseudoAccent(piece)))
            .join(''),
    )
    .join('');
}
