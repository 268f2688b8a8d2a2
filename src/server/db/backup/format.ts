// The backup file (issue 41 item 1): one gzip stream, the same for PGlite and PostgreSQL.
//
//   {header JSON}\n                       BackupHeader: version, migration level, row counts
//   secret {"value":…}\n                  DATA_DIR/app-secret (null: APP_SECRET is in the env)
//   table {"name":…}\n  COPY text lines  \.\n        one section per table, in header order
//   file {"path":…,"size":n}\n  n bytes  \n           one per file under DATA_DIR/uploads
//   end {"tables":{…},"files":n,"bytes":n}\n        the trailer: a file without it is truncated
//
// Table data is PostgreSQL's COPY text format: one line per row, so the `\.` end-of-data line
// COPY itself uses cannot occur inside it (a backslash in a value is written `\\`).

/** What the first line of a backup holds. */
export interface BackupHeader {
  format: 'qr-shark-backup';
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** Migrations applied to the backed-up database (drizzle's table), and the last one's time. */
  migrations: { count: number; lastCreatedAt: number | null };
  /** Every table of schema public (partitioned ones as their parent), with its row count. */
  tables: { name: string; columns: string[]; rows: number }[];
  /** Sequences of schema public and their values (non-transactional: at least the max used). */
  sequences: { name: string; value: number | null }[];
  /** Partitions of the partitioned tables: recreated before the rows are loaded. */
  partitions: { name: string; parent: string; bound: string }[];
  /** Whether the file carries DATA_DIR/app-secret ('none': APP_SECRET came from the env). */
  secret: 'file' | 'none';
}

export interface BackupTrailer {
  tables: Record<string, number>;
  files: number;
  bytes: number;
}

export const FORMAT = 'qr-shark-backup';

/** A backup that cannot be read: not one of ours, truncated, or inconsistent. */
export class BackupFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFormatError';
  }
}

const NEWLINE = 0x0a;
const END_AT_LINE_START = Buffer.from('\\.\n');
const END_AFTER_LINE = Buffer.from('\n\\.\n');

/**
 * Reads a (decompressed) backup stream: lines, exact byte counts and COPY data sections,
 * pulling chunks only as needed so a large table never sits whole in memory.
 */
export class BackupReader {
  #buffer: Buffer = Buffer.alloc(0);
  readonly #chunks: AsyncIterator<Buffer>;
  #ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.#chunks = source[Symbol.asyncIterator]();
  }

  async #fill(): Promise<boolean> {
    if (this.#ended) return false;
    const next = await this.#chunks.next();
    if (next.done) {
      this.#ended = true;
      return false;
    }
    this.#buffer =
      this.#buffer.length === 0 ? next.value : Buffer.concat([this.#buffer, next.value]);
    return true;
  }

  /** The next line without its newline, or null at the end of the stream. */
  async line(): Promise<string | null> {
    for (;;) {
      const at = this.#buffer.indexOf(NEWLINE);
      if (at >= 0) {
        const text = this.#buffer.subarray(0, at).toString('utf8');
        this.#buffer = this.#buffer.subarray(at + 1);
        return text;
      }
      if (!(await this.#fill())) {
        if (this.#buffer.length > 0) throw new BackupFormatError('the backup ends mid-line');
        return null;
      }
    }
  }

  /** A section line `kind {json}`: its kind and parsed value, or null at the end of stream. */
  async section(): Promise<{ kind: string; value: unknown } | null> {
    const text = await this.line();
    if (text === null) return null;
    const space = text.indexOf(' ');
    if (space < 0)
      throw new BackupFormatError(`unexpected line in the backup: ${text.slice(0, 40)}`);
    try {
      return { kind: text.slice(0, space), value: JSON.parse(text.slice(space + 1)) as unknown };
    } catch {
      throw new BackupFormatError(`unreadable section in the backup: ${text.slice(0, 40)}`);
    }
  }

  /**
   * A COPY data section up to its `\.` line, handed on in whole lines; answers the row count.
   */
  async copyData(onLines: (lines: Buffer) => Promise<void>): Promise<number> {
    let rows = 0;
    const emit = async (lines: Buffer) => {
      for (let i = lines.indexOf(NEWLINE); i >= 0; i = lines.indexOf(NEWLINE, i + 1)) rows++;
      await onLines(lines);
    };
    for (;;) {
      if (this.#buffer.subarray(0, 3).equals(END_AT_LINE_START)) {
        this.#buffer = this.#buffer.subarray(3);
        return rows;
      }
      const end = this.#buffer.indexOf(END_AFTER_LINE);
      if (end >= 0) {
        await emit(this.#buffer.subarray(0, end + 1));
        this.#buffer = this.#buffer.subarray(end + 4);
        return rows;
      }
      const lastNewline = this.#buffer.lastIndexOf(NEWLINE);
      if (lastNewline >= 0) {
        await emit(this.#buffer.subarray(0, lastNewline + 1));
        this.#buffer = this.#buffer.subarray(lastNewline + 1);
      }
      if (!(await this.#fill())) throw new BackupFormatError('the backup ends inside a table');
    }
  }

  /** Exactly `size` bytes, handed on as they arrive, then the newline after them. */
  async bytes(size: number, onBytes: (bytes: Buffer) => Promise<void>): Promise<void> {
    let left = size;
    while (left > 0) {
      if (this.#buffer.length === 0 && !(await this.#fill())) {
        throw new BackupFormatError('the backup ends inside a file');
      }
      const take = this.#buffer.subarray(0, Math.min(left, this.#buffer.length));
      this.#buffer = this.#buffer.subarray(take.length);
      left -= take.length;
      await onBytes(take);
    }
    if (this.#buffer.length === 0 && !(await this.#fill())) {
      throw new BackupFormatError('the backup ends inside a file');
    }
    if (this.#buffer[0] !== NEWLINE) throw new BackupFormatError('a file in the backup is corrupt');
    this.#buffer = this.#buffer.subarray(1);
  }
}

/** The header line, checked. */
export function parseHeader(line: string | null): BackupHeader {
  let value: unknown;
  try {
    value = line === null ? null : JSON.parse(line);
  } catch {
    value = null;
  }
  const header = value as Partial<BackupHeader> | null;
  if (!header || header.format !== FORMAT) {
    throw new BackupFormatError('this is not a QR Shark backup (no backup header)');
  }
  if (header.formatVersion !== 1) {
    throw new BackupFormatError(
      `this backup has format version ${String(header.formatVersion)}; this version reads 1: restore it with the version that made it (${String(header.appVersion)})`,
    );
  }
  return header as BackupHeader;
}

/** A section line. */
export function sectionLine(kind: string, value: unknown): string {
  return `${kind} ${JSON.stringify(value)}\n`;
}
