import { describe, expect, it } from 'vitest';
import {
  BULK_MESSAGES,
  BULK_ROW_LIMITS,
  bulkColumns,
  checkBulkRow,
  fileBaseNames,
  parseBulkList,
  runCapProblem,
  templateCsv,
} from './bulk.js';
import { QR_CONTENT_MESSAGES } from './qr-content.js';

describe('parseBulkList', () => {
  it('reads quoted fields with the delimiter, quotes and newlines inside, a BOM and CRLF', () => {
    const csv =
      '\uFEFFurl,name,filename\r\n' +
      '"https://a.example/?q=1,2","Menu, ""lunch""\nspecial",menu\r\n' +
      '\r\n' +
      'https://b.example,B,b\r\n';
    const list = parseBulkList(csv, 'url');
    expect(list.header).toEqual(['url', 'name', 'filename']);
    expect(list.problems).toEqual([]);
    expect(list.rows).toEqual([
      {
        row: 1,
        data: 'https://a.example/?q=1,2',
        name: 'Menu, "lunch"\nspecial',
        filename: 'menu',
        fields: { url: 'https://a.example/?q=1,2' },
      },
      {
        row: 2,
        data: 'https://b.example',
        name: 'B',
        filename: 'b',
        fields: { url: 'https://b.example' },
      },
    ]);
  });

  it('detects ; and tab delimiters', () => {
    const semi = parseBulkList('ssid;password;encryption\nCafe;pass word1;WPA\n', 'wifi');
    expect(semi.rows[0]!.fields).toEqual({
      ssid: 'Cafe',
      password: 'pass word1',
      encryption: 'WPA',
    });
    const tab = parseBulkList('email\tsubject\na@example.com\tHi, there\n', 'email');
    expect(tab.rows[0]!.fields).toEqual({ email: 'a@example.com', subject: 'Hi, there' });
  });

  it('without a header takes the first column as the url (spec 001 §5) and keeps UTF-8', () => {
    const list = parseBulkList('https://ä.example/café,ignored\nexample.org\n', 'url');
    expect(list.header).toBeNull();
    expect(list.rows.map((r) => r.fields.url)).toEqual(['https://ä.example/café', 'example.org']);
    expect(list.rows.map((r) => r.row)).toEqual([1, 2]);
  });

  it('maps header columns to fields by name, in any order and case', () => {
    const csv =
      'Email,lastName,firstName,PHONENUMBER,name\nj@example.com,Doe,Jo,+15550100,Jo badge\n';
    const [row] = parseBulkList(csv, 'contact').rows;
    expect(row!.fields).toEqual({
      email: 'j@example.com',
      lastName: 'Doe',
      firstName: 'Jo',
      phoneNumber: '+15550100',
    });
    expect(row!.name).toBe('Jo badge');
  });

  it('reads a .txt list one item a line, text kept as typed apart from the line ends', () => {
    const list = parseBulkList('Table 1\r\n\r\n  Table, 2  \n', 'text', { asLines: true });
    expect(list.rows.map((r) => r.fields.text)).toEqual(['Table 1', 'Table, 2']);
  });

  it('reports an unterminated quote with its row number', () => {
    const list = parseBulkList('url\n"https://a.example\n', 'url');
    expect(list.problems[0]).toMatch(/^Row \d+: /);
  });

  it('keeps location’s own name field and wifi’s hidden flag as a boolean', () => {
    const loc = parseBulkList('address,name\n1 Main St,Shop\n', 'location').rows[0]!;
    expect(loc.fields).toEqual({ address: '1 Main St', name: 'Shop' });
    expect(loc.name).toBe('Shop');
    const wifi = parseBulkList('ssid,encryption,hidden\nNet,nopass,yes\n', 'wifi').rows[0]!;
    expect(wifi.fields.hidden).toBe(true);
  });
});

describe('checkBulkRow', () => {
  it('validates with the type’s own messages, naming the column', () => {
    const rows = parseBulkList('url\nnot a url\nftp://x.example\nhttps://ok.example\n', 'url').rows;
    expect(rows.map((r) => checkBulkRow('url', r))).toEqual([
      {
        ok: false,
        message: `url: ${QR_CONTENT_MESSAGES.urlInvalid}`,
        fields: { url: QR_CONTENT_MESSAGES.urlInvalid },
      },
      {
        ok: false,
        message: `url: ${QR_CONTENT_MESSAGES.urlProtocol}`,
        fields: { url: QR_CONTENT_MESSAGES.urlProtocol },
      },
      { ok: true },
    ]);
    const contact = parseBulkList('firstName,phoneNumber\nJo,\n', 'contact').rows[0]!;
    expect(checkBulkRow('contact', contact)).toMatchObject({
      ok: false,
      message: `phoneNumber: ${QR_CONTENT_MESSAGES.phoneRequired}`,
    });
    const wifi = parseBulkList('ssid,password,encryption\nNet,short,WPA\n', 'wifi').rows[0]!;
    expect(checkBulkRow('wifi', wifi)).toMatchObject({
      ok: false,
      fields: { password: QR_CONTENT_MESSAGES.wpaPasswordLength },
    });
  });
});

describe('templates and columns', () => {
  it('gives every type its columns and a template that parses back to valid rows', () => {
    expect(bulkColumns('contact').slice(0, 4)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
    ]);
    expect(bulkColumns('wifi')).toEqual(['ssid', 'password', 'encryption', 'hidden']);
    expect(bulkColumns('email')).toEqual(['email', 'subject', 'body']);
    for (const type of ['url', 'text', 'contact', 'wifi', 'email', 'sms'] as const) {
      const list = parseBulkList(templateCsv(type), type);
      expect(list.header).not.toBeNull();
      expect(list.rows.length).toBeGreaterThan(0);
      for (const row of list.rows) expect(checkBulkRow(type, row)).toEqual({ ok: true });
    }
  });
});

describe('caps', () => {
  const free = { plan: 'free' as const, maxRows: BULK_ROW_LIMITS.free, dynamicRemaining: 1 };
  const premium = {
    plan: 'subscribed' as const,
    maxRows: BULK_ROW_LIMITS.premium,
    dynamicRemaining: null,
  };
  it('refuses a 5,001-row list on Premium and 101 rows on the free plan', () => {
    const rows = parseBulkList(
      Array.from({ length: 5001 }, (_, i) => `https://e.example/${i}`).join('\n'),
      'url',
    ).rows;
    expect(rows).toHaveLength(5001);
    expect(runCapProblem(premium, rows.length, false)).toEqual({
      code: 'BULK_ROW_LIMIT',
      message: BULK_MESSAGES.rowLimit(5000, 5001, true),
    });
    expect(runCapProblem(premium, 5000, true)).toBeNull();
    expect(runCapProblem(free, 101, false)?.code).toBe('BULK_ROW_LIMIT');
    expect(runCapProblem(free, 100, false)).toBeNull();
    expect(runCapProblem(free, 2, true)).toEqual({
      code: 'DYNAMIC_LIMIT_REACHED',
      message: BULK_MESSAGES.dynamicLimit(1, 2),
    });
  });
});

describe('file names', () => {
  it('names files from filename or qr-code-{n}, safe and unique', () => {
    expect(
      fileBaseNames([
        { row: 1, filename: 'menu' },
        { row: 2, filename: 'Menu.svg' },
        { row: 3, filename: '' },
        { row: 4, filename: '../../etc/passwd' },
        { row: 5, filename: 'a/b:c' },
      ]),
    ).toEqual(['menu', 'Menu-2', 'qr-code-3', 'etc-passwd', 'a-b-c']);
  });
});
