// Uploads of the pdf and images types (spec 000 §7): multipart POSTs that answer with the id
// the content then stores (pdfId / imageId). apiRequest speaks JSON only, hence this helper.
import { apiFetch, throwIfNotOk } from '../../../lib/api.js';
import {
  messages as english,
  type SiteGeneratorFormsMessageId,
} from '../../../../contracts/i18n/catalogues/site-generator-forms/en.js';

export type UploadKind = 'pdf' | 'image';

/** What an upload answers, whichever kind: the stored id, its public URL and the file name. */
export interface UploadedFile {
  id: string;
  url: string;
  fileName: string;
}

interface UploadRule {
  endpoint: string;
  /** Multipart part names: the file, its title and its description. */
  parts: { file: string; title: string; description: string };
  /** Key of the public URL in the answer. */
  urlKey: 'pdfUrl' | 'imageUrl';
  maxBytes: number;
  accept: string;
  /** Messages of the generatorForms catalogue (the form shows them in the page's language). */
  wrongType: SiteGeneratorFormsMessageId;
  tooLarge: SiteGeneratorFormsMessageId;
  isAcceptedType(file: File): boolean;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  pdf: {
    endpoint: '/api/upload-pdf',
    parts: { file: 'pdfFile', title: 'pdfTitle', description: 'pdfDescription' },
    urlKey: 'pdfUrl',
    maxBytes: 10 * MB,
    accept: '.pdf,application/pdf',
    wrongType: 'upload.pdf.wrongType',
    tooLarge: 'upload.pdf.tooLarge',
    // Browsers report application/pdf; some leave the type empty, then the name decides.
    // The server checks the bytes, so this only spares a pointless upload.
    isAcceptedType: (file) =>
      file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name)),
  },
  image: {
    endpoint: '/api/upload-image',
    parts: { file: 'imageFile', title: 'imageTitle', description: 'imageDescription' },
    urlKey: 'imageUrl',
    maxBytes: 5 * MB,
    accept: 'image/*',
    wrongType: 'upload.image.wrongType',
    tooLarge: 'upload.image.tooLarge',
    isAcceptedType: (file) => file.type.startsWith('image/'),
  },
};

/** Shown when an upload fails without a message from the server. */
export const UPLOAD_FAILED: SiteGeneratorFormsMessageId = 'upload.failed';
/** Its English text (the error thrown for an answer without an id). */
export const UPLOAD_FAILED_MESSAGE = english[UPLOAD_FAILED];

/** Longest title an upload keeps (the content's title limit). */
const TITLE_MAX = 200;

/**
 * A starting title from a file name: "dinner_menu-2026.pdf" -> "Dinner menu 2026". The server
 * stores a title with every PDF and image, and the file may be chosen before the title is typed.
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TITLE_MAX)
    .trim();
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** Why `file` cannot be uploaded as `kind` (the message id to show), or null when it can. */
export function uploadProblem(kind: UploadKind, file: File): SiteGeneratorFormsMessageId | null {
  const rule = UPLOAD_RULES[kind];
  if (!rule.isAcceptedType(file)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  if (file.size === 0) return 'upload.empty';
  return null;
}

/** Why `file` cannot be uploaded as `kind`, in English (the spec's words), or null when it can. */
export function checkUploadFile(kind: UploadKind, file: File): string | null {
  const problem = uploadProblem(kind, file);
  return problem === null ? null : english[problem];
}

/**
 * POSTs `file` with its title and description (sent only when given) as multipart form data,
 * with cookies. Resolves with the stored file; throws ApiError for a non-OK answer (its body
 * carries the server's message), Error for an answer without an id, and the browser's
 * TypeError/AbortError for network failures and aborts.
 */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  meta: { title?: string; description?: string } = {},
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const rule = UPLOAD_RULES[kind];
  const form = new FormData();
  // Text parts first: a streaming multipart parser then has them before the file.
  if (meta.title?.trim()) form.append(rule.parts.title, meta.title.trim());
  if (meta.description?.trim()) form.append(rule.parts.description, meta.description.trim());
  form.append(rule.parts.file, file, file.name);

  const res = await apiFetch(rule.endpoint, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
    signal,
  });
  await throwIfNotOk(res);
  const body = (await res.json()) as Record<string, unknown>;
  if (typeof body.id !== 'string' || body.id === '') throw new Error(UPLOAD_FAILED_MESSAGE);
  return {
    id: body.id,
    url: typeof body[rule.urlKey] === 'string' ? (body[rule.urlKey] as string) : '',
    fileName: typeof body.fileName === 'string' ? body.fileName : file.name,
  };
}
