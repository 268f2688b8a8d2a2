// Small real files for the upload fields of the e2e suite: a PDF written by hand (the smallest
// structure readers accept: catalog, page tree, one page, cross-reference table) and a PNG
// drawn by resvg. Both pass the server's content sniffing (magic bytes), not just their names.
import { Resvg } from '@resvg/resvg-js';

/**
 * A one-page PDF 1.4 (ISO 32000-1 §7.5: header, objects, xref with 20-byte entries, trailer),
 * its page `size` points square (two sizes give two different files).
 */
export function minimalPdf(size = 200): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size} ${size}] /Resources << >> >>`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A small PNG picture (a sky with a sun), `width` x `height` pixels. */
export function samplePng(width = 96, height = 64): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#60A5FA"/>` +
    `<circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.2}" fill="#FDE047"/>` +
    `<rect y="${height * 0.75}" width="${width}" height="${height * 0.25}" fill="#16A34A"/>` +
    '</svg>';
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}
