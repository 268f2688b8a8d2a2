/**
 * A code id from a URL path: a positive integer that fits the int4 column (1 … 2^31 − 1), written
 * without sign or leading zeros. Anything else is null, which callers answer with 404.
 */
export function parseCodeId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
