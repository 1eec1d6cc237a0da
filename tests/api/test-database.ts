import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { createApiApp } from '~/api/app'
import { connect } from '~/api/db/database'
import type { Database } from '~/api/db/executor'

export type Api = ReturnType<typeof createApiApp>
/** The app's clock: a test fixes it so that delivery days, deadlines and dates in answers never depend on today. */
export type Clock = () => Date

/**
 * The Shop API in process on `db`, at `now`'s time (the real time without it). The one way to make
 * an app: useTestDatabase makes the file's own with it; a test calls it for an app of another
 * clock on the same database, or on a handle of its own (one that counts the statements).
 */
export function apiOn(db: Database, { now }: { now?: Clock } = {}): Api {
  return createApiApp(() => Promise.resolve(db), { now })
}

/**
 * A database of this test file's own, cloned from the migrated and seeded template, and the
 * Shop API in process on top of it, at `now`'s time (the real time without it). Dropped when the
 * file's tests end.
 */
export async function useTestDatabase({ now }: { now?: Clock } = {}): Promise<{
  db: Database
  api: Api
  url: string
  /** Another pool on the same database (a second app instance), closed before the database is dropped. */
  connectAgain: (poolSize?: number) => Database
  /**
   * A second app instance, as a second server behind the same database: its own pool (so its
   * requests race the first app's for real), the same clock.
   */
  anotherInstance: (poolSize?: number) => Api
}> {
  const serverUrl = inject('databaseServerUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE shop_template`)
  await admin.end()

  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const { db, pool } = connect(url.toString(), 5)
  const pools = [pool]
  afterAll(async () => {
    await Promise.all(pools.map((each) => each.end()))
    const cleanup = new pg.Client({ connectionString: serverUrl })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await cleanup.end()
  })
  const connectAgain = (poolSize = 5) => {
    const other = connect(url.toString(), poolSize)
    pools.push(other.pool)
    return other.db
  }
  const anotherInstance = (poolSize?: number) => apiOn(connectAgain(poolSize), { now })
  return { db, api: apiOn(db, { now }), url: url.toString(), connectAgain, anotherInstance }
}
