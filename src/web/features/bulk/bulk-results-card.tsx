import { memo, useId, useMemo } from 'react';
import type { AppBulkMessageId } from '../../../contracts/i18n/catalogues/app-bulk/en.js';
import { Button } from '../../components/ui/button.js';
import { useAppT, type SiteTranslator } from '../../lib/i18n/i18n.js';
import { FIELD_CLASSES, LABEL_CLASSES } from '../generator/tabs/index.js';
import { SHEET_CODE_MM, sheetGrid, type SHEET_PAGES, type SheetPage } from './bulk-output.js';
import type { BulkProblem, BulkResult } from './run-bulk.js';

type T = SiteTranslator<AppBulkMessageId>['t'];

/** The paper sizes' names (SHEET_PAGES' English labels) in the app's language. */
const SHEET_PAGE_LABELS: Record<SheetPage, AppBulkMessageId> = {
  a4: 'sheet.page.a4',
  letter: 'sheet.page.letter',
};

/** The scan check as gradeText writes it (bulk-output.ts), its grade in the app's language. */
function gradeLabel(t: T, r: Pick<BulkResult, 'grade' | 'gradeRow'>): string {
  const grade =
    r.grade === 'robust'
      ? t('grade.robust')
      : r.grade === 'fragile'
        ? t('grade.fragile')
        : r.grade === 'not scannable'
          ? t('grade.notScannable')
          : (r.grade ?? '');
  return r.gradeRow ? t('grade.asRow', { grade, row: r.gradeRow }) : grade;
}

/** A failed row's reason in the app's language (the English `error` is what the run saves). */
export function problemText(t: T, problem: BulkProblem): string {
  switch (problem.kind) {
    case 'row':
      return t('problems.row', { row: problem.row, message: problem.message });
    case 'itemFailed':
      return problem.reason
        ? t('error.itemFailedReason', { reason: problem.reason })
        : t('error.itemFailed');
    case 'network':
      return t('error.network');
    case 'unreadable':
      return problem.reason
        ? t('error.unreadableReason', { reason: problem.reason })
        : t('error.unreadable');
    case 'unreadableVersion': {
      const reason = problem.itemFailed ? t('error.itemFailed') : problem.reason;
      const values = { version: problem.version, row: problem.row };
      return reason
        ? t('error.unreadableVersionReason', { ...values, reason })
        : t('error.unreadableVersion', values);
    }
  }
}

/** An SVG as an <img> source (never inlined into the page's DOM). */
function svgSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * "Generation Results" (spec 001 §2): Success and Failed counts, "Download All QR Codes (n)",
 * a scrolling list with a badge and error text per row, the empty state and "x of y
 * processed"; plus a real progress bar, the print sheet settings and its download.
 */
export function BulkResultsCard({
  className,
  results,
  total,
  running,
  packing,
  onDownloadZip,
  onDownloadSheet,
  sheetPage,
  onSheetPage,
  sheetMm,
  onSheetMm,
  pages,
}: {
  className: string;
  results: BulkResult[];
  total: number;
  running: boolean;
  packing: string | null;
  onDownloadZip(): void;
  onDownloadSheet(): void;
  sheetPage: SheetPage;
  onSheetPage(page: SheetPage): void;
  sheetMm: number;
  onSheetMm(mm: number): void;
  pages: typeof SHEET_PAGES;
}) {
  const id = useId();
  const { t } = useAppT('bulk');
  const sorted = useMemo(() => [...results].sort((a, b) => a.id - b.id), [results]);
  const ok = results.filter((r) => r.status === 'success').length;
  const failed = results.length - ok;
  const grid = sheetGrid(sheetPage, sheetMm);
  const busy = running || packing !== null;
  const percent = total > 0 ? Math.round((results.length / total) * 100) : 0;

  return (
    <div className={className}>
      <h2 className="text-lg font-semibold text-gray-900">{t('results.title')}</h2>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-green-50 p-3">
          <p className="text-sm break-words text-green-800">{t('results.success')}</p>
          <p className="text-2xl font-bold text-green-900" data-testid="success-count">
            {ok}
          </p>
        </div>
        <div className="rounded-lg bg-red-50 p-3">
          <p className="text-sm break-words text-red-800">{t('results.failed')}</p>
          <p className="text-2xl font-bold text-red-900" data-testid="failed-count">
            {failed}
          </p>
        </div>
      </div>

      {total > 0 && (
        <div className="mt-4 grid gap-1">
          <div
            role="progressbar"
            aria-label={t('results.progress')}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={results.length}
            className="h-2 overflow-hidden rounded-full bg-gray-100"
          >
            {/* Scaled, not resized: a transform animates on the compositor, so a run's stream
                of updates costs the page no layout per frame. */}
            <div
              className="h-full origin-left bg-primary transition-transform"
              style={{ transform: `scaleX(${percent / 100})` }}
            />
          </div>
          <p className="text-sm text-gray-600" aria-live="polite">
            {t('results.processed', { done: results.length, total })}
          </p>
        </div>
      )}

      <div className="mt-4 grid gap-3">
        <Button onClick={onDownloadZip} disabled={busy} className="w-full text-center">
          {t('results.downloadAll', { count: ok })}
        </Button>
        <div className="grid gap-3 rounded-md border border-gray-200 p-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-page`} className={LABEL_CLASSES}>
                {t('sheet.paper')}
              </label>
              <select
                id={`${id}-page`}
                value={sheetPage}
                onChange={(e) => onSheetPage(e.target.value as SheetPage)}
                className={FIELD_CLASSES}
              >
                {(Object.keys(pages) as SheetPage[]).map((p) => (
                  <option key={p} value={p}>
                    {t(SHEET_PAGE_LABELS[p])}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-mm`} className={LABEL_CLASSES}>
                {t('sheet.codeSize')}
              </label>
              <input
                id={`${id}-mm`}
                type="number"
                inputMode="numeric"
                min={SHEET_CODE_MM.min}
                max={SHEET_CODE_MM.max}
                value={sheetMm}
                onChange={(e) => {
                  const mm = Number(e.target.value);
                  if (Number.isFinite(mm)) {
                    onSheetMm(Math.min(SHEET_CODE_MM.max, Math.max(SHEET_CODE_MM.min, mm)));
                  }
                }}
                className={FIELD_CLASSES}
              />
            </div>
          </div>
          <p className="text-sm text-gray-600">
            {t('sheet.perPage', {
              perPage: grid.columns * grid.rows,
              columns: grid.columns,
              rows: grid.rows,
            })}
          </p>
          <Button
            variant="outline"
            onClick={onDownloadSheet}
            disabled={busy}
            className="w-full text-center"
          >
            {t('sheet.download')}
          </Button>
        </div>
        {packing && (
          <p className="text-sm text-gray-600" role="status">
            {packing}
          </p>
        )}
      </div>

      <div className="mt-4 max-h-[28rem] overflow-y-auto rounded-md border border-gray-200">
        {sorted.length === 0 ? (
          <p className="p-6 text-center text-sm text-gray-600">{t('results.empty')}</p>
        ) : (
          <ul aria-label={t('results.list')} className="divide-y divide-gray-100">
            {sorted.map((r) => (
              <ResultRow key={r.id} r={r} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * One row of the list. Memoised: a result never changes once reported, so a run of thousands
 * of rows re-renders only the rows that arrived (and encodes each SVG source once).
 */
const ResultRow = memo(function ResultRow({ r }: { r: BulkResult }) {
  const { t } = useAppT('bulk');
  const src = useMemo(() => (r.qrCode ? svgSrc(r.qrCode) : null), [r.qrCode]);
  return (
    // Rows outside the scrolled view skip style, layout and paint (content-visibility: auto).
    <li
      className="flex items-start gap-3 p-3 [contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]"
      data-row={r.id}
    >
      {src ? (
        <img
          src={src ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-12 shrink-0 rounded border border-gray-100"
        />
      ) : (
        <span
          className="size-12 shrink-0 rounded border border-dashed border-gray-200"
          aria-hidden
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-gray-500">{t('result.row', { row: r.id })}</span>
          <span
            className={
              r.status === 'success'
                ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
                : 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800'
            }
          >
            {r.status === 'success' ? t('result.success') : t('result.error')}
          </span>
          {r.grade && r.status === 'success' && (
            <span className="text-xs text-gray-600">
              {t('result.scanCheck', { grade: gradeLabel(t, r) })}
            </span>
          )}
        </div>
        <p className="truncate text-sm text-gray-900" title={r.data}>
          {r.name ? `${r.name} · ` : ''}
          {r.data}
        </p>
        {r.shortUrl && (
          <a
            href={r.shortUrl}
            className="block truncate text-sm text-primary underline underline-offset-2"
            target="_blank"
            rel="noreferrer"
          >
            {r.shortUrl}
          </a>
        )}
        {r.error && (
          <p className="text-sm break-words text-red-700">
            {r.problem ? problemText(t, r.problem) : r.error}
          </p>
        )}
      </div>
    </li>
  );
});
