import type { ReactNode } from 'react';
import { BarChart3 } from 'lucide-react';

/** No data yet: says what is missing and what the user can do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center">
      <BarChart3 className="h-8 w-8 text-gray-400" aria-hidden="true" />
      <p className="font-medium text-gray-800">{title}</p>
      {children && <div className="max-w-md text-sm text-gray-600">{children}</div>}
    </div>
  );
}
