import type { ReactNode } from 'react';
import clsx from 'clsx';

/** A titled card around one chart or table; `action` sits at the right of the title. */
export function Panel({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={clsx(
        'min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-gray-900">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
