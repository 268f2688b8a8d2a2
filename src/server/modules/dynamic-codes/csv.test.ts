import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';
import { parseCsv } from './test-support.js';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Lunch menu')).toBe('Lunch menu');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
  });

  it('quotes commas, quotes, CR and LF (RFC 4180 §2.6, §2.7)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      const cell = csvCell(risky);
      expect(parseCsv(`${cell}\r\n`)[0]![0]).toBe(`'${risky}`);
    }
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    // Numbers are written by us, never by users: a negative number stays a number.
    expect(csvCell(-1)).toBe('-1');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records that parse back to the same cells', () => {
    const rows = [
      ['abc', 'x,y', '"q"', 3],
      ['def', 'multi\nline', '', 0],
    ];
    const text = toCsv(['a', 'b', 'c', 'n'], rows);
    expect(text.startsWith('a,b,c,n\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c', 'n'],
      ['abc', 'x,y', '"q"', '3'],
      ['def', 'multi\nline', '', '0'],
    ]);
  });
});
