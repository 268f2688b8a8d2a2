// The generator's calls (spec 000 §7 and the contract in src/contracts/generator.ts). Every
// call sends cookies; a non-OK answer throws ApiError (src/web/lib/api.ts).
import type { GenerateResponse } from '../../../../contracts/generator.js';
import { apiFetch, apiRequest, throwIfNotOk } from '../../../lib/api.js';
import { getSessionId } from './session-id.js';

/** The flat request body: qrType, the type's content fields, the design fields and logoId. */
export type GenerateBody = { qrType: string; logoId?: string } & Record<string, unknown>;

export async function generateQrCode(body: GenerateBody): Promise<GenerateResponse> {
  const res = await apiRequest('POST', '/api/generate-qrcode', body);
  return (await res.json()) as GenerateResponse;
}

export interface UploadedLogo {
  id: string;
  logoUrl: string;
}

/** POST /api/upload-logo, multipart field logoFile. */
export async function uploadLogo(file: File): Promise<UploadedLogo> {
  const form = new FormData();
  form.append('logoFile', file);
  const res = await apiFetch('/api/upload-logo', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  await throwIfNotOk(res);
  return (await res.json()) as UploadedLogo;
}

/** Saves a static code with its whole design (signed in only). */
export async function saveQrCode(
  body: GenerateBody & { name: string; qrMode: 'static' },
): Promise<void> {
  await apiRequest('POST', '/api/qrcodes', body);
}

export type PdfPage = 'a4' | 'fit';

/** A print-ready PDF of the code, `widthMm` wide, on an A4 page or a page that fits the code. */
export async function fetchQrPdf(
  body: GenerateBody,
  options: { widthMm: number; page: PdfPage },
): Promise<Blob> {
  const res = await apiFetch('/api/generate-qrcode/pdf', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/pdf', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, ...options }),
  });
  await throwIfNotOk(res);
  return res.blob();
}

/** Records a generation. Statistics only: a failure is logged and never bothers the user. */
export function trackGeneration(event: {
  qrType: string;
  qrData: string;
  foregroundColor: string;
  backgroundColor: string;
  hasLogo: boolean;
}): void {
  apiRequest('POST', '/api/track-generation', {
    ...event,
    sessionId: getSessionId(),
    isDynamic: false,
  }).catch((error: unknown) => console.warn('track-generation failed', error));
}

export type DownloadType = 'png' | 'svg' | 'pdf';

/** Records a download; like trackGeneration, failures are only logged. */
export function trackDownload(event: {
  qrType: string;
  downloadType: DownloadType;
  qrContent: string;
}): void {
  apiRequest('POST', '/api/track-download', {
    qrType: event.qrType,
    downloadType: event.downloadType,
    sessionId: getSessionId(),
    qrContent: event.qrContent,
  }).catch((error: unknown) => console.warn('track-download failed', error));
}
