import { useQueryClient } from '@tanstack/react-query';
import { FileDown, FolderInput, Pause, Play, Tag, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import {
  UNDO_MS,
  type BulkAction,
  type BulkActionAnswer,
  type BulkActionRequest,
} from '../../../../contracts/code-bulk.js';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import { TAG_NAME_MAX, type CodeFilter } from '../../../../contracts/organise.js';
import { toast } from '../../../components/ui/toast.js';
import { ApiError } from '../../../lib/api.js';
import { downloadCsv, fetchMatchingCodes, runBulk, selectionCsv } from '../api/bulk.js';
import { invalidateCodeLists } from '../api/code-actions.js';
import { useFolders } from '../api/organise.js';
import { ZipDownload } from './zip-download.js';
import { useDashboardT } from '../layout/dashboard-words.js';

const controlClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-50';

/** The file name of an exported selection. */
export const SELECTION_CSV_NAME = 'qr-codes-selection.csv';

/** The server's message for a failed request, else `fallback` (in the screen's language). */
export function failureText(error: unknown, fallback = 'Please try again in a moment.'): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

/**
 * What can be done to the selected rows of the table (issue 40 item 3): move to a folder, add a
 * tag, pause (active list) or resume (paused list), delete with Undo for UNDO_MS, export CSV,
 * download a ZIP of the drawn codes.
 * `all`: the selection is every code that matches the list's `filter`, which the server resolves;
 * otherwise the codes are named by id. Viewers may only export and download.
 */
export function BulkBar({
  codes,
  count,
  all,
  filter,
  status,
  canEdit,
  onClear,
}: {
  /** The codes named by id (none when `all`). */
  codes: readonly DynamicQrCode[];
  /** How many are selected: `codes`, or every code that matches. */
  count: number;
  all: boolean;
  filter: CodeFilter;
  status: 'active' | 'paused';
  canEdit: boolean;
  onClear(): void;
}) {
  const client = useQueryClient();
  const folders = useFolders().data ?? [];
  const [folder, setFolder] = useState('');
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  const target = all ? { filter } : { ids: codes.map((c) => c.id) };
  const { t } = useDashboardT();
  const doneText = (action: BulkAction, count: number) => t(`bulk.done.${action}`, { count });

  /** Sends one action; the lists show the server's truth again whatever the outcome. */
  async function run(
    request: BulkActionRequest,
    done?: (answer: BulkActionAnswer) => void,
  ): Promise<void> {
    setBusy(true);
    try {
      const answer = await runBulk(request);
      if (done) done(answer);
      else toast({ title: doneText(request.action, answer.count), variant: 'success' });
    } catch (error) {
      console.warn(`Bulk ${request.action} failed`, error);
      toast({
        title: t('bulk.nothingChanged'),
        description: failureText(error, t('tryLater')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      void invalidateCodeLists(client);
    }
  }

  /** The selection as CSV: "all that match" is loaded from the server first. */
  async function exportCsv(): Promise<void> {
    setBusy(true);
    try {
      const rows = all ? await fetchMatchingCodes(filter) : codes;
      downloadCsv(selectionCsv(rows, folders), SELECTION_CSV_NAME);
    } catch (error) {
      console.warn('Exporting the selection failed', error);
      toast({
        title: t('bulk.noCsv'),
        description: failureText(error, t('tryLater')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  const remove = () =>
    run({ action: 'delete', ...target }, (answer) => {
      onClear();
      toast({
        title: doneText('delete', answer.count),
        description: t('bulk.deletedNote'),
        variant: 'default',
        durationMs: UNDO_MS,
        action: {
          label: t('bulk.undo'),
          onClick: () => void run({ action: 'restore', ids: answer.ids }),
        },
      });
    });

  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 sm:flex sm:flex-wrap sm:items-center"
    >
      <p aria-live="polite" className="text-sm font-semibold text-gray-900 sm:mr-2">
        {t('bulk.selected', { count })}
      </p>
      {canEdit && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <select
              aria-label={t('bulk.moveTo')}
              value={folder}
              onChange={(e) => setFolder(e.target.value)}
              className={controlClass}
            >
              <option value="">{t('bulk.chooseFolder')}</option>
              <option value="none">{t('bulk.noFolder')}</option>
              {folders.map((f) => (
                <option key={f.id} value={String(f.id)}>
                  {f.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              disabled={busy || folder === ''}
              onClick={() =>
                void run({
                  action: 'move',
                  ...target,
                  folderId: folder === 'none' ? null : Number(folder),
                })
              }
              className={controlClass}
            >
              <FolderInput className="h-4 w-4" aria-hidden="true" />
              {t('bulk.move')}
            </button>
          </div>
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (tag.trim() === '') return;
              void run({ action: 'tag', ...target, addTags: [tag.trim()] }, (answer) => {
                setTag('');
                toast({ title: doneText('tag', answer.count), variant: 'success' });
              });
            }}
          >
            <input
              aria-label={t('bulk.tagToAdd')}
              value={tag}
              maxLength={TAG_NAME_MAX}
              onChange={(e) => setTag(e.target.value)}
              placeholder={t('bulk.tagPlaceholder')}
              className={`${controlClass} w-32 font-normal`}
            />
            <button type="submit" disabled={busy || tag.trim() === ''} className={controlClass}>
              <Tag className="h-4 w-4" aria-hidden="true" />
              {t('bulk.addTag')}
            </button>
          </form>
          {status === 'active' ? (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run({ action: 'pause', ...target }, (answer) => {
                  onClear();
                  toast({ title: doneText('pause', answer.count), variant: 'success' });
                })
              }
              className={controlClass}
            >
              <Pause className="h-4 w-4" aria-hidden="true" />
              {t('card.pause')}
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run({ action: 'resume', ...target }, (answer) => {
                  onClear();
                  toast({ title: doneText('resume', answer.count), variant: 'success' });
                })
              }
              className={controlClass}
            >
              <Play className="h-4 w-4" aria-hidden="true" />
              {t('card.resume')}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => void remove()}
            className={`${controlClass} text-red-700 hover:bg-red-50`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('card.delete')}
          </button>
        </>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => void exportCsv()}
        className={controlClass}
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        {t('bulk.exportCsv')}
      </button>
      <ZipDownload codes={codes} count={count} all={all} filter={filter} className={controlClass} />
      <button type="button" onClick={onClear} className={controlClass}>
        <X className="h-4 w-4" aria-hidden="true" />
        {t('bulk.clear')}
      </button>
    </div>
  );
}
