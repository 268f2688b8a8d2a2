import type { ReadyEntry } from './zip-entries.js';
import { BULK_BATCH_SIZE, BULK_MESSAGES, type BulkItemResponse } from '../../../contracts/bulk.js';

/** One row's outcome as the results list shows it (spec 001 §3 bulk result item, extended). */
export interface BulkResult {
  /** The row number in the list (1-based). */
  id: number;
  data: string;
  name: string;
  filename: string;
  status: 'success' | 'error';
  /** SVG text. */
  qrCode?: string;
  /** PNG bytes at the chosen size, when asked for. */
  png?: Uint8Array;
  /** The SVG and PNG as the ZIP stores them, when made ready with the code (browser path). */
  zip?: { svg: ReadyEntry; png: ReadyEntry };
  content?: string;
  shortUrl?: string;
  grade?: string;
  /**
   * Set when the grade is that of another row of the same design, version and error correction
   * (the server's full check ran on that row; this code was read back in the browser).
   */
  gradeRow?: number;
  /** Why the row failed, in English: saved with the run and written to manifest.csv. */
  error?: string;
  /** The same failure as the page says it in the app's language (bulk-results-card.tsx). */
  problem?: BulkProblem;
}

/**
 * A failed row's reason by kind, so the results list can say it in the account's language;
 * `reason` and `message` are the server's, the renderer's or the contract's words, kept as sent.
 */
export type BulkProblem =
  | { kind: 'row'; row: number; message: string }
  | { kind: 'itemFailed'; reason?: string }
  | { kind: 'network' }
  | { kind: 'unreadable'; reason?: string }
  | {
      kind: 'unreadableVersion';
      version: number;
      row: number;
      /** The server's reason, or none; `itemFailed` when the sample itself failed. */
      reason?: string;
      itemFailed?: boolean;
    };

export interface BulkJob {
  row: number;
  data: string;
  name: string;
  filename: string;
  body: Record<string, unknown>;
}

type Send = (
  body: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<{ status: number; retryAfter: number | null; body: unknown }>;

/** Attempts per row when the server is busy (503) or rate limits (429) before giving up. */
const BUSY_ATTEMPTS = 6;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function decodeDataUrl(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * One row, with retries while the server is busy. A non-OK answer is 'Failed to generate QR
 * code' with the server's reason; a thrown fetch is 'Network error' (spec 001 §8). A code the
 * decoders could not read back is an error too: it is never offered for download.
 */
export async function runJob(job: BulkJob, send: Send, signal?: AbortSignal): Promise<BulkResult> {
  const base = { id: job.row, data: job.data, name: job.name, filename: job.filename };
  for (let attempt = 1; ; attempt += 1) {
    let answer: Awaited<ReturnType<Send>>;
    try {
      answer = await send(job.body, signal);
    } catch {
      return {
        ...base,
        status: 'error',
        error: BULK_MESSAGES.networkError,
        problem: { kind: 'network' },
      };
    }
    if (
      (answer.status === 503 || answer.status === 429) &&
      attempt < BUSY_ATTEMPTS &&
      !signal?.aborted
    ) {
      await wait((answer.retryAfter ?? attempt) * 1000, signal);
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) {
      const reason = messageOf(answer.body);
      return {
        ...base,
        status: 'error',
        error: reason ? `${BULK_MESSAGES.itemFailed}: ${reason}` : BULK_MESSAGES.itemFailed,
        problem: { kind: 'itemFailed', ...(reason ? { reason } : {}) },
      };
    }
    const item = answer.body as BulkItemResponse;
    if (!item.scannable) {
      return {
        ...base,
        status: 'error',
        content: item.content,
        grade: item.grade,
        error: `Scanners could not read this code back. ${item.gradeReason ?? ''}`.trim(),
        problem: { kind: 'unreadable', ...(item.gradeReason ? { reason: item.gradeReason } : {}) },
      };
    }
    return {
      ...base,
      status: 'success',
      qrCode: item.qrCode,
      png: item.png ? decodeDataUrl(item.png) : undefined,
      content: item.content,
      shortUrl: item.shortUrl,
      grade: item.grade,
    };
  }
}

/**
 * Runs the jobs in batches of 10 (spec 001 §9): a batch in parallel, batches one after
 * another, `onBatch` after each with that batch's results. Stops between batches once the
 * signal aborts (the rows in flight are cancelled too). Resolves with every result produced.
 */
export async function runInBatches(
  jobs: BulkJob[],
  send: Send,
  onBatch: (results: BulkResult[]) => void,
  signal?: AbortSignal,
): Promise<BulkResult[]> {
  const all: BulkResult[] = [];
  for (let start = 0; start < jobs.length; start += BULK_BATCH_SIZE) {
    if (signal?.aborted) break;
    const batch = jobs.slice(start, start + BULK_BATCH_SIZE);
    const results = await Promise.all(batch.map((job) => runJob(job, send, signal)));
    if (signal?.aborted) break;
    all.push(...results);
    onBatch(results);
  }
  return all;
}
