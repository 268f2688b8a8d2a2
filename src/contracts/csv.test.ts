import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { TRICKY_CELLS } from './csv-fixtures.js';
import { csvCell, csvRow, neutraliseFormula, quoteCsvField, toCsv } from './csv.js';

/** Read back by papaparse, an independent RFC 4180 reader. */
function parse(text: string): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n' });
  expect(result.errors).toEqual([]);
  return result.data;
}

describe('csvCell', () => {
  it('leaves plain text, unicode and numbers as they are; null and undefined are empty', () => {
    expect(csvCell('Lunch menu')).toBe('Lunch menu');
    expect(csvCell('naïve 日本 🦈')).toBe('naïve 日本 🦈');
    expect(csvCell('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes, CR and LF with inner quotes doubled (RFC 4180 §2.6, §2.7)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('"')).toBe('""""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before = + - @, tab and CR (OWASP), and only at the start', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =x')).toBe(' =x');
    expect(csvCell('🦈=x')).toBe('🦈=x');
  });

  it('writes a finite number as a number (ours, never a formula) and anything else as text', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell(-Infinity)).toBe("'-Infinity");
    expect(csvCell(NaN)).toBe('NaN');
  });

  it('reads back as the cell, with the apostrophe before formulas only', () => {
    for (const cell of TRICKY_CELLS) {
      const read = parse(`${csvCell(cell)}\r\n`)[0]?.[0];
      expect(read).toBe(neutraliseFormula(cell));
      expect(read === cell).toBe(!/^[=+\-@\t\r]/.test(cell));
    }
  });
});

describe('quoteCsvField', () => {
  it('quotes as RFC 4180 asks and neutralises nothing (fixed text such as a template)', () => {
    expect(quoteCsvField('+15550100')).toBe('+15550100');
    expect(quoteCsvField('a,"b"')).toBe('"a,""b"""');
  });
});

describe('csvRow and toCsv', () => {
  it('ends every record with CRLF, empty cells included', () => {
    expect(csvRow(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
    expect(csvRow([])).toBe('\r\n');
    expect(toCsv(['row', 'name'], [[1, '=1+1']])).toBe("row,name\r\n1,'=1+1\r\n");
  });

  it('writes a document that parses back to the same rows', () => {
    const rows = TRICKY_CELLS.map((cell, i) => [i, cell, 'x']);
    const text = toCsv(['n', 'cell', 'end'], rows);
    expect(text.endsWith('\r\n')).toBe(true);
    const read = parse(text.slice(0, -2));
    expect(read).toEqual([
      ['n', 'cell', 'end'],
      ...TRICKY_CELLS.map((cell, i) => [String(i), neutraliseFormula(cell), 'x']),
    ]);
  });
});
