import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing (text and uncompressed fonts); images and WOFF2 are not. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map|ttf|otf|wasm)$/i;

export interface PrecompressResult {
  /** Files compressed (relative to the directory). */
  files: string[];
  /** Their bytes raw, as brotli and as gzip. */
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip level 9) beside every compressible
 * file under `dir`, once at build time, for @fastify/static's preCompressed option to serve by
 * Accept-Encoding. A variant no smaller than the file is not written (the file is then sent as
 * it is, or compressed on the fly).
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const result: PrecompressResult = { files: [], rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    names.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      result.files.push(path.relative(dir, file).split(path.sep).join('/'));
      result.rawBytes += raw.length;
      result.brotliBytes += Math.min(br.length, raw.length);
      result.gzipBytes += Math.min(gz.length, raw.length);
    }),
  );
  result.files.sort();
  return result;
}
