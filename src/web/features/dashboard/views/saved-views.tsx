import { Bookmark, BookmarkPlus, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SAVED_VIEW_NAME_MAX, type SavedView } from '../../../../contracts/saved-views.js';
import { toast } from '../../../components/ui/toast.js';
import { isFiltered, viewFromSearch, viewToSearch } from '../api/organise.js';
import { useSavedViewChange, useSavedViews } from '../api/saved-views.js';
import { failureText } from './bulk-bar.js';
import { useCodeListView } from './code-filters-bar.js';
import { useDashboardT } from '../layout/dashboard-words.js';

const buttonClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-50';
const iconButtonClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';
const fieldClass =
  'min-h-10 min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/** A name typed for a new view or a renamed one: Save and Cancel, the server's refusal shown. */
function NameForm({
  label,
  initial,
  submit,
  onDone,
}: {
  label: string;
  initial: string;
  submit: (name: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useDashboardT();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await submit(name);
      onDone();
    } catch (err) {
      setError(failureText(err, t('tryLater')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex min-w-0 flex-wrap items-center gap-2">
      <label className="flex min-w-0 items-center gap-2">
        <span>{label}</span>
        <input
          // Opened on request: the name is what the user came to type.
          autoFocus
          value={name}
          maxLength={SAVED_VIEW_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'saved-view-error' : undefined}
          className={fieldClass}
        />
      </label>
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? t('form.saving') : t('form.save')}
      </button>
      <button type="button" onClick={onDone} className={buttonClass}>
        {t('form.cancel')}
      </button>
      {error && (
        <p id="saved-view-error" role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The user's saved views above a code list (issue 40 item 2): open one (its search, filters and
 * sort go back in the URL), rename or delete it, or save what the list shows now.
 */
export function SavedViews() {
  const [view, setView] = useCodeListView();
  const views = useSavedViews();
  const change = useSavedViewChange();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const current = viewToSearch(view);
  const { t } = useDashboardT();

  const remove = (saved: SavedView) =>
    change.mutateAsync({ kind: 'delete', id: saved.id }).then(
      () => toast({ title: t('views.deleted', { name: saved.name }), variant: 'success' }),
      (error: unknown) =>
        toast({
          title: t('views.deleteFailed'),
          description: failureText(error, t('tryLater')),
          variant: 'destructive',
        }),
    );

  return (
    <section
      aria-label={t('views.label')}
      className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-gray-700"
    >
      <span className="inline-flex items-center gap-1.5 font-medium">
        <Bookmark className="h-4 w-4" aria-hidden="true" />
        {t('views.label')}
      </span>
      {views.isLoading && <span>{t('views.loading')}</span>}
      {views.error && (
        <span role="alert" className="inline-flex items-center gap-2 text-red-700">
          {t('views.error')}
          <button type="button" onClick={() => void views.refetch()} className={buttonClass}>
            {t('views.retry')}
          </button>
        </span>
      )}
      {views.data?.length === 0 && !adding && (
        <span className="text-gray-600">{t('views.none')}</span>
      )}
      {views.data && views.data.length > 0 && (
        <ul className="flex min-w-0 flex-wrap items-center gap-2">
          {views.data.map((saved) => (
            <li key={saved.id} className="flex min-w-0 items-center gap-0.5">
              {renaming === saved.id ? (
                <NameForm
                  label={t('views.newName', { name: saved.name })}
                  initial={saved.name}
                  submit={(name) => change.mutateAsync({ kind: 'rename', id: saved.id, name })}
                  onDone={() => setRenaming(null)}
                />
              ) : (
                <>
                  <button
                    type="button"
                    aria-pressed={saved.search === current}
                    onClick={() => setView(viewFromSearch(saved.search))}
                    className={`${buttonClass} max-w-64 aria-pressed:border-primary aria-pressed:bg-primary/10`}
                  >
                    <span className="truncate">{saved.name}</span>
                  </button>
                  <button
                    type="button"
                    aria-label={t('views.rename', { name: saved.name })}
                    onClick={() => setRenaming(saved.id)}
                    className={iconButtonClass}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    aria-label={t('views.delete', { name: saved.name })}
                    onClick={() => void remove(saved)}
                    className={iconButtonClass}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <NameForm
          label={t('views.name')}
          initial=""
          submit={async (name) => {
            await change.mutateAsync({ kind: 'create', name, search: current });
            toast({ title: t('views.saved', { name: name.trim() }), variant: 'success' });
          }}
          onDone={() => setAdding(false)}
        />
      ) : (
        isFiltered(view) && (
          <button type="button" onClick={() => setAdding(true)} className={buttonClass}>
            <BookmarkPlus className="h-4 w-4" aria-hidden="true" />
            {t('views.save')}
          </button>
        )
      )}
    </section>
  );
}
