import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream, PDFArray, decodePDFRawStream } from 'pdf-lib';
import { encodeQr } from '../../../qr/encode/index.js';
import { resolveDesign } from '../../../qr/render/index.js';
import { A4_PT, renderPdf } from './pdf.js';
import { sampleLogoDataUri } from './testing/sample-logo.js';

const MM = 72 / 25.4;
const matrix = encodeQr('https://example.com/print', { ecl: 'H' });

async function contentOf(bytes: Uint8Array): Promise<{ doc: PDFDocument; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
  const text = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
  return { doc, text };
}

describe('renderPdf', () => {
  it('makes a page of exactly the code size with vector paths', async () => {
    const bytes = await renderPdf(matrix, resolveDesign({ dotShape: 'circle' }), {
      widthMm: 40,
      page: 'fit',
    });
    const { doc, text } = await contentOf(bytes);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(40 * MM, 2);
    expect(height).toBeCloseTo(40 * MM, 2);
    // Path construction (m, l, c) and even-odd fill operators: vectors, not an image.
    expect(text).toMatch(/ m\n/);
    expect(text).toMatch(/ c\n/);
    expect(text).toMatch(/\bf\*\n/);
    expect(text).not.toMatch(/ Do\n/);
  });

  it('centres the code on A4 with a logo image, a gradient shading and a caption', async () => {
    const design = resolveDesign({
      gradientColor: '#BD0212',
      logo: { href: sampleLogoDataUri(), sizeRatio: 0.25 },
      frame: { enabled: true, style: 'speech-bubble' },
    });
    const bytes = await renderPdf(matrix, design, { widthMm: 60, caption: true });
    const { doc, text } = await contentOf(bytes);
    const page = doc.getPage(0);
    expect(page.getWidth()).toBeCloseTo(A4_PT.width, 2);
    expect(page.getHeight()).toBeCloseTo(A4_PT.height, 2);
    expect(text).toMatch(/\/Pattern cs\n\/QrGrad0 scn\n/);
    expect(text).toMatch(/ Do\n/); // the logo
    expect(text).toMatch(/Tj\n/); // the caption
    const resources = page.node.Resources()!;
    const patterns = resources.lookup(PDFName.of('Pattern'));
    expect(patterns).toBeDefined();
  });

  it('rejects a width under 2 cm', async () => {
    await expect(renderPdf(matrix, resolveDesign(), { widthMm: 15 })).rejects.toThrow(/20/);
  });
});
