import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A centred card for pages shown without the site layout (payments, not found). */
export function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <div className="mt-4 text-sm text-gray-600">{children}</div>
      </div>
    </main>
  );
}

/** The link home on standalone pages ("Return Home", in the page's language). */
export function HomeLink({ children }: { children: ReactNode }) {
  return (
    <Link href="/" className="mt-4 inline-block font-medium text-primary hover:underline">
      {children}
    </Link>
  );
}
