// PostgreSQL's error codes as both engines report them (PGlite is PostgreSQL), found through the
// `cause` chain that drizzle wraps around the driver's error.

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export interface PgErrorFields {
  code?: string;
  constraint?: string;
  message?: string;
}

/** The first error in `err`'s cause chain whose SQLSTATE is one of `codes`, or null. */
export function pgErrorOf(err: unknown, codes: readonly string[]): PgErrorFields | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const found = e as PgErrorFields;
    if (found.code !== undefined && codes.includes(found.code)) return found;
  }
  return null;
}

/** True for a unique violation of `constraint` (by its name, or in the message PGlite gives). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const found = pgErrorOf(err, [PG_UNIQUE_VIOLATION]);
  return (
    found !== null &&
    (found.constraint === constraint || String(found.message).includes(constraint))
  );
}
