import { useMemo, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { localizedPath } from '../../../contracts/public-pages.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useAuth } from '../auth/index.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import {
  categoryMessageId,
  messageIdsOfTemplate,
  TEMPLATE_CATEGORIES,
  TEMPLATES,
  templateHref,
  templateSelection,
  typeMessageId,
  type Template,
  type TemplateCategory,
} from './content/templates.js';
import { templatePreviewUri } from './template-preview.js';
// The key the generator reads a template from (spec 001 §2), defined once beside its reader.
import { SELECTED_TEMPLATE_KEY } from '../generator/index.js';
import { PageHeader } from './page-parts.js';

function TemplateCard({ template, signedIn }: { template: Template; signedIn: boolean }) {
  const { t, locale } = useT('templates');
  const [, navigate] = useLocation();
  const ids = messageIdsOfTemplate(template);
  const title = t(ids.title);
  // Drawn in the browser only: a code's content may hold this site's origin, which the build
  // that prerenders this page does not know (until then the frame holds the code's place).
  const hydrated = useHydrated();
  const preview = useMemo(
    () => (hydrated ? templatePreviewUri(template, window.location.origin) : undefined),
    [template, hydrated],
  );
  // PDF codes need an account (spec 000 §6): signed-out visitors are sent to sign up first.
  const needsAccount = template.generatorType === 'pdf' && !signedIn;

  // The generator's page: the landing page in the page's language for a visitor; a signed-in
  // user's generator is the dashboard's, at the English home (a move there loads it afresh).
  const home = signedIn ? '/' : localizedPath(locale, '/');
  // A real link (templateHref) that also works before hydration; once hydrated, the template is
  // handed over in sessionStorage as the spec says, and the generator opens without a reload.
  const useTemplate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    try {
      sessionStorage.setItem(SELECTED_TEMPLATE_KEY, JSON.stringify(templateSelection(template)));
    } catch {
      // Storage blocked: the address still names the template.
    }
    navigate(`${home}?qr=${encodeURIComponent(template.qrType)}`);
  };

  return (
    <li
      data-testid="template-card"
      data-template-id={template.id}
      className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        {template.popular && (
          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('card.popular')}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-700">{t(ids.description)}</p>
      <div className="my-4 flex h-44 items-center justify-center rounded-md bg-gray-50">
        {preview === undefined ? (
          <div className="h-40 w-40 rounded bg-gray-100" aria-hidden="true" />
        ) : preview ? (
          <img
            src={preview}
            alt={t('card.previewAlt', { title })}
            className="h-40 w-40 object-contain"
            width={160}
            height={160}
          />
        ) : (
          <p className="text-sm text-gray-600">{t('card.previewUnavailable')}</p>
        )}
      </div>
      <p className="text-xs text-gray-600">
        {t(categoryMessageId(template.category))} · {t(typeMessageId(template.generatorType))}
      </p>
      {needsAccount ? (
        <SiteLink to="/register" className={buttonClasses('outline', 'mt-4 w-full')}>
          {t('card.signUp')}
        </SiteLink>
      ) : (
        <a
          href={templateHref(template, home)}
          hrefLang={home === '/' && locale !== 'en' ? 'en' : undefined}
          onClick={useTemplate}
          className={buttonClasses('primary', 'mt-4 w-full')}
          aria-label={t('card.useLabel', { title })}
        >
          {t('card.use')}
        </a>
      )}
    </li>
  );
}

/**
 * /templates (spec 001 §2): 13 templates with a category filter; a template opens the generator.
 * In the page's language (/es/templates ...); the generator it opens speaks English for now.
 */
export function TemplatesPage() {
  const { t } = useT('templates');
  usePageMeta(t('page.title'), t('page.description'));
  const { user } = useAuth();
  const [category, setCategory] = useState<TemplateCategory | 'all'>('all');
  const shown =
    category === 'all' ? TEMPLATES : TEMPLATES.filter((tpl) => tpl.category === category);

  return (
    <>
      <PageHeader title={t('page.title')}>
        <p>{t('page.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div role="group" aria-label={t('filter.label')} className="flex flex-wrap gap-2">
          {TEMPLATE_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              className={buttonClasses(category === c ? 'primary' : 'outline')}
            >
              {t(categoryMessageId(c))}
            </button>
          ))}
        </div>
        <p className="mt-4 text-sm text-gray-600" aria-live="polite">
          {t('filter.shown', { count: shown.length })}
        </p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((tpl) => (
            <TemplateCard key={tpl.id} template={tpl} signedIn={Boolean(user)} />
          ))}
        </ul>
        <div className="mt-12 rounded-lg bg-gray-50 p-6 text-center">
          <h2 className="text-lg font-semibold text-gray-900">{t('more.title')}</h2>
          <p className="mt-2 text-gray-600">{t('more.text')}</p>
          <SiteLink to="/" className={buttonClasses('primary', 'mt-4')}>
            {t('more.create')}
          </SiteLink>
        </div>
      </div>
    </>
  );
}
