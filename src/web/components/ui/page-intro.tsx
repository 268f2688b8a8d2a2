import type { ReactNode } from 'react';

/**
 * A page's heading and a short explanation. Pages whose full content arrives in a later
 * issue render just this: a real heading and one honest sentence.
 */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-gray-600">{children}</div>
    </section>
  );
}
