import { useMemo, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useAuth } from '../auth/index.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import {
  TEMPLATE_CATEGORIES,
  TEMPLATES,
  templateHref,
  templateSelection,
  type Template,
  type TemplateCategory,
} from './content/templates.js';
import { templatePreviewUri } from './template-preview.js';
import { QR_TYPE_LABELS } from '../../../contracts/qr-content.js';
// The key the generator reads a template from (spec 001 §2), defined once beside its reader.
import { SELECTED_TEMPLATE_KEY } from '../generator/index.js';
import { PageHeader } from './page-parts.js';

/** The generator's type names; a PDF template is a menu as often as a document. */
const TYPE_NAMES: Readonly<Record<Template['generatorType'], string>> = {
  ...QR_TYPE_LABELS,
  pdf: 'Menu/PDF',
};

function categoryLabel(id: TemplateCategory): string {
  return TEMPLATE_CATEGORIES.find((c) => c.id === id)?.label ?? id;
}

function TemplateCard({ template, signedIn }: { template: Template; signedIn: boolean }) {
  const [, navigate] = useLocation();
  // Drawn in the browser only: a code's content may hold this site's origin, which the build
  // that prerenders this page does not know (until then the frame holds the code's place).
  const hydrated = useHydrated();
  const preview = useMemo(
    () => (hydrated ? templatePreviewUri(template, window.location.origin) : undefined),
    [template, hydrated],
  );
  // PDF codes need an account (spec 000 §6): signed-out visitors are sent to sign up first.
  const needsAccount = template.generatorType === 'pdf' && !signedIn;

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
    navigate(`/?qr=${encodeURIComponent(template.qrType)}`);
  };

  return (
    <li
      data-testid="template-card"
      data-template-id={template.id}
      className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{template.title}</h2>
        {template.popular && (
          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Popular
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-700">{template.description}</p>
      <div className="my-4 flex h-44 items-center justify-center rounded-md bg-gray-50">
        {preview === undefined ? (
          <div className="h-40 w-40 rounded bg-gray-100" aria-hidden="true" />
        ) : preview ? (
          <img
            src={preview}
            alt={`Sample ${template.title} QR code`}
            className="h-40 w-40 object-contain"
            width={160}
            height={160}
          />
        ) : (
          <p className="text-sm text-gray-600">Preview unavailable</p>
        )}
      </div>
      <p className="text-xs text-gray-600">
        {categoryLabel(template.category)} · {TYPE_NAMES[template.generatorType]}
      </p>
      {needsAccount ? (
        <Link href="/register" className={buttonClasses('outline', 'mt-4 w-full')}>
          Sign up to use this template
        </Link>
      ) : (
        <a
          href={templateHref(template)}
          onClick={useTemplate}
          className={buttonClasses('primary', 'mt-4 w-full')}
          aria-label={`Use Template: ${template.title}`}
        >
          Use Template
        </a>
      )}
    </li>
  );
}

/** /templates (spec 001 §2): 13 templates with a category filter; a template opens the generator. */
export function TemplatesPage() {
  usePageMeta(
    'QR Code Templates',
    'Ready-made QR code templates for websites, business cards, menus, Wi-Fi, events, e-mail, social profiles, apps and payments. Open one in the generator and make it yours.',
  );
  const { user } = useAuth();
  const [category, setCategory] = useState<TemplateCategory | 'all'>('all');
  const shown = category === 'all' ? TEMPLATES : TEMPLATES.filter((t) => t.category === category);

  return (
    <>
      <PageHeader title="QR Code Templates">
        <p>
          Start from a ready-made design with sample content, then change the content and style to
          your own in the generator.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div
          role="group"
          aria-label="Filter templates by category"
          className="flex flex-wrap gap-2"
        >
          {TEMPLATE_CATEGORIES.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
              className={buttonClasses(category === c.id ? 'primary' : 'outline')}
            >
              {c.label}
            </button>
          ))}
        </div>
        <p className="mt-4 text-sm text-gray-600" aria-live="polite">
          Showing {shown.length} {shown.length === 1 ? 'template' : 'templates'}
        </p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((t) => (
            <TemplateCard key={t.id} template={t} signedIn={Boolean(user)} />
          ))}
        </ul>
        <div className="mt-12 rounded-lg bg-gray-50 p-6 text-center">
          <h2 className="text-lg font-semibold text-gray-900">Need something else?</h2>
          <p className="mt-2 text-gray-600">
            The generator makes 16 kinds of QR code with your own content and design.
          </p>
          <Link href="/" className={buttonClasses('primary', 'mt-4')}>
            Create Custom QR Code
          </Link>
        </div>
      </div>
    </>
  );
}
