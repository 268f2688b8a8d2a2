import {
  BULK_SAVE_CHUNK,
  type BulkItemResponse,
  type BulkLimits,
  type BulkRunResponse,
  type SaveItemsRequest,
  type StartRunRequest,
} from '../../../contracts/bulk.js';
import { apiFetch, apiRequest } from '../../lib/api.js';

/** GET /api/bulk-runs/limits: rows per run and dynamic codes left on the caller's plan. */
export async function fetchBulkLimits(): Promise<BulkLimits> {
  return (await apiRequest('GET', '/api/bulk-runs/limits')).json() as Promise<BulkLimits>;
}

/** POST /api/bulk-runs: 403 with the cap's message when the list is too long for the plan. */
export async function startBulkRun(body: StartRunRequest): Promise<BulkRunResponse> {
  return (await apiRequest('POST', '/api/bulk-runs', body)).json() as Promise<BulkRunResponse>;
}

/** POST /api/bulk-generate-qrcode (spec 001 §7) for one row; the signal cancels it. */
export async function generateBulkItem(
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ status: number; retryAfter: number | null; body: unknown }> {
  const res = await apiFetch('/api/bulk-generate-qrcode', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const retry = Number(res.headers.get('retry-after'));
  return {
    status: res.status,
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
    body: parsed,
  };
}

type SavedItem = SaveItemsRequest['items'][number];

/** Bytes of JSON per save call, well under the server's 1 MB body limit. */
const SAVE_BYTES = 512 * 1024;

/**
 * POST /api/bulk-runs/{id}/items, in as few calls as the body limit allows (at most
 * BULK_SAVE_CHUNK rows each, one after another).
 */
export async function saveBulkItems(runId: string, items: SavedItem[]): Promise<void> {
  let chunk: SavedItem[] = [];
  let bytes = 0;
  const send = async () => {
    if (chunk.length === 0) return;
    await apiRequest('POST', `/api/bulk-runs/${encodeURIComponent(runId)}/items`, { items: chunk });
    chunk = [];
    bytes = 0;
  };
  for (const item of items) {
    const size = JSON.stringify(item).length;
    if (chunk.length >= BULK_SAVE_CHUNK || bytes + size > SAVE_BYTES) await send();
    chunk.push(item);
    bytes += size;
  }
  await send();
}

export type { BulkItemResponse };
