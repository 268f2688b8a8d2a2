import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { fileBaseNames } from '../../../contracts/bulk.js';
import { toCsv } from '../../../contracts/csv.js';
import type { BulkResult } from './run-bulk.js';
import { withSvgSize } from '../../../qr/render/svg.js';
import { BULK_CODE_WIDTH_MM } from './print-size.js';
import { addReadyEntry } from './zip-entries.js';

/** Page sizes of the print sheet in mm (ISO 216 A4; US Letter 8.5 × 11 in). */
export const SHEET_PAGES = {
  a4: { label: 'A4', width: 210, height: 297 },
  letter: { label: 'US Letter', width: 215.9, height: 279.4 },
} as const;
export type SheetPage = keyof typeof SHEET_PAGES;
/** Printed code width in mm (quiet zone and frame included). */
export const SHEET_CODE_MM = { min: 15, max: 120, default: 40 } as const;
export const PNG_SIZES = [512, 1024, 2048] as const;

const PT_PER_MM = 72 / 25.4;
const SHEET_MARGIN_MM = 10;
const SHEET_GAP_MM = 6;
const LABEL_PT = 8;

export interface ZipOptions {
  png: boolean;
  pdf: boolean;
}

export const MANIFEST_HEADER = [
  'row',
  'name',
  'status',
  'payload',
  'short link',
  'files',
  'scan check',
  'error',
];

/** Base names (no extension) for the successful results, in order: `filename` or qr-code-{n}. */
export function namesFor(results: BulkResult[]): Map<number, string> {
  const ok = results.filter((r) => r.status === 'success');
  const names = fileBaseNames(ok.map((r) => ({ row: r.id, filename: r.filename })));
  // fileBaseNames names each row it is given, in order (its own fallback is qr-code-{n}).
  return new Map(ok.map((r, i) => [r.id, names[i] ?? `qr-code-${r.id}`]));
}

/** The scan check as the results list and the manifest show it. */
export function gradeText(r: Pick<BulkResult, 'grade' | 'gradeRow'>): string {
  if (!r.grade) return '';
  return r.gradeRow ? `${r.grade} (as row ${r.gradeRow})` : r.grade;
}

/** manifest.csv: one line per row (errors too), formula-safe cells. */
export function manifestCsv(results: BulkResult[], options: ZipOptions): string {
  const names = namesFor(results);
  const rows = [...results]
    .sort((a, b) => a.id - b.id)
    .map((r) => {
      const base = names.get(r.id);
      const files = base
        ? [
            `${base}.svg`,
            ...(options.png && r.png ? [`${base}.png`] : []),
            ...(options.pdf && r.png ? [`${base}.pdf`] : []),
          ]
        : [];
      return [
        r.id,
        r.name,
        r.status,
        r.content ?? r.data,
        r.shortUrl ?? '',
        files.join(' '),
        gradeText(r),
        r.error ?? '',
      ];
    });
  return toCsv(MANIFEST_HEADER, rows);
}

/** Lets the page paint between pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A one-page PDF of the code `widthMm` wide, from its PNG. */
export async function codePdf(png: Uint8Array, widthMm = BULK_CODE_WIDTH_MM): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const width = widthMm * PT_PER_MM;
  const height = (width * image.height) / image.width;
  const page = doc.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  return doc.save();
}

/**
 * The ZIP of every successful code, streamed by fflate: SVG (deflated), PNG and PDF (stored:
 * already compressed) and manifest.csv. `onProgress(done, total)` after each code. A result that
 * carries its ready entries (`zip`, from the render workers) is written as they are.
 */
export async function buildZip(
  results: BulkResult[],
  options: ZipOptions,
  onProgress?: (done: number, total: number) => void,
): Promise<Blob> {
  const names = namesFor(results);
  const ok = results.filter((r) => r.status === 'success' && r.qrCode);
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    const zip = new Zip((err, data, final) => {
      if (err) {
        failure = err;
        reject(err);
        return;
      }
      chunks.push(data);
      if (final) resolve();
    });
    void (async () => {
      try {
        const encoder = new TextEncoder();
        const add = (name: string, bytes: Uint8Array, compress: boolean) => {
          const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
          zip.add(entry);
          entry.push(bytes, true);
        };
        for (const [i, r] of ok.entries()) {
          if (failure) return;
          const base = names.get(r.id) ?? `qr-code-${r.id}`;
          // Entries made ready with the code (browser path) only get their headers here.
          if (r.zip) addReadyEntry(zip, `${base}.svg`, r.zip.svg);
          else if (r.qrCode)
            add(
              `${base}.svg`,
              encoder.encode(withSvgSize(r.qrCode, BULK_CODE_WIDTH_MM, 'mm')),
              true,
            );
          if (options.png && r.zip) addReadyEntry(zip, `${base}.png`, r.zip.png);
          else if (options.png && r.png) add(`${base}.png`, r.png, false);
          if (options.pdf && r.png) add(`${base}.pdf`, await codePdf(r.png), false);
          onProgress?.(i + 1, ok.length);
          if (i % 20 === 19) await yieldToBrowser();
        }
        add('manifest.csv', encoder.encode(manifestCsv(results, options)), true);
        zip.end();
      } catch (err) {
        reject(err as Error);
      }
    })();
  });
  await finished;
  return new Blob(chunks as BlobPart[], { type: 'application/zip' });
}

/** Text the standard PDF font can draw (WinAnsi): other characters become '?'. */
function drawable(text: string, font: PDFFont): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Shortens `text` with an ellipsis to fit `maxWidth` points. */
function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth)
    cut = cut.slice(0, -1);
  return `${cut}...`;
}

/** How many codes fit a page: columns × rows. */
export function sheetGrid(page: SheetPage, codeMm: number): { columns: number; rows: number } {
  const { width, height } = SHEET_PAGES[page];
  const cellW = codeMm + SHEET_GAP_MM;
  const cellH = codeMm + SHEET_GAP_MM + (LABEL_PT * 1.6) / PT_PER_MM;
  return {
    columns: Math.max(1, Math.floor((width - 2 * SHEET_MARGIN_MM + SHEET_GAP_MM) / cellW)),
    rows: Math.max(1, Math.floor((height - 2 * SHEET_MARGIN_MM + SHEET_GAP_MM) / cellH)),
  };
}

/** The print sheet's own words, in the page's language (English by default). */
export interface SheetWords {
  /** The document's title. */
  title: string;
  /** The label of a code without a name. */
  row(row: number): string;
}

const ENGLISH_SHEET: SheetWords = { title: 'QR codes print sheet', row: (row) => `Row ${row}` };

/**
 * The print sheet: every successful code `codeMm` wide on A4 or US Letter pages, left to right
 * and top to bottom, with its name (or row) under it, for label printing.
 */
export async function buildPrintSheet(
  results: BulkResult[],
  page: SheetPage,
  codeMm: number,
  words: SheetWords = ENGLISH_SHEET,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(words.title);
  doc.setCreator('QR Shark bulk generation');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const { width, height } = SHEET_PAGES[page];
  const { columns, rows } = sheetGrid(page, codeMm);
  const perPage = columns * rows;
  const codePt = codeMm * PT_PER_MM;
  const labelPt = LABEL_PT * 1.6;
  const ok = results.filter((r) => r.status === 'success' && r.png);
  let current = doc.addPage([width * PT_PER_MM, height * PT_PER_MM]);
  for (const [i, r] of ok.entries()) {
    if (i > 0 && i % perPage === 0) current = doc.addPage([width * PT_PER_MM, height * PT_PER_MM]);
    const slot = i % perPage;
    const col = slot % columns;
    const row = Math.floor(slot / columns);
    const image = await doc.embedPng(r.png as Uint8Array);
    // Fitted in a codeMm square: a framed code (taller than wide) is drawn narrower.
    const drawW = codePt * Math.min(1, image.width / image.height);
    const imageH = (drawW * image.height) / image.width;
    const x = (SHEET_MARGIN_MM + col * (codeMm + SHEET_GAP_MM)) * PT_PER_MM;
    const top =
      height * PT_PER_MM -
      (SHEET_MARGIN_MM * PT_PER_MM + row * (codePt + SHEET_GAP_MM * PT_PER_MM + labelPt));
    current.drawImage(image, {
      x: x + (codePt - drawW) / 2,
      y: top - imageH,
      width: drawW,
      height: imageH,
    });
    const label = fitText(drawable(r.name || words.row(r.id), font), font, LABEL_PT, codePt);
    const labelWidth = font.widthOfTextAtSize(label, LABEL_PT);
    current.drawText(label, {
      x: x + (codePt - labelWidth) / 2,
      y: top - imageH - LABEL_PT * 1.2,
      size: LABEL_PT,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
    if (i % 20 === 19) await yieldToBrowser();
  }
  return doc.save();
}
