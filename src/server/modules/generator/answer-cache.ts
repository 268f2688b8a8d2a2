// The generate route's answers, kept whole: a request whose body is byte for byte one answered
// before, and whose answer depends on nothing but that body (no stored upload, logo or product,
// no clock: GeneratorService's `repeatable`), gets the first answer's JSON again, compressed once
// per encoding, without being parsed, validated, encoded or serialized again. The route still
// applies its rate limit (counted before the body is read), the caller's session and workspace,
// the pool's admission and the render's units to every such request (routes.ts).
//
// The render cache under it (lib/worker-pool/result-cache.ts) still serves requests that differ
// in their bytes but not in what they draw (another key order, another caller).
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/** Memory the kept answers may hold per process (keys, JSON and compressed forms). */
export const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Bodies longer than this are never kept: a generate request is a few hundred bytes. */
export const ANSWER_KEY_MAX_CHARS = 16 * 1024;
/** Answers shorter than this are sent as they are (the app's on-the-fly threshold, lib/http.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/** One answer as sent: its JSON and what it costs in rate-limit units on every request. */
export interface Answer {
  /** The JSON body, uncompressed (UTF-8). */
  readonly json: Buffer;
  /** The request's render units (contracts renderUnits), charged again on every hit. */
  readonly units: number;
  /** The compressed forms made so far, each made once. */
  readonly encoded: Map<AnswerEncoding, Promise<Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The same settings as the app's on-the-fly compression (lib/http.ts): brotli at quality 4 (11
 * costs about 22 ms for a 20 KB answer against 0.2 ms, for a quarter off 4 KB), gzip at zlib's
 * default level.
 */
function compress(json: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(json, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      })
    : gzipAsync(json);
}

/** A new answer (nothing compressed yet). */
export function answerOf(json: Buffer, units: number): Answer {
  return { json, units, encoded: new Map() };
}

/**
 * The encoding to send for an Accept-Encoding header, as the app's compression plugin chooses
 * it (@fastify/compress with encodings ['br', 'gzip']): `*` and `x-gzip` stand for gzip; the
 * highest q above 0 wins, brotli on a tie; null for none of them (the answer is sent as it is).
 */
export function negotiateEncoding(header: string | string[] | undefined): AnswerEncoding | null {
  if (typeof header !== 'string' || header === '') return null;
  let best: AnswerEncoding | null = null;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim();
    const encoding =
      name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' || name === '*' ? 'gzip' : null;
    if (encoding === null) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim() === 'q') q = Number.parseFloat(value.trim()) || 0;
    }
    if (q <= 0) continue;
    // The plugin's negotiator takes brotli at q=1 at once.
    if (encoding === 'br' && q === 1) return 'br';
    if (q > bestQ || (q === bestQ && encoding === 'br')) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * The body to send for `answer` in `encoding` (null: the JSON), compressed on first need and
 * kept; `onGrown` is told the bytes a new compressed form adds.
 */
export function encodedBody(
  answer: Answer,
  encoding: AnswerEncoding | null,
  onGrown?: (bytes: number) => void,
): Promise<Buffer> | Buffer {
  if (encoding === null || answer.json.length < COMPRESS_THRESHOLD_BYTES) return answer.json;
  const known = answer.encoded.get(encoding);
  if (known) return known;
  const made = compress(answer.json, encoding).then(
    (bytes) => {
      onGrown?.(bytes.length);
      return bytes;
    },
    (err: unknown) => {
      answer.encoded.delete(encoding);
      throw err;
    },
  );
  answer.encoded.set(encoding, made);
  return made;
}

/**
 * Answers by request body, least recently used first out, bounded by `maxBytes` (each entry
 * counts its key at 2 bytes a character, its JSON and its compressed forms).
 */
export class AnswerCache {
  // Map iteration order is insertion order: re-inserting on a hit makes it the newest.
  private readonly entries = new Map<string, { answer: Answer; bytes: number }>();
  private bytes = 0;
  private hits = 0;

  constructor(private readonly maxBytes = ANSWER_CACHE_MAX_BYTES) {}

  /** Whether a body may be a key at all (short enough). */
  static keyable(body: string): boolean {
    return body.length <= ANSWER_KEY_MAX_CHARS;
  }

  get(body: string): Answer | undefined {
    const entry = this.entries.get(body);
    if (!entry) return undefined;
    this.hits += 1;
    this.entries.delete(body);
    this.entries.set(body, entry);
    return entry.answer;
  }

  set(body: string, answer: Answer): void {
    if (!AnswerCache.keyable(body) || this.entries.has(body)) return;
    const entry = { answer, bytes: body.length * 2 + answer.json.length };
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(body, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  /** The body for `answer` in `encoding`, its compressed form counted once made. */
  body(key: string, answer: Answer, encoding: AnswerEncoding | null): Promise<Buffer> | Buffer {
    return encodedBody(answer, encoding, (added) => {
      const entry = this.entries.get(key);
      if (entry?.answer !== answer) return;
      entry.bytes += added;
      this.bytes += added;
      this.evict();
    });
  }

  stats(): { entries: number; bytes: number; hits: number } {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits };
  }

  private evict(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
