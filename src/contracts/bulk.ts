import Papa from 'papaparse';
import { z } from 'zod';
import type { QrType } from '../qr/payload/index.js';
import { quoteCsvField } from './csv.js';
import { parseQrContent, QR_TYPE_OPTIONS, qrContentSchemas } from './qr-content.js';

/**
 * Bulk generation (spec 001 §2 "Bulk QR Code Generation page", §5, §7, §8, §9): the messages,
 * the plan caps, the columns each type takes, CSV reading and row validation. Shared by the
 * /bulk-generation page and the server (which validates every row again).
 */

/** The spec's texts (001 §5 and §8), defined once. */
export const BULK_MESSAGES = {
  noDataTitle: 'No data provided',
  noDataText: 'Please enter data or upload a file.',
  noValidTitle: 'No valid data',
  noValidText: 'Please provide valid data for QR code generation.',
  nothingToDownloadTitle: 'No QR codes to download',
  nothingToDownloadText: 'Generate QR codes first before downloading.',
  itemFailed: 'Failed to generate QR code',
  networkError: 'Network error',
  runFailedTitle: 'Generation failed',
  runFailedText: 'An error occurred during bulk generation.',
  completeTitle: 'Bulk generation complete',
  completeText: (ok: number, failed: number) =>
    `Generated ${ok} QR codes successfully. ${failed} failed.`,
  downloadTitle: 'Download started',
  downloadText: (n: number) => `Downloading ${n} QR codes.`,
  // Ours, in the same style (the spec shows no cap; the issue sets one per plan).
  rowLimit: (max: number, rows: number, premium: boolean) =>
    `Your plan generates up to ${max.toLocaleString('en-US')} codes per run; this list has ` +
    `${rows.toLocaleString('en-US')}. ` +
    (premium
      ? 'Split it into smaller lists.'
      : `Start the free trial or upgrade to Premium for up to ${BULK_ROW_LIMITS.premium.toLocaleString('en-US')} per run.`),
  dynamicLimit: (remaining: number, codes: number) =>
    `Your plan can create ${remaining} more dynamic code${remaining === 1 ? '' : 's'}; this run ` +
    `would create ${codes}. Make static codes, remove rows, or upgrade to Premium.`,
  dynamicNeedsUrl:
    'Dynamic codes are made from Website URL rows. Choose Website URL or make static codes.',
  runNotFound: 'This bulk run was not found.',
  rowOutOfRange: 'This row is not part of the run.',
  dynamicRowsByServer: 'The rows of a dynamic run are recorded as their codes are created.',
  unsupportedType: 'This type needs an uploaded file per code and cannot be made in bulk.',
  rowsInvalid: 'Rows must be a whole number from 1',
} as const;

/** Rows per run: free plan, and Premium or trial. */
export const BULK_ROW_LIMITS = { free: 100, premium: 5000 } as const;
/** Lines sent per batch (spec 001 §9); a batch runs in parallel, batches in sequence. */
export const BULK_BATCH_SIZE = 10;
export const BULK_DEFAULT_COLORS = { fgColor: '#000000', bgColor: '#FFFFFF' } as const;

/** Types that need an uploaded file or a saved product per code: not offered in bulk. */
const NOT_IN_BULK: readonly QrType[] = ['pdf', 'images', 'payment'];
export const BULK_TYPE_OPTIONS = QR_TYPE_OPTIONS.filter((o) => !NOT_IN_BULK.includes(o.value));
export function isBulkType(qrType: string): qrType is QrType {
  return BULK_TYPE_OPTIONS.some((o) => o.value === qrType);
}

/** Optional columns of any type: the code's name (dashboard, manifest, print sheet) and file name. */
export const META_COLUMNS = ['name', 'filename'] as const;

/**
 * The content columns of a type, in the schema's order. For text the column is `text` (the
 * API field is textContent, also accepted). The first is what a header-less list holds.
 */
export function bulkColumns(qrType: QrType): string[] {
  // Every type's schema is a zod object (refinements keep its shape).
  const keys = Object.keys((qrContentSchemas[qrType] as unknown as z.ZodObject).shape);
  return qrType === 'text' ? ['text'] : keys;
}

/** The columns a row must fill (shown as required in the template hint). */
export const REQUIRED_COLUMNS: Partial<Record<QrType, string[]>> = {
  url: ['url'],
  text: ['text'],
  contact: ['firstName', 'phoneNumber'],
  social: ['platform', 'url'],
  ratings: ['businessName', 'platform', 'url'],
  email: ['email'],
  location: ['address'],
  events: ['title', 'startDate', 'location'],
  apps: ['appName', 'platform', 'url'],
  sms: ['phoneNumber'],
  whatsapp: ['phoneNumber'],
  phone: ['phoneNumber'],
  bitcoin: ['address'],
  wifi: ['ssid', 'encryption'],
};

const TEMPLATE_EXAMPLES: Partial<Record<QrType, Record<string, string>[]>> = {
  url: [
    { url: 'https://example.com/menu', name: 'Menu', filename: 'menu' },
    { url: 'https://example.com/contact', name: 'Contact page', filename: 'contact' },
  ],
  text: [{ text: 'Table 12', name: 'Table 12', filename: 'table-12' }],
  contact: [
    {
      firstName: 'Alex',
      lastName: 'Example',
      phoneNumber: '+15550100',
      email: 'alex@example.com',
      name: 'Alex badge',
    },
  ],
  wifi: [{ ssid: 'Cafe Guest', password: 'welcome-123', encryption: 'WPA', name: 'Guest WiFi' }],
  email: [{ email: 'hello@example.com', subject: 'Hello', body: 'Hi there', name: 'Mail us' }],
  sms: [{ phoneNumber: '+15550100', message: 'HELLO', name: 'Text us' }],
  whatsapp: [{ phoneNumber: '+15550100', message: 'Hello', name: 'WhatsApp' }],
  phone: [{ phoneNumber: '+15550100', name: 'Call us' }],
};

/** A template CSV for a type: header row (content columns, then name, filename) and examples. */
export function templateCsv(qrType: QrType): string {
  const header = [...bulkColumns(qrType), ...META_COLUMNS];
  const examples = TEMPLATE_EXAMPLES[qrType] ?? [];
  // Our own fixed examples, meant to be filled in and read back by parseBulkList: quoted as
  // RFC 4180 asks but not neutralised (a phone number starts with +).
  return [header, ...examples.map((e) => header.map((h) => e[h] ?? ''))]
    .map((cells) => `${cells.map(quoteCsvField).join(',')}\r\n`)
    .join('');
}

export interface BulkRow {
  /** 1-based data row number as the user sees it (a header row is not counted). */
  row: number;
  /** The line or first cell, trimmed: the spec's `data`. */
  data: string;
  name: string;
  filename: string;
  /** The type's content fields as read from the row. */
  fields: Record<string, unknown>;
}

export interface ParsedList {
  rows: BulkRow[];
  /** Column names found in a header row, or null when the list has none. */
  header: string[] | null;
  /** Problems with the file as a whole (unterminated quote, ...), with row numbers. */
  problems: string[];
}

const BOOL_TRUE = new Set(['true', '1', 'yes', 'y']);

/** Whether the first record names this type's columns (case-insensitive, any one is enough). */
function looksLikeHeader(cells: string[], qrType: QrType): boolean {
  const known = new Set(
    [...bulkColumns(qrType), ...META_COLUMNS, 'textContent', 'data'].map((c) => c.toLowerCase()),
  );
  const first = cells.map((c) => c.trim().toLowerCase());
  return first.some((c) => known.has(c)) && first.every((c) => c === '' || !/^https?:/.test(c));
}

/**
 * Reads a CSV or plain list with papaparse: quoted fields, separators and newlines inside
 * quotes, a BOM, `,` `;` or tab delimiters (detected), CRLF. With a header row naming the
 * type's columns, cells map to fields by name; without one, the first column is the url or text
 * (spec 001 §5) and for other types columns are taken in the template's order. Blank lines are
 * skipped. A plain `.txt` list (one item a line) is read with `asLines`.
 */
export function parseBulkList(
  text: string,
  qrType: QrType,
  options: { asLines?: boolean } = {},
): ParsedList {
  const clean = text.replace(/^\uFEFF/, '');
  if (options.asLines) {
    const rows = clean
      .split(/\r\n|\r|\n/)
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .map((line, i) => toRow(i + 1, qrType, firstField(qrType, line), '', ''));
    return { rows, header: null, problems: [] };
  }
  const result = Papa.parse<string[]>(clean, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const records = result.data;
  const problems = result.errors
    .filter((e) => e.type !== 'Delimiter')
    .map((e) => `Row ${(e.row ?? 0) + 1}: ${e.message}`);
  const [first] = records;
  if (first === undefined) return { rows: [], header: null, problems };
  const header = looksLikeHeader(first, qrType) ? first.map((h) => h.trim()) : null;
  const body = header ? records.slice(1) : records;
  const columns = header ?? [...bulkColumns(qrType), ...META_COLUMNS];
  const rows = body.map((cells, i) => {
    const byName: Record<string, string> = {};
    columns.forEach((col, c) => {
      const key = canonicalColumn(col, qrType);
      if (key && cells[c] !== undefined) byName[key] = cells[c];
    });
    const name = (byName.name ?? '').trim();
    const filename = (byName.filename ?? '').trim();
    // Location has a content field called name: there it is both.
    if (!bulkColumns(qrType).includes('name')) delete byName.name;
    delete byName.filename;
    return toRow(i + 1, qrType, byName, name, filename);
  });
  return { rows, header, problems };
}

/** A header cell as a field name of the type (case-insensitive), or null when unknown. */
function canonicalColumn(column: string, qrType: QrType): string | null {
  const wanted = column.trim().toLowerCase();
  if (qrType === 'text' && (wanted === 'textcontent' || wanted === 'data')) return 'text';
  if (qrType === 'url' && wanted === 'data') return 'url';
  return [...bulkColumns(qrType), ...META_COLUMNS].find((c) => c.toLowerCase() === wanted) ?? null;
}

/** The column a row's single value goes into: the type's first. */
function firstColumn(qrType: QrType): string {
  const [column] = bulkColumns(qrType);
  if (column === undefined) throw new Error(`QR type ${qrType} has no bulk columns`);
  return column;
}

function firstField(qrType: QrType, value: string): Record<string, string> {
  return { [firstColumn(qrType)]: value };
}

function toRow(
  row: number,
  qrType: QrType,
  cells: Record<string, string>,
  name: string,
  filename: string,
): BulkRow {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(cells)) {
    if (key === 'hidden') fields.hidden = BOOL_TRUE.has(value.trim().toLowerCase());
    else if (key === 'encryption') fields.encryption = value.trim() || undefined;
    // Text is the payload verbatim; WiFi values keep their spaces; the rest is trimmed.
    else if (qrType === 'text' || qrType === 'wifi') fields[key] = value;
    else fields[key] = value.trim();
  }
  const data = String(cells[firstColumn(qrType)] ?? '').trim();
  return { row, data, name, filename, fields };
}

/** The content fields as the API names them (text's column is textContent there). */
export function apiContent(
  qrType: QrType,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  if (qrType !== 'text') return fields;
  const { text, ...rest } = fields;
  return { ...rest, textContent: text };
}

export type RowCheck =
  { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/** Validates one row with its type's messages (the generator's own schemas). */
export function checkBulkRow(qrType: QrType, row: BulkRow): RowCheck {
  const result = parseQrContent(qrType, apiContent(qrType, row.fields));
  if (result.ok) return { ok: true };
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.fields)) fields[k === 'textContent' ? 'text' : k] = v;
  const [field, message] = Object.entries(fields)[0] ?? ['', result.message];
  return { ok: false, message: field ? `${field}: ${message}` : message, fields };
}

/** File names: the row's `filename` made safe, or qr-code-{n}; duplicates get -2, -3... */
export function fileBaseNames(rows: { row: number; filename: string }[]): string[] {
  const used = new Set<string>();
  return rows.map(({ row, filename }) => {
    const safe = filename
      .normalize('NFKC')
      .replace(/\.(svg|png|pdf)$/i, '')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '-')
      .replace(/^[.\s-]+|[.\s]+$/g, '')
      .slice(0, 80);
    const base = safe || `qr-code-${row}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base}-${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * Why a run of `rows` rows cannot start on these limits, or null when it can. The page shows it
 * before anything starts; the server refuses the run with the same words.
 */
export function runCapProblem(
  limits: BulkLimits,
  rows: number,
  dynamic: boolean,
  /** Codes the run will create (rows that passed the checks); all rows by default. */
  codes = rows,
): { code: 'BULK_ROW_LIMIT' | 'DYNAMIC_LIMIT_REACHED'; message: string } | null {
  if (rows > limits.maxRows) {
    return {
      code: 'BULK_ROW_LIMIT',
      message: BULK_MESSAGES.rowLimit(limits.maxRows, rows, limits.plan !== 'free'),
    };
  }
  if (dynamic && limits.dynamicRemaining !== null && codes > limits.dynamicRemaining) {
    return {
      code: 'DYNAMIC_LIMIT_REACHED',
      message: BULK_MESSAGES.dynamicLimit(limits.dynamicRemaining, codes),
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// API shapes

/** POST /api/bulk-runs: announces a run so the plan caps are checked before anything starts. */
export const startRunSchema = z.object({
  rows: z
    .number({ error: BULK_MESSAGES.rowsInvalid })
    .int(BULK_MESSAGES.rowsInvalid)
    .min(1, BULK_MESSAGES.rowsInvalid),
  qrType: z.string().refine(isBulkType, BULK_MESSAGES.unsupportedType),
  dynamic: z.boolean().default(false),
  /** Rows that passed the page's checks (the codes a dynamic run will create); default rows. */
  codes: z
    .number({ error: BULK_MESSAGES.rowsInvalid })
    .int(BULK_MESSAGES.rowsInvalid)
    .min(0, BULK_MESSAGES.rowsInvalid)
    .optional(),
});
export type StartRunRequest = z.input<typeof startRunSchema>;

export interface BulkLimits {
  plan: 'free' | 'trial' | 'subscribed';
  /** Rows one run may hold. */
  maxRows: number;
  /** Dynamic codes the plan can still create; null = unlimited. */
  dynamicRemaining: number | null;
}

export interface BulkRunResponse {
  id: string;
  rows: number;
  qrType: QrType;
  dynamic: boolean;
  createdAt: string;
}

export interface BulkRunItem {
  row: number;
  status: 'success' | 'error';
  name: string | null;
  content: string | null;
  shortUrl: string | null;
  scannable: boolean | null;
  grade: string | null;
  error: string | null;
}

export interface BulkRunDetail extends BulkRunResponse {
  items: BulkRunItem[];
}

/**
 * The answer of POST /api/bulk-generate-qrcode: the spec's qrCode (SVG) and the verification
 * the single generator gives, plus the short link for a dynamic row and, when asked for with
 * `png: true`, the PNG at the design's `size`.
 */
export interface BulkItemResponse {
  qrCode: string;
  content: string;
  scannable: boolean;
  grade: string;
  gradeReason: string | null;
  png?: string;
  shortUrl?: string;
  codeId?: number;
}

/** Outcomes saved in one POST /api/bulk-runs/{id}/items call. */
export const BULK_SAVE_CHUNK = 500;

/**
 * POST /api/bulk-runs/{id}/items: the outcomes of rows rendered and read back in the browser
 * (static runs). `grade` is the server's grade of the row's version sample.
 */
export const saveItemsSchema = z.object({
  items: z
    .array(
      z.object({
        row: z.number().int().min(1),
        status: z.enum(['success', 'error']),
        name: z.string().max(255).optional(),
        content: z.string().max(8000).optional(),
        grade: z.enum(['robust', 'fragile', 'not scannable']).optional(),
        error: z.string().max(2000).optional(),
      }),
    )
    .min(1)
    .max(BULK_SAVE_CHUNK),
});
export type SaveItemsRequest = z.input<typeof saveItemsSchema>;
