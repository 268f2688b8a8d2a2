import type { ReactNode } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles.js';
import type { FaqEntry } from './content/faq.js';

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
              <Link
                key={a.label}
                href={a.href}
                className={buttonClasses('outline', 'px-6 py-3 text-base')}
              >
                {a.label}
              </Link>
            ),
          )}
        </div>
      </div>
    </section>
  );
}

/** Questions and answers, one open at a time and collapsible (Radix: keyboard and ARIA). */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} data-testid="faq-item">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none focus-visible:ring-inset">
                {entry.question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-gray-500 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="space-y-3 px-5 pb-5 text-gray-700">
            {entry.answer.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
