import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { createApiApp } from '~/api/app'
import { connect } from '~/api/db/database'
import type { Database } from '~/api/db/executor'

/**
 * A database of this test file's own, cloned from the migrated and seeded template, and the
 * Shop API in process on top of it. Dropped when the file's tests end.
 */
export async function useTestDatabase(): Promise<{
  db: Database
  api: ReturnType<typeof createApiApp>
  url: string
  /** Another pool on the same database (a second app instance), closed before the database is dropped. */
  connectAgain: (poolSize?: number) => Database
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
  return { db, api: createApiApp(() => Promise.resolve(db)), url: url.toString(), connectAgain }
}
