import { FileArchive, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import type { CodeFilter } from '../../../../contracts/organise.js';
import { toast } from '../../../components/ui/toast.js';
import { saveBlob } from '../../../lib/file-download.js';
import { fetchMatchingCodes } from '../api/bulk.js';
import { ZIP_FORMATS, ZIP_MAX, type ZipFormat } from '../api/zip-limits.js';
import { useDashboardT, type DashboardT } from '../layout/dashboard-words.js';
import { publicUrl } from '../preview/code-image.js';

/** The file name of a downloaded selection. */
export const SELECTION_ZIP_NAME = 'qr-codes-selection.zip';

/** Why `count` codes do not fit one ZIP of `format` (api/zip-limits.ts), or null when they do. */
function limitProblem(t: DashboardT, count: number, format: ZipFormat): string | null {
  if (count === 0) return t('zip.selectOne');
  if (count <= ZIP_MAX[format]) return null;
  return t('zip.tooMany', { format: format.toUpperCase(), max: ZIP_MAX[format] });
}

type Stage =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'drawing'; done: number; total: number };

/**
 * "Download ZIP" of the selection (issue 40 item 3): SVG or PNG files drawn in this browser and
 * a codes.csv list, with progress and Cancel. `all`: every code that matches `filter`, which is
 * loaded first (the selection names them); else `codes`.
 */
export function ZipDownload({
  codes,
  count,
  all,
  filter,
  className,
}: {
  codes: readonly DynamicQrCode[];
  /** How many are selected (all that match: the list's total). */
  count: number;
  all: boolean;
  filter: CodeFilter;
  className: string;
}) {
  const [format, setFormat] = useState<ZipFormat>('svg');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const { t } = useDashboardT();

  async function start() {
    const problem = limitProblem(t, count, format);
    if (problem) {
      toast({ title: t('zip.notMade'), description: problem, variant: 'destructive' });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'loading' });
    try {
      const chosen = all ? await fetchMatchingCodes(filter, controller.signal) : codes;
      const { selectionZip } = await import('../api/selection-zip.js');
      const zip = await selectionZip(chosen, format, {
        publicUrl: publicUrl(),
        signal: controller.signal,
        onProgress: ({ done, total }) => setStage({ kind: 'drawing', done, total }),
      });
      saveBlob(zip, SELECTION_ZIP_NAME);
      toast({
        title: t('zip.ready', { count: chosen.length }),
        description: t('zip.readyNote', { file: SELECTION_ZIP_NAME }),
        variant: 'success',
      });
    } catch (error) {
      if (controller.signal.aborted) {
        toast({
          title: t('zip.cancelled'),
          description: t('zip.cancelledNote'),
          variant: 'default',
        });
      } else {
        console.warn('The selection ZIP failed', error);
        const { ZipRefused } = await import('../api/selection-zip.js');
        toast({
          title: t('zip.notMade'),
          description: error instanceof ZipRefused ? error.message : t('tryLater'),
          variant: 'destructive',
        });
      }
    } finally {
      abort.current = null;
      setStage({ kind: 'idle' });
    }
  }

  if (stage.kind !== 'idle') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="text-sm text-gray-800">
          {stage.kind === 'loading'
            ? t('zip.loading')
            : t('zip.drawing', { done: stage.done, total: stage.total })}
        </p>
        {stage.kind === 'drawing' && (
          <progress
            aria-label={t('zip.progress')}
            value={stage.done}
            max={stage.total}
            className="h-2 w-28"
          />
        )}
        <button type="button" onClick={() => abort.current?.abort()} className={className}>
          <X className="h-4 w-4" aria-hidden="true" />
          {t('zip.cancel')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label={t('zip.format')}
        value={format}
        onChange={(e) => setFormat(e.target.value as ZipFormat)}
        className={className}
      >
        {ZIP_FORMATS.map((f) => (
          <option key={f} value={f}>
            {t('zip.option', { format: f.toUpperCase(), max: ZIP_MAX[f] })}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => void start()} className={className}>
        <FileArchive className="h-4 w-4" aria-hidden="true" />
        {t('zip.download')}
      </button>
    </div>
  );
}
