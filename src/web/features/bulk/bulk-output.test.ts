import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../../contracts/bulk.js';
import { buildPrintSheet, buildZip, manifestCsv, sheetGrid } from './bulk-output.js';
import { runInBatches, type BulkJob, type BulkResult } from './run-bulk.js';

// A 1×1 white PNG (valid file: pdf-lib embeds it).
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

function success(id: number, extra: Partial<BulkResult> = {}): BulkResult {
  return {
    id,
    data: `https://e.example/${id}`,
    name: `Item ${id}`,
    filename: '',
    status: 'success',
    qrCode: `<svg xmlns="http://www.w3.org/2000/svg"><title>${id}</title></svg>`,
    png: PNG,
    content: `https://e.example/${id}`,
    grade: 'robust',
    ...extra,
  };
}

describe('runInBatches', () => {
  const jobs: BulkJob[] = Array.from({ length: 23 }, (_, i) => ({
    row: i + 1,
    data: `d${i + 1}`,
    name: '',
    filename: '',
    body: { row: i + 1 },
  }));

  it('sends 10 at a time, batches in sequence, and maps answers to the spec’s messages', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const batches: number[] = [];
    const results = await runInBatches(
      jobs,
      async (body) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight -= 1;
        const row = Number(body.row);
        if (row === 2) throw new TypeError('Failed to fetch');
        if (row === 3)
          return { status: 400, retryAfter: null, body: { message: 'URL is required' } };
        if (row === 4) return { status: 500, retryAfter: null, body: null };
        if (row === 5) {
          return {
            status: 200,
            retryAfter: null,
            body: {
              qrCode: '<svg/>',
              content: 'x',
              scannable: false,
              grade: 'not scannable',
              gradeReason: 'Low contrast.',
            },
          };
        }
        return {
          status: 200,
          retryAfter: null,
          body: {
            qrCode: '<svg/>',
            content: `d${row}`,
            scannable: true,
            grade: 'robust',
            gradeReason: null,
          },
        };
      },
      (batch) => batches.push(batch.length),
    );
    expect(maxInFlight).toBe(10);
    expect(batches).toEqual([10, 10, 3]);
    expect(results).toHaveLength(23);
    expect(results[1]!.error).toBe(BULK_MESSAGES.networkError);
    expect(results[2]!.error).toBe(`${BULK_MESSAGES.itemFailed}: URL is required`);
    expect(results[3]!.error).toBe(BULK_MESSAGES.itemFailed);
    expect(results[4]).toMatchObject({
      status: 'error',
      error: 'Scanners could not read this code back. Low contrast.',
    });
    expect(results[0]).toMatchObject({ status: 'success', content: 'd1' });
  });

  it('retries a busy server (503) and stops between batches once cancelled', async () => {
    const controller = new AbortController();
    let calls = 0;
    const results = await runInBatches(
      jobs,
      async (body) => {
        calls += 1;
        if (body.row === 1 && calls === 1) return { status: 503, retryAfter: null, body: null };
        return {
          status: 200,
          retryAfter: null,
          body: {
            qrCode: '<svg/>',
            content: 'x',
            scannable: true,
            grade: 'robust',
            gradeReason: null,
          },
        };
      },
      () => controller.abort(),
      controller.signal,
    );
    expect(results).toHaveLength(10);
    expect(results.every((r) => r.status === 'success')).toBe(true);
    expect(calls).toBe(11);
  });
});

describe('ZIP, manifest and print sheet', () => {
  const results: BulkResult[] = [
    success(1, { name: '=cmd|"/c calc"!A1', filename: 'menu' }),
    {
      id: 2,
      data: 'bad',
      name: '@evil',
      filename: '',
      status: 'error',
      error: 'Row 2: url: Please enter a valid URL',
    },
    success(3, {
      shortUrl: 'https://qr.example/d/AbCdEfGh',
      content: 'https://qr.example/d/AbCdEfGh',
    }),
  ];

  it('zips SVG, PNG and PDF per code with a formula-safe manifest', async () => {
    const blob = await buildZip(results, { png: true, pdf: true });
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        'manifest.csv',
        'menu.pdf',
        'menu.png',
        'menu.svg',
        'qr-code-3.pdf',
        'qr-code-3.png',
        'qr-code-3.svg',
      ].sort(),
    );
    expect(new TextDecoder().decode(files['menu.svg'])).toContain('<title>1</title>');
    const manifest = new TextDecoder().decode(files['manifest.csv']).split('\r\n');
    expect(manifest[0]).toBe('row,name,status,payload,short link,files,scan check,error');
    expect(manifest[1]).toBe(
      `1,"'=cmd|""/c calc""!A1",success,https://e.example/1,,menu.svg menu.png menu.pdf,robust,`,
    );
    expect(manifest[2]).toBe("2,'@evil,error,bad,,,,Row 2: url: Please enter a valid URL");
    expect(manifest[3]).toContain('https://qr.example/d/AbCdEfGh,https://qr.example/d/AbCdEfGh');
    expect(manifestCsv(results, { png: false, pdf: false })).toContain('menu.svg,robust');
    // A grade shared from the version's sample says which row it comes from.
    const shared = manifestCsv([success(4, { grade: 'fragile', gradeRow: 1 })], {
      png: true,
      pdf: false,
    });
    expect(shared).toContain('qr-code-4.svg qr-code-4.png,fragile (as row 1),');
  });

  it('lays the codes out on A4 or Letter pages, as many pages as needed', async () => {
    const { columns, rows } = sheetGrid('a4', 40);
    expect(columns * rows).toBeGreaterThan(0);
    const many = Array.from({ length: columns * rows + 1 }, (_, i) => success(i + 1));
    const pdf = await PDFDocument.load(await buildPrintSheet(many, 'a4', 40));
    expect(pdf.getPageCount()).toBe(2);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    const letter = await PDFDocument.load(await buildPrintSheet(many.slice(0, 2), 'letter', 60));
    expect(Math.round(letter.getPage(0).getWidth())).toBe(612);
  });
});
