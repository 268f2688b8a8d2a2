import { LayoutGrid, Table2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../../auth/index.js';
import { useDashboardT } from '../layout/dashboard-words.js';

/** How a code list is shown (issue 40 item 7): cards (two to a row) or the dense table. */
export type ListLayout = 'cards' | 'table';

/** The localStorage item holding the user's choice: one per user of this browser. */
export function layoutStorageKey(userId: number | undefined): string {
  return `qrs-code-list-layout:${userId ?? 'signed-out'}`;
}

function readLayout(key: string): ListLayout {
  try {
    return localStorage.getItem(key) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

function remember(key: string, layout: ListLayout): void {
  try {
    localStorage.setItem(key, layout);
  } catch {
    // Not remembered; the choice still holds until the page is left.
  }
}

/**
 * The signed-in user's layout, remembered in localStorage (the dashboard is never prerendered,
 * so its first render may read it). A storage that refuses (private mode) keeps it for the visit.
 */
export function useListLayout(): [ListLayout, (layout: ListLayout) => void] {
  const { user } = useAuth();
  const key = layoutStorageKey(user?.id);
  const [layout, setLayout] = useState<ListLayout>(() => readLayout(key));
  // A choice made on this screen wins over what is stored: if the key changes after it (the
  // session answered again), the choice is stored under the new key instead of being undone.
  const chosen = useRef<ListLayout | null>(null);
  useEffect(() => {
    if (chosen.current) remember(key, chosen.current);
    else setLayout(readLayout(key));
  }, [key]);
  const choose = (next: ListLayout) => {
    chosen.current = next;
    setLayout(next);
    remember(key, next);
  };
  return [layout, choose];
}

const optionClass =
  'inline-flex min-h-10 items-center gap-1.5 px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none focus-visible:ring-inset';

/** Cards | Table: two toggle buttons, the pressed one being the layout shown. */
export function ListLayoutSwitch({
  layout,
  onChange,
}: {
  layout: ListLayout;
  onChange(layout: ListLayout): void;
}) {
  const { t } = useDashboardT();
  const option = (value: ListLayout, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={layout === value}
      onClick={() => onChange(value)}
      className={`${optionClass} ${
        layout === value ? 'bg-primary text-white' : 'bg-white text-gray-700 hover:bg-gray-50'
      }`}
    >
      {icon}
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('layout.label')}
      className="inline-flex overflow-hidden rounded-md border border-gray-300"
    >
      {option('cards', t('layout.cards'), <LayoutGrid className="h-4 w-4" aria-hidden="true" />)}
      {option('table', t('layout.table'), <Table2 className="h-4 w-4" aria-hidden="true" />)}
    </div>
  );
}
