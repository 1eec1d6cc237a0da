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
 * the socket refused or cut (the server stopped, restarting, unreachable), SQLSTATE class 08
 * (connection exception) and 57P01–57P03 (shut down, crashed, starting), the pool's wait for a
 * connection that never came. Followed through drizzle's wrapper (`cause`).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined
  for (let depth = 0; current && depth < 5; depth++, current = current.cause as typeof current) {
    const code = typeof current.code === 'string' ? current.code : ''
    const message = typeof current.message === 'string' ? current.message : ''
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true
    // A missing socket file is the database's only when it is its socket.
    if (code === 'ENOENT' && message.includes('.s.PGSQL')) return true
    if (UNREACHABLE_MESSAGE.test(message)) return true
  }
  return false
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03'])
/** pg's and pg-pool's own words for a connection lost or never made (they carry no code). */
const UNREACHABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/
