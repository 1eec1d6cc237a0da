import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { closeDatabase, database } from '../../src/api/db/database'

/** With DATABASE_URL, the app uses that server: it creates the schema and loads the demo data. */
describe('an existing PostgreSQL server (DATABASE_URL)', () => {
  const serverUrl = inject('databaseServerUrl')
  const name = `external_${randomBytes(5).toString('hex')}`

  afterAll(async () => {
    await closeDatabase()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  it('migrates an empty database and loads the demo shop into it, without starting an embedded server', async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    process.env.EMBEDDED_DB_DIR = '/nonexistent/never-used'

    const db = await database()
    const [row] = (await db.execute(sql`SELECT count(*)::int AS products FROM products`)).rows
    expect(row?.products).toBeGreaterThanOrEqual(55)
    // The same handle on every call: one pool per process.
    expect(await database()).toBe(db)
  })
})
