// Test-only: a PDF page as pixels, drawn by Poppler's pdftoppm (Debian package poppler-utils,
// installed by .ci/run), so tests can decode the codes of the PDFs we make.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pngToRgba } from '../decode.js';

const run = promisify(execFile);

/** The PDF's first page rasterised at `dpi` on white, as RGBA pixels. */
export async function rasterisePdf(pdf: Uint8Array, dpi = 300) {
  const dir = await mkdtemp(join(tmpdir(), 'qrs-pdf-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-singlefile', 'in.pdf', 'page'], {
      cwd: dir,
    });
    return pngToRgba(await readFile(join(dir, 'page.png')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
