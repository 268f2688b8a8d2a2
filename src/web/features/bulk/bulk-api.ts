import type {
  BulkItemResponse,
  BulkLimits,
  BulkRunResponse,
  StartRunRequest,
} from '../../../contracts/bulk.js';
import { apiRequest } from '../../lib/api.js';

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
  const res = await fetch('/api/bulk-generate-qrcode', {
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

export type { BulkItemResponse };
