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

/**
 * Errors that say the database is not there to ask, rather than that a statement was refused:
 * SQLSTATE class 08 (connection exception) and 57P01–57P03 (shut down, crashed, starting), pg's own
 * words for a connection cut or never given by the pool, and a socket refused, cut or missing
 * (ECONNREFUSED…) when it was PostgreSQL's: thrown through drizzle (`DrizzleQueryError`, the
 * driver's error as its `cause`), by pg itself, or on its socket file. The same codes from another
 * service (a mail server refusing) are not the database's.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let socketRefused = false
  let fromPostgres = false
  let current = error as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown } | null | undefined
  for (let depth = 0; current && depth < 5; depth++, current = current.cause as typeof current) {
    const code = typeof current.code === 'string' ? current.code : ''
    const message = typeof current.message === 'string' ? current.message : ''
    if (code.startsWith('08') || SERVER_GONE_CODES.has(code) || POOL_WORDS.test(message)) return true
    if (SOCKET_CODES.has(code)) socketRefused = true
    if (current.name === 'DrizzleQueryError' || message.includes('.s.PGSQL') || PG_FRAME.test(String(current.stack ?? '')))
      fromPostgres = true
  }
  return socketRefused && fromPostgres
}

/** SQLSTATE 57P01–57P03: the server shutting down, crashed, or still starting. */
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03'])
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOENT'])
/** pg's and pg-pool's words for a connection lost or never made (they carry no code). */
const POOL_WORDS = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/
/** A stack frame in the PostgreSQL driver. */
const PG_FRAME = /node_modules\/(pg|pg-pool)\//
