import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The frame of /privacy and /terms: a readable column with dated headings. */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">Last updated {updated}</p>
      <div className="mt-6 text-lg text-gray-700">{intro}</div>
      <div className="legal mt-8 space-y-8 text-gray-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
        {children}
      </div>
      <p className="mt-12 text-gray-700">
        Questions about this page?{' '}
        <Link href="/contact" className="text-blue-700 underline">
          Contact us
        </Link>
        .
      </p>
    </article>
  );
}
