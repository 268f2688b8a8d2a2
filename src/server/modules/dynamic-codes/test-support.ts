// Test-only helpers for the dynamic-code, saved-code and trial suites.
import type { App } from '../../lib/app-types.js';

/** A clock tests move forward; pass `now` to buildApp's deps. */
export function movableClock(start = '2026-03-10T12:00:00Z') {
  let ms = Date.parse(start);
  return {
    now: () => new Date(ms),
    advance: (byMs: number) => {
      ms += byMs;
    },
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Calls the API as the user with `cookie` (JSON bodies). */
export function apiAs(app: () => App, cookie: string) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app().inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return {
    cookie,
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF records) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
