/**
 * The database as this instance opened it at start, for readiness and the metrics: they read the
 * pool they were handed and never call `database()` themselves, which would open the database
 * again after the shutdown closed it (and start a new embedded PostgreSQL).
 */
import type pg from 'pg'

export type OpenedDatabase = {
  /** `applied` once the start's `database()` resolved: migrations run, content pages present. */
  migrations: () => 'pending' | 'applied' | 'failed'
  /** The pool once the database is prepared. */
  pool: () => pg.Pool | undefined
}

/** Follows the start's opening of the database (`databasePool()`, which awaits `database()`). */
export function followOpening(opening: Promise<pg.Pool>): OpenedDatabase {
  let pool: pg.Pool | undefined
  let failed = false
  opening.then(
    (opened) => (pool = opened),
    // The start logs the failure and exits (src/server.ts).
    () => (failed = true),
  )
  return {
    migrations: () => (pool ? 'applied' : failed ? 'failed' : 'pending'),
    pool: () => pool,
  }
}

/** Settles with `work`'s value, or rejects after `ms` (the work itself carries on, unawaited). */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}
