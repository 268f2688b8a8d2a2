// "Download as ZIP" of a table selection (issue 40 item 3), loaded on demand by the bulk bar.
// Every code is drawn in this browser from its stored design, as the card's own SVG and PNG
// downloads are (code-svg.ts, file-download.ts), so a ZIP file holds exactly what those give,
// and the server renders nothing.

import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { fileBaseNames } from '../../../../contracts/bulk.js';
import { toCsv } from '../../../../contracts/csv.js';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import { qrTypeLabel } from '../../../../contracts/qr-content.js';
import { servedContentSummary } from '../../../../contracts/served-content.js';
import type { QrLogo } from '../../../../qr/render/design.js';
import type { TextOutliner } from '../../../../qr/render/text-outliner.js';
import { PNG_DOWNLOAD_WIDTH, svgToPng } from '../../../lib/file-download.js';
import { withSvgSize } from '../../../../qr/render/svg.js';
import { codeSvg } from '../preview/code-svg.js';
import { fetchLogo } from '../preview/stored-logo.js';
import { zipLimitProblem, type ZipFormat } from './zip-limits.js';

export const MANIFEST_NAME = 'codes.csv';
export const MANIFEST_HEADER = ['file', 'name', 'type', 'shortUrl', 'serves', 'tags'];

/** How far the ZIP has come: `done` of `total` codes drawn. */
export interface ZipProgress {
  done: number;
  total: number;
}

/** Why a ZIP was not made, in words for the person who asked for it. */
export class ZipRefused extends Error {}

/** The yield to the page between codes: the progress repaints and Cancel stays clickable. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function outlinerFor(codes: readonly DynamicQrCode[]): Promise<TextOutliner | undefined> {
  if (!codes.some((c) => c.design.enableFrame === true)) return undefined;
  const { loadFrameFont } = await import('../../../components/frame-font/load-frame-font.js');
  return loadFrameFont();
}

/**
 * The codes as one ZIP file: `{name}.svg` or `.png` per code (PNG as wide as the card's PNG
 * download, SVG marked that wide) named after the code, and codes.csv listing each file with
 * its code's name, type, short link, what it serves and tags. Drawing stops when `signal`
 * aborts (the promise rejects with its reason). A code that cannot be drawn stops the ZIP with
 * its name: a ZIP never leaves out a code silently.
 */
export async function selectionZip(
  codes: readonly DynamicQrCode[],
  format: ZipFormat,
  options: { publicUrl: string; signal?: AbortSignal; onProgress?(progress: ZipProgress): void },
): Promise<Blob> {
  const problem = zipLimitProblem(codes.length, format);
  if (problem) throw new ZipRefused(problem);
  const textOutliner = await outlinerFor(codes);
  const logos = new Map<string, Promise<QrLogo | undefined>>();
  const logoOf = (id: string) => {
    let logo = logos.get(id);
    if (!logo) {
      // A logo that cannot be loaded draws the code without it, as the card does (same modules).
      logo = fetchLogo(id).catch((error: unknown) => {
        console.warn('Loading a QR code logo failed', error);
        return undefined;
      });
      logos.set(id, logo);
    }
    return logo;
  };

  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const names = fileBaseNames(
    codes.map((code, i) => ({ row: i + 1, filename: code.name.trim() || code.shortCode })),
  );
  const manifest: (string | number)[][] = [];
  for (const [i, code] of codes.entries()) {
    options.signal?.throwIfAborted();
    const name = `${names[i] ?? code.shortCode}.${format}`;
    const logoId = typeof code.design.logoId === 'string' ? code.design.logoId : undefined;
    let svg: string;
    try {
      svg = codeSvg(
        { kind: 'dynamic', code },
        {
          publicUrl: options.publicUrl,
          logo: logoId ? await logoOf(logoId) : undefined,
          textOutliner,
        },
      );
    } catch (error) {
      console.warn(`Drawing QR code dynamic ${code.id} failed`, error);
      throw new ZipRefused(`“${code.name || code.shortCode}” could not be drawn; no ZIP was made.`);
    }
    if (format === 'svg') {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(new TextEncoder().encode(withSvgSize(svg, PNG_DOWNLOAD_WIDTH, 'px')), true);
    } else {
      const png = new Uint8Array(await (await svgToPng(svg)).arrayBuffer());
      const file = new ZipPassThrough(name);
      zip.add(file);
      file.push(png, true);
    }
    if (failure) throw failure;
    manifest.push([
      name,
      code.name,
      qrTypeLabel(code.qrType),
      code.shortUrl,
      servedContentSummary(code.qrType, code.content) ?? code.destination,
      code.tags.join('; '),
    ]);
    options.onProgress?.({ done: i + 1, total: codes.length });
    await nextFrame();
  }
  const list = new ZipDeflate(MANIFEST_NAME, { level: 6 });
  zip.add(list);
  list.push(new TextEncoder().encode(toCsv(MANIFEST_HEADER, manifest)), true);
  zip.end();
  if (failure) throw failure;
  return new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: 'application/zip' });
}
