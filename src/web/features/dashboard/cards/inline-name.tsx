import { Check, Pencil, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { displayName } from './display-name.js';
import { useDashboardT } from '../layout/dashboard-words.js';

const iconButton =
  'rounded-md p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/**
 * Inline rename (spec 000 §2, §4): the name (or the pencil) opens an input; Enter or the check
 * confirms, Escape or the cross cancels. An empty or unchanged name is ignored: no request.
 * While a rename is on its way the new name is shown already.
 */
export function InlineName({
  name,
  onRename,
}: {
  name: string;
  /** Called with the trimmed, changed name only. */
  onRename(name: string): Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [pending, setPending] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const { t } = useDashboardT();

  function start() {
    setDraft(name);
    setEditing(true);
  }

  function stop() {
    setEditing(false);
    // Back to the name button once it is rendered again.
    setTimeout(() => openerRef.current?.focus());
  }

  function confirm() {
    const next = draft.trim();
    stop();
    if (next === '' || next === name.trim()) return;
    setPending(next);
    onRename(next).finally(() => setPending(null));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    } else if (event.key === 'Escape') {
      // Only the editor closes, not a dialog around it.
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  }

  if (editing) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <input
          aria-label={t('name.label')}
          value={draft}
          maxLength={255}
          // Focus follows the user's own click on the name: that is what they asked for.
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-2 py-1 text-base font-semibold text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-sm"
        />
        <button type="button" aria-label={t('name.save')} onClick={confirm} className={iconButton}>
          <Check className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" aria-label={t('name.cancel')} onClick={stop} className={iconButton}>
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    );
  }

  const shown = displayName(pending ?? name, t('untitled'));
  return (
    <div className="flex min-w-0 items-center gap-1">
      <button
        ref={openerRef}
        type="button"
        onClick={start}
        title={t('name.rename')}
        className="min-w-0 truncate rounded-md text-left font-semibold text-gray-900 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
      >
        {shown}
      </button>
      <button
        type="button"
        aria-label={t('name.renameNamed', { name: shown })}
        onClick={start}
        className={iconButton}
      >
        <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}
