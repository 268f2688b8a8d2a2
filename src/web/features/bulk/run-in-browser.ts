// A static bulk run rendered in the browser (issue 16 item 6; docs/bulk.md "Where codes are
// made"). Every row is rendered and read back in a Web Worker (render/render-row.ts). The
// server's full check (three decoders and the camera pass) runs once per symbol version and
// error correction level the run produces, on the first row that has it, through the spec's
// POST /api/bulk-generate-qrcode; its grade applies to the rows of that version, and a version
// whose sample the server cannot read fails all its rows. The outcomes are then saved with the
// run (POST /api/bulk-runs/{id}/items).

import { BULK_MESSAGES, type BulkItemResponse } from '../../../contracts/bulk.js';
import type { QrType } from '../../../qr/payload/qr-types.js';
import { generateBulkItem, saveBulkItems } from './bulk-api.js';
import { runInWorkers, type PoolRun } from './render/render-pool.js';
import type { RowOutcome } from './render/render-row.js';
import type { BulkJob, BulkResult } from './run-bulk.js';

/** Types whose payload the browser builds exactly as the server does (events need its UID). */
export function canRenderInBrowser(qrType: QrType, opts: { dynamic: boolean; logo: boolean }) {
  return !opts.dynamic && !opts.logo && qrType !== 'events';
}

export interface BrowserRun {
  done: Promise<BulkResult[]>;
  abort(): void;
}

interface Sample {
  row: number;
  /** Pending until the server answers. */
  verdict: Promise<{
    grade: string;
    scannable: boolean;
    reason: string | null;
    /** The sample itself failed (its reason is then BULK_MESSAGES.itemFailed). */
    itemFailed?: boolean;
  }>;
}

function toSaved(r: BulkResult) {
  const grade = r.grade === 'robust' || r.grade === 'fragile' || r.grade === 'not scannable';
  return {
    row: r.id,
    status: r.status,
    ...(r.name ? { name: r.name.slice(0, 255) } : {}),
    ...(r.content ? { content: r.content } : {}),
    ...(grade ? { grade: r.grade as 'robust' | 'fragile' | 'not scannable' } : {}),
    ...(r.error ? { error: r.error.slice(0, 2000) } : {}),
  };
}

/** The body of the full-check call for one row (the spec's body with the run's row). */
function sampleBody(job: BulkJob): Record<string, unknown> {
  return { ...job.body, png: false };
}

/**
 * Runs `jobs` (the server-path bodies, with runId and row) in the workers. `flat(job)` is the
 * job as a flat generate request. `onResults` gets each row's result as it is known; rows wait
 * for their version's grade before they are reported.
 */
export function runInBrowser(
  jobs: BulkJob[],
  flat: (job: BulkJob) => Record<string, unknown>,
  options: { pngWidth: number; runId: string },
  onResults: (results: BulkResult[]) => void,
): BrowserRun {
  const byRow = new Map(jobs.map((j) => [j.row, j]));
  const samples = new Map<string, Sample>();
  const controller = new AbortController();
  const pending: Promise<BulkResult>[] = [];

  const sampleFor = (outcome: Extract<RowOutcome, { ok: true }>, job: BulkJob): Sample => {
    const key = `${outcome.version}/${outcome.ecl}`;
    let sample = samples.get(key);
    if (!sample) {
      const verdict = generateBulkItem(sampleBody(job), controller.signal).then((answer) => {
        const item = answer.body as BulkItemResponse | null;
        if (answer.status < 200 || answer.status >= 300 || !item) {
          return {
            grade: '',
            scannable: false,
            reason: BULK_MESSAGES.itemFailed,
            itemFailed: true,
          };
        }
        if (item.content !== outcome.payload) {
          // The server encoded something else: never offer a code the check did not cover.
          return {
            grade: '',
            scannable: false,
            reason: BULK_MESSAGES.itemFailed,
            itemFailed: true,
          };
        }
        return { grade: item.grade, scannable: item.scannable, reason: item.gradeReason };
      });
      sample = { row: job.row, verdict };
      samples.set(key, sample);
    }
    return sample;
  };

  const toResult = async (outcome: RowOutcome): Promise<BulkResult> => {
    const job = byRow.get(outcome.row)!;
    const base = { id: job.row, data: job.data, name: job.name, filename: job.filename };
    if (!outcome.ok) {
      return {
        ...base,
        status: 'error',
        content: outcome.payload,
        error: `${BULK_MESSAGES.itemFailed}: ${outcome.error}`,
        problem: { kind: 'itemFailed', reason: outcome.error },
      };
    }
    const sample = sampleFor(outcome, job);
    let verdict: Awaited<Sample['verdict']>;
    try {
      verdict = await sample.verdict;
    } catch {
      return {
        ...base,
        status: 'error',
        content: outcome.payload,
        error: BULK_MESSAGES.networkError,
        problem: { kind: 'network' },
      };
    }
    if (!verdict.scannable) {
      return {
        ...base,
        status: 'error',
        content: outcome.payload,
        error:
          `Scanners could not read this design back at version ${outcome.version} (checked on row ${sample.row}). ` +
          (verdict.reason ?? ''),
        problem: {
          kind: 'unreadableVersion',
          version: outcome.version,
          row: sample.row,
          ...(verdict.itemFailed
            ? { itemFailed: true }
            : verdict.reason
              ? { reason: verdict.reason }
              : {}),
        },
      };
    }
    return {
      ...base,
      status: 'success',
      qrCode: outcome.svg,
      png: outcome.png,
      zip: outcome.zip,
      content: outcome.payload,
      grade: verdict.grade,
      ...(sample.row === job.row ? {} : { gradeRow: sample.row }),
    };
  };

  // Results reach the page in slices (a re-render per row would cost more than the row).
  let buffer: BulkResult[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (buffer.length === 0) return;
    const slice = buffer;
    buffer = [];
    onResults(slice);
  };
  const reported: BulkResult[] = [];
  const report = (result: BulkResult) => {
    reported.push(result);
    buffer.push(result);
    // Each slice re-renders the list of what arrived so far, so slices get rarer as it grows
    // (200 ms, then 1 ms more per 2 rows): the page's work stays in proportion to the run.
    timer ??= setTimeout(flush, Math.max(200, reported.length / 2));
  };

  const pool: PoolRun = runInWorkers(
    jobs.map((job) => ({ row: job.row, body: flat(job) })),
    options.pngWidth,
    (outcome) => {
      const result = toResult(outcome);
      pending.push(result);
      void result.then((r) => {
        if (!controller.signal.aborted) report(r);
      });
    },
  );

  const done = (async () => {
    await pool.done;
    await Promise.all(pending);
    // Let the reports queued by the last settled rows run.
    await Promise.resolve();
    if (timer) clearTimeout(timer);
    flush();
    // What the page showed is what the run saves (a cancelled run: the rows done so far).
    await saveBulkItems(options.runId, reported.map(toSaved));
    return reported;
  })();

  return {
    done,
    abort() {
      controller.abort();
      pool.abort();
    },
  };
}
