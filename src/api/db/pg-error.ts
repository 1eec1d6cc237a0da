/**
 * What PostgreSQL said of a refused statement, read the one way: drizzle wraps the driver's error
 * (its `cause`), a statement run on a client of its own throws the driver's error itself.
 */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  const thrown = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null | undefined
  return { code: thrown?.cause?.code ?? thrown?.code, constraint: thrown?.cause?.constraint ?? thrown?.constraint }
}

/** SQLSTATE 23505: a unique index refused the row (two saves racing for one slug, code or address). */
export const UNIQUE_VIOLATION = '23505'
/** SQLSTATE 40P01: PostgreSQL ended this transaction to break a deadlock. */
export const DEADLOCK_DETECTED = '40P01'
