import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  BULK_DEFAULT_COLORS,
  BULK_ROW_LIMITS,
  BULK_TYPE_OPTIONS,
  REQUIRED_COLUMNS,
  apiContent,
  bulkColumns,
  checkBulkRow,
  parseBulkList,
  runCapProblem,
  templateCsv,
  META_COLUMNS,
  type BulkLimits,
} from '../../../contracts/bulk.js';
import type { AppBulkMessageId } from '../../../contracts/i18n/catalogues/app-bulk/en.js';
import type { QrType } from '../../../qr/payload/index.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast.js';
import { serverMessage } from '../../lib/api.js';
import { saveBlob } from '../../lib/file-download.js';
import { useAppT, type SiteTranslator } from '../../lib/i18n/i18n.js';
// The generator's own design state and tabs: every bulk code gets the same design a single
// code would (issue 16: "the same components and design state, not a copy").
import {
  ColorsTab,
  FIELD_CLASSES,
  FrameTab,
  INITIAL_DESIGN,
  LABEL_CLASSES,
  LogoTab,
  TAB_LIST_CLASSES,
  TAB_TRIGGER_CLASSES,
  designRequestFields,
  useApplyKit,
  type DesignState,
  type LogoState,
} from '../generator/tabs/index.js';
import { BrandKitPicker } from '../designs/index.js';
import { fetchBulkLimits, generateBulkItem, startBulkRun } from './bulk-api.js';
import {
  PNG_SIZES,
  SHEET_CODE_MM,
  SHEET_PAGES,
  buildPrintSheet,
  buildZip,
  type SheetPage,
} from './bulk-output.js';
import { BulkResultsCard } from './bulk-results-card.js';
import { runInBatches, type BulkJob, type BulkResult } from './run-bulk.js';
import { canRenderInBrowser, runInBrowser } from './run-in-browser.js';

const CARD = 'min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6';

type Phase = 'idle' | 'generating' | 'done';

type T = SiteTranslator<AppBulkMessageId>['t'];

/** The names of the bulk types (the contract's English labels), in the app's language. */
const TYPE_LABELS: Partial<Record<QrType, AppBulkMessageId>> = {
  url: 'type.url',
  contact: 'type.contact',
  social: 'type.social',
  ratings: 'type.ratings',
  email: 'type.email',
  location: 'type.location',
  events: 'type.events',
  apps: 'type.apps',
  sms: 'type.sms',
  whatsapp: 'type.whatsapp',
  text: 'type.text',
  bitcoin: 'type.bitcoin',
  wifi: 'type.wifi',
  phone: 'type.phone',
};

/**
 * Why a run cannot start on the plan's limits (runCapProblem, whose English the server also
 * answers with), said in the app's language; null when it can start.
 */
function capProblemText(
  t: T,
  limits: BulkLimits,
  rows: number,
  dynamic: boolean,
  codes: number,
): string | null {
  const problem = runCapProblem(limits, rows, dynamic, codes);
  if (!problem) return null;
  if (problem.code === 'BULK_ROW_LIMIT') {
    return t('cap.rowLimit', {
      max: limits.maxRows,
      rows,
      premium: limits.plan !== 'free' ? 'yes' : 'no',
      premiumMax: BULK_ROW_LIMITS.premium,
    });
  }
  return t('cap.dynamicLimit', { remaining: limits.dynamicRemaining ?? 0, codes });
}

/** A problem of the file as a whole ("Row 3: Quoted field unterminated", from the CSV parser). */
function listProblemText(t: T, problem: string): string {
  const match = /^Row (\d+): ([\s\S]*)$/.exec(problem);
  return match ? t('problems.row', { row: Number(match[1]), message: match[2] ?? '' }) : problem;
}

/**
 * /bulk-generation (spec 001 §2, issue 16): a list typed or uploaded (.csv/.txt), checked row
 * by row before anything is sent, then generated 10 rows at a time on the server (each code
 * rendered and read back by three decoders, or created as a dynamic code), with progress,
 * cancel, a ZIP (SVG, PNG, PDF, manifest.csv) and a print sheet.
 */
export function BulkGenerationPage() {
  const id = useId();
  const { t } = useAppT('bulk');
  const [input, setInput] = useState('');
  const [qrType, setQrType] = useState<QrType>('url');
  const [asCsv, setAsCsv] = useState(false);
  const [design, setDesign] = useState<DesignState>({ ...INITIAL_DESIGN, ...BULK_DEFAULT_COLORS });
  const [logo, setLogo] = useState<LogoState | null>(null);
  const [dynamic, setDynamic] = useState(false);
  const [pngSize, setPngSize] = useState<number>(1024);
  const [withPng, setWithPng] = useState(true);
  const [withPdf, setWithPdf] = useState(false);
  const [sheetPage, setSheetPage] = useState<SheetPage>('a4');
  const [sheetMm, setSheetMm] = useState<number>(SHEET_CODE_MM.default);
  const [phase, setPhase] = useState<Phase>('idle');
  const [results, setResults] = useState<BulkResult[]>([]);
  const [total, setTotal] = useState(0);
  const [capProblem, setCapProblem] = useState<string | null>(null);
  const [packing, setPacking] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const limits = useQuery({ queryKey: ['bulk-limits'], queryFn: fetchBulkLimits });

  // CSV columns for any type but a plain url or text list (spec 001 §5: first column).
  const csvMode = asCsv || (qrType !== 'url' && qrType !== 'text');
  const list = useMemo(
    () => parseBulkList(input, qrType, { asLines: !csvMode }),
    [input, qrType, csvMode],
  );
  const checked = useMemo(
    () => list.rows.map((row) => ({ row, check: checkBulkRow(qrType, row) })),
    [list, qrType],
  );
  const validCount = checked.filter(({ check }) => check.ok).length;
  const invalidRows = checked.filter(({ check }) => !check.ok).map(({ row }) => row);

  // Leaving mid-run asks first.
  useEffect(() => {
    if (phase !== 'generating') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // In-app links (the header, the avatar menu) navigate without unloading: ask on those too.
    const guardLinks = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      if (link.origin !== window.location.origin) return;
      if (!window.confirm(t('page.leaveMidRun'))) {
        event.preventDefault();
        event.stopPropagation();
      } else {
        abortRef.current?.abort();
      }
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', guardLinks, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', guardLinks, true);
    };
  }, [phase, t]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const changeDesign = (patch: Partial<DesignState>) => setDesign((d) => ({ ...d, ...patch }));
  // A brand kit (issue 40 item 4) fills the design of every code; the default kit does at first.
  const applyKit = useApplyKit(setDesign, setLogo, true);

  async function loadFile(file: File) {
    const text = await file.text();
    setAsCsv(/\.csv$/i.test(file.name) || file.type === 'text/csv');
    setInput(text);
  }

  async function generate() {
    setCapProblem(null);
    if (input.trim() === '') {
      toast({
        title: t('toast.noDataTitle'),
        description: t('toast.noDataText'),
        variant: 'destructive',
      });
      return;
    }
    if (list.rows.length === 0) {
      toast({
        title: t('toast.noValidTitle'),
        description: t('toast.noValidText'),
        variant: 'destructive',
      });
      return;
    }
    const known = limits.data ?? (await limits.refetch()).data;
    const problem = known && capProblemText(t, known, list.rows.length, dynamic, validCount);
    if (problem) {
      setCapProblem(problem);
      return;
    }
    // Generating: results cleared, counters reset (spec 001 §4).
    setResults([]);
    setTotal(list.rows.length);
    setPhase('generating');
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const run = await startBulkRun({
        rows: list.rows.length,
        qrType,
        dynamic,
        codes: validCount,
      });
      // Rows that failed the checks are reported at once, with their row numbers; the rest run.
      const preErrors: BulkResult[] = checked
        .filter(({ check }) => !check.ok)
        .map(({ row, check }) => ({
          id: row.row,
          data: row.data,
          name: row.name,
          filename: row.filename,
          status: 'error' as const,
          // In English for the manifest; the list says it in the app's language.
          error: check.ok ? '' : `Row ${row.row}: ${check.message}`,
          problem: { kind: 'row' as const, row: row.row, message: check.ok ? '' : check.message },
        }));
      setResults(preErrors);
      const design$ = { ...designRequestFields(design), size: pngSize };
      const jobs: BulkJob[] = checked
        .filter(({ check }) => check.ok)
        .map(({ row }) => ({
          row: row.row,
          data: row.data,
          name: row.name,
          filename: row.filename,
          body: {
            qrType,
            qrData: qrType === 'text' ? { data: row.fields.text } : apiContent(qrType, row.fields),
            data: row.data,
            ...design$,
            ...(logo ? { logoId: logo.id } : {}),
            runId: run.id,
            row: row.row,
            ...(row.name ? { name: row.name } : {}),
            png: true,
          },
        }));
      const append = (batch: BulkResult[]) => setResults((current) => [...current, ...batch]);
      let all: BulkResult[];
      if (canRenderInBrowser(qrType, { dynamic, logo: logo !== null })) {
        // Static codes are made in Web Workers; the server checks one sample per version.
        const flat = new Map(
          list.rows.map((row) => [
            row.row,
            { qrType, ...apiContent(qrType, row.fields), ...design$ } as Record<string, unknown>,
          ]),
        );
        const browserRun = runInBrowser(
          jobs,
          (job) => flat.get(job.row) ?? {},
          { pngWidth: pngSize, runId: run.id },
          append,
        );
        // Cancel may have been pressed while the run was being registered: stop at once then.
        if (controller.signal.aborted) browserRun.abort();
        else controller.signal.addEventListener('abort', () => browserRun.abort());
        all = await browserRun.done;
      } else {
        all = await runInBatches(jobs, generateBulkItem, append, controller.signal);
      }
      const ok = all.filter((r) => r.status === 'success').length;
      const failed = all.length - ok + preErrors.length;
      if (controller.signal.aborted) {
        toast({
          title: t('toast.cancelledTitle'),
          description: t('toast.cancelledText', { ok }),
        });
      } else {
        toast({
          title: t('toast.completeTitle'),
          description: t('toast.completeText', { ok, failed }),
        });
      }
      if (dynamic) void limits.refetch();
    } catch (error) {
      const message = serverMessage(error);
      if (message) setCapProblem(message);
      toast({
        title: t('toast.runFailedTitle'),
        description: t('toast.runFailedText'),
        variant: 'destructive',
      });
    } finally {
      abortRef.current = null;
      setPhase('done');
    }
  }

  const successes = results.filter((r) => r.status === 'success');

  async function downloadZip() {
    if (successes.length === 0) {
      toast({
        title: t('toast.nothingTitle'),
        description: t('toast.nothingText'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: t('toast.downloadTitle'),
      description: t('toast.downloadText', { count: successes.length }),
    });
    setPacking(t('pack.zip'));
    try {
      const blob = await buildZip(results, { png: withPng, pdf: withPdf }, (done, all) =>
        setPacking(t('pack.zipProgress', { done, all })),
      );
      saveBlob(blob, 'qr-codes.zip');
    } finally {
      setPacking(null);
    }
  }

  async function downloadSheet() {
    if (successes.length === 0) {
      toast({
        title: t('toast.nothingTitle'),
        description: t('toast.nothingText'),
        variant: 'destructive',
      });
      return;
    }
    setPacking(t('pack.sheet'));
    try {
      const bytes = await buildPrintSheet(results, sheetPage, sheetMm, {
        title: t('sheet.pdfTitle'),
        row: (row) => t('result.row', { row }),
      });
      saveBlob(
        new Blob([bytes as BlobPart], { type: 'application/pdf' }),
        'qr-codes-print-sheet.pdf',
      );
    } finally {
      setPacking(null);
    }
  }

  const running = phase === 'generating';
  const columns = [
    ...bulkColumns(qrType),
    ...META_COLUMNS.filter((c) => !bulkColumns(qrType).includes(c)),
  ];
  const required = REQUIRED_COLUMNS[qrType] ?? [];
  const dynamicLeft = limits.data?.dynamicRemaining;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {t('page.title')}
      </h1>
      <p className="mt-2 text-gray-600">
        {t('page.intro')}
        {limits.data && <> {t('page.planRows', { max: limits.data.maxRows })}</>}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className={CARD}>
          <h2 className="text-lg font-semibold text-gray-900">{t('input.title')}</h2>
          <fieldset disabled={running} className="mt-4 grid gap-4">
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-type`} className={LABEL_CLASSES}>
                {t('input.type')}
              </label>
              <select
                id={`${id}-type`}
                value={qrType}
                onChange={(e) => {
                  const next = e.target.value as QrType;
                  setQrType(next);
                  if (next !== 'url') setDynamic(false);
                }}
                className={FIELD_CLASSES}
              >
                {BULK_TYPE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {TYPE_LABELS[o.value] ? t(TYPE_LABELS[o.value]!) : o.label}
                  </option>
                ))}
              </select>
              <p className="text-sm text-gray-600" id={`${id}-columns`}>
                {t('columns.list', {
                  columns: columns
                    .map((c) => (required.includes(c) ? t('columns.required', { column: c }) : c))
                    .join(', '),
                })}{' '}
                {qrType === 'url' || qrType === 'text'
                  ? t('columns.linesHint')
                  : t('columns.headerHint')}{' '}
                <button
                  type="button"
                  className="font-medium text-primary underline underline-offset-2"
                  onClick={() =>
                    saveBlob(
                      new Blob([templateCsv(qrType)], { type: 'text/csv' }),
                      `bulk-template-${qrType}.csv`,
                    )
                  }
                >
                  {t('columns.template')}
                </button>
              </p>
            </div>

            <div className="grid gap-1.5">
              <label htmlFor={`${id}-file`} className={LABEL_CLASSES}>
                {t('input.file')}
              </label>
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-medium focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void loadFile(file);
                }}
              />
            </div>

            <div className="grid gap-1.5">
              <label htmlFor={`${id}-input`} className={LABEL_CLASSES}>
                {t('input.lines')}
              </label>
              <textarea
                id={`${id}-input`}
                rows={8}
                value={input}
                onChange={(e) => setInput(e.target.value)}
                placeholder={
                  qrType === 'url'
                    ? 'https://example.com/menu\nhttps://example.com/contact'
                    : columns.join(',')
                }
                className={`${FIELD_CLASSES} font-mono`}
                // Example data and column names (the CSV's own), the same in every language.
                translate="no"
                aria-describedby={`${id}-count`}
              />
              <p id={`${id}-count`} className="text-sm text-gray-600" aria-live="polite">
                {invalidRows.length > 0
                  ? t('input.itemsWithProblems', {
                      count: list.rows.length,
                      problems: invalidRows.length,
                    })
                  : t('input.items', { count: list.rows.length })}
              </p>
              {(qrType === 'url' || qrType === 'text') && (
                <label className="flex items-center gap-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    checked={asCsv}
                    onChange={(e) => setAsCsv(e.target.checked)}
                    className="size-4 accent-primary"
                  />
                  {t('input.asCsv')}
                </label>
              )}
            </div>

            {(invalidRows.length > 0 || list.problems.length > 0) && (
              <div
                className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                role="status"
              >
                <p className="font-medium">{t('problems.title')}</p>
                <ul className="mt-1 max-h-40 list-disc overflow-y-auto pl-5">
                  {list.problems.map((p) => (
                    <li key={p}>{listProblemText(t, p)}</li>
                  ))}
                  {checked.map(({ row, check }) => {
                    return check.ok ? null : (
                      <li key={row.row}>
                        {t('problems.row', { row: row.row, message: check.message })}
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}

            <BrandKitPicker
              currentDesign={() => ({
                ...designRequestFields(design),
                size: pngSize,
                ...(logo ? { logoId: logo.id } : {}),
              })}
              onApply={applyKit}
              applyDefault
              canSave
              disabled={phase === 'generating'}
            />
            <Tabs.Root defaultValue="colors" className="grid gap-3">
              <Tabs.List aria-label={t('design.tabs')} className={TAB_LIST_CLASSES}>
                <Tabs.Trigger value="colors" className={TAB_TRIGGER_CLASSES}>
                  {t('design.colors')}
                </Tabs.Trigger>
                <Tabs.Trigger value="logo" className={TAB_TRIGGER_CLASSES}>
                  {t('design.logo')}
                </Tabs.Trigger>
                <Tabs.Trigger value="frame" className={TAB_TRIGGER_CLASSES}>
                  {t('design.frame')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="colors" className="focus-visible:outline-none">
                <ColorsTab design={design} onChange={changeDesign} signedIn />
              </Tabs.Content>
              <Tabs.Content value="logo" className="focus-visible:outline-none">
                <LogoTab
                  logo={logo}
                  onChange={setLogo}
                  signedIn
                  logoSize={design.logoSize}
                  onLogoSizeChange={(logoSize) => changeDesign({ logoSize })}
                />
              </Tabs.Content>
              <Tabs.Content value="frame" className="focus-visible:outline-none">
                <FrameTab design={design} onChange={changeDesign} />
              </Tabs.Content>
            </Tabs.Root>

            <div className="grid gap-2 rounded-md border border-gray-200 p-3">
              <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
                <input
                  type="checkbox"
                  checked={dynamic}
                  disabled={qrType !== 'url'}
                  onChange={(e) => setDynamic(e.target.checked)}
                  className="size-4 accent-primary"
                  aria-describedby={`${id}-dynamic`}
                />
                {t('dynamic.label')}
              </label>
              <p id={`${id}-dynamic`} className="text-sm text-gray-600">
                {qrType !== 'url'
                  ? t('dynamic.urlOnly')
                  : dynamicLeft === undefined
                    ? t('dynamic.checking')
                    : dynamicLeft === null
                      ? t('dynamic.unlimited')
                      : t('dynamic.left', { count: dynamicLeft })}
              </p>
            </div>

            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-png`} className={LABEL_CLASSES}>
                  {t('output.pngSize')}
                </label>
                <select
                  id={`${id}-png`}
                  value={pngSize}
                  onChange={(e) => setPngSize(Number(e.target.value))}
                  className={FIELD_CLASSES}
                >
                  {PNG_SIZES.map((s) => (
                    <option key={s} value={s}>
                      {t('output.pixels', { size: s })}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="grid gap-1">
                <legend className={LABEL_CLASSES}>{t('output.zipLegend')}</legend>
                <label className="flex items-center gap-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    checked={withPng}
                    onChange={(e) => setWithPng(e.target.checked)}
                    className="size-4 accent-primary"
                  />
                  {/* A file format's name, the same in every language. */}
                  <span translate="no">PNG</span>
                </label>
                <label className="flex items-center gap-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    checked={withPdf}
                    onChange={(e) => setWithPdf(e.target.checked)}
                    className="size-4 accent-primary"
                  />
                  <span translate="no">PDF</span>
                </label>
              </fieldset>
            </div>
          </fieldset>

          {capProblem && (
            <p
              role="alert"
              className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
            >
              {capProblem}
            </p>
          )}

          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => void generate()} disabled={running} className="w-full sm:w-auto">
              {running ? t('run.generating') : t('run.generate')}
            </Button>
            {running && (
              <Button
                variant="outline"
                onClick={() => abortRef.current?.abort()}
                className="w-full sm:w-auto"
              >
                {t('run.cancel')}
              </Button>
            )}
          </div>
        </div>

        <BulkResultsCard
          className={CARD}
          results={results}
          total={total}
          running={running}
          packing={packing}
          onDownloadZip={() => void downloadZip()}
          onDownloadSheet={() => void downloadSheet()}
          sheetPage={sheetPage}
          onSheetPage={setSheetPage}
          sheetMm={sheetMm}
          onSheetMm={setSheetMm}
          pages={SHEET_PAGES}
        />
      </div>
    </section>
  );
}
