import { describe, expect, it } from 'vitest';
import { referencedFirst } from './backup.js';
import { BackupFormatError, BackupReader, sectionLine } from './format.js';

/** `text` as a stream of `size`-byte chunks (a boundary falls everywhere at size 1). */
async function* chunks(data: Buffer, size: number): AsyncIterable<Buffer> {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}

// COPY text rows whose values look like the end marker: a value `\.` is written `\\.`.
const ROWS = 'a\\\\.\tb\n\\\\.\n\\N\tx\\ty\n';
const FILE = Buffer.from('bytes\n\\.\nmore');
const STREAM = Buffer.concat([
  Buffer.from('{"header":1}\n'),
  Buffer.from(sectionLine('table', { name: 'one' })),
  Buffer.from(ROWS),
  Buffer.from('\\.\n'),
  Buffer.from(sectionLine('table', { name: 'empty' })),
  Buffer.from('\\.\n'),
  Buffer.from(sectionLine('file', { path: 'uploads/x/y', size: FILE.length })),
  FILE,
  Buffer.from('\n'),
  Buffer.from(sectionLine('end', {})),
]);

describe('BackupReader', () => {
  it.each([1, 2, 3, 7, 64, 100_000])(
    'reads tables, files and sections at any chunk size (%i)',
    async (size) => {
      const reader = new BackupReader(chunks(STREAM, size));
      expect(await reader.line()).toBe('{"header":1}');
      expect(await reader.section()).toEqual({ kind: 'table', value: { name: 'one' } });
      const rows: Buffer[] = [];
      expect(await reader.copyData(async (b) => void rows.push(b))).toBe(3);
      expect(Buffer.concat(rows).toString()).toBe(ROWS);
      expect(await reader.section()).toEqual({ kind: 'table', value: { name: 'empty' } });
      expect(await reader.copyData(async () => {})).toBe(0);
      const file = await reader.section();
      expect(file?.kind).toBe('file');
      const bytes: Buffer[] = [];
      await reader.bytes(FILE.length, async (b) => void bytes.push(b));
      expect(Buffer.concat(bytes).equals(FILE)).toBe(true);
      expect(await reader.section()).toEqual({ kind: 'end', value: {} });
      expect(await reader.section()).toBeNull();
    },
  );

  it('rejects a stream cut inside a table', async () => {
    const cut = STREAM.subarray(0, STREAM.indexOf('\\N'));
    const reader = new BackupReader(chunks(cut, 5));
    await reader.line();
    await reader.section();
    await expect(reader.copyData(async () => {})).rejects.toThrow(BackupFormatError);
  });
});

describe('referencedFirst', () => {
  it('puts every table after the tables it references, ties by name', () => {
    expect(
      referencedFirst(
        ['scans', 'codes', 'users', 'clients', 'lonely'],
        [
          { child: 'scans', parent: 'codes' },
          { child: 'codes', parent: 'users' },
          { child: 'users', parent: 'clients' },
          { child: 'scans', parent: 'unknown' },
        ],
      ),
    ).toEqual(['clients', 'lonely', 'users', 'codes', 'scans']);
  });

  it('keeps tables in a cycle, at the end', () => {
    expect(
      referencedFirst(
        ['a', 'b', 'c'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toEqual(['c', 'a', 'b']);
  });
});
