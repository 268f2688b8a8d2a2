import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { faqMessageIds, type FaqEntry } from './content/faq.js';

/** A public page's heading block: the one h1 and a short introduction. */
export function PageHeader({
  title,
  children,
  eyebrow,
}: {
  title: string;
  children?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <div className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-8 text-center sm:pt-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
          {title}
        </h1>
        {children && <div className="mx-auto mt-5 max-w-2xl text-lg text-gray-600">{children}</div>}
      </div>
    </div>
  );
}

/** A section of a public page with its own h2. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className ?? 'py-12 sm:py-16'}>
      <div className="mx-auto max-w-6xl px-4">
        <h2
          id={`${id}-heading`}
          className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl"
        >
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-gray-600">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** Closing call to action: links (or scroll targets) as buttons. */
export function CallToAction({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: { label: string; href: string; variant?: 'primary' | 'outline' }[];
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-blue-800 py-12 text-white sm:py-16">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-blue-50">{text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {actions.map((a) =>
            a.href.startsWith('#') ? (
              <a
                key={a.label}
                href={a.href}
                className={buttonClasses('outline', 'px-6 py-3 text-base')}
              >
                {a.label}
              </a>
            ) : (
              <SiteLink
                key={a.label}
                to={a.href}
                className={buttonClasses('outline', 'px-6 py-3 text-base')}
              >
                {a.label}
              </SiteLink>
            ),
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * Questions and answers as native `<details>`: every answer is in the served HTML and opens
 * without JavaScript (the summary is a keyboard-operable disclosure in every browser). One is
 * open at a time: the shared `name` makes the browser close the others (exclusive accordion),
 * and once hydrated the toggle handler does the same where the browser does not.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const group = useId();
  const { t } = useT('faq');
  return (
    <div className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {entries.map((entry) => (
        <details
          key={entry.id}
          name={group}
          data-testid="faq-item"
          className="group"
          onToggle={(event) => {
            const opened = event.currentTarget;
            if (!opened.open) return;
            for (const other of opened.parentElement?.children ?? []) {
              if (other !== opened && other instanceof HTMLDetailsElement) other.open = false;
            }
          }}
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
            <h3>{t(faqMessageIds(entry).question)}</h3>
            <ChevronDown
              className="h-5 w-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-gray-700">
            {faqMessageIds(entry).answer.map((id) => (
              <p key={id}>{t(id)}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
