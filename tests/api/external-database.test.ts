import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, inject, it, vi } from 'vitest'
import { useOwnSettings } from './own-settings'

// The shop's one database handle and its settings of this file's own, not those an earlier file
// of the same worker opened (the API tier's files share their modules).
useOwnSettings({})
const { parseConfig } = await import('#app-config')
const { closeDatabase, connect, database, prepareDatabase, wantsDemoData, wantsDemoTeam } = await import('~/api/db/database')
const { seedDemoData } = await import('~/api/db/seed/seed-demo')

const serverUrl = inject('databaseServerUrl')
const made: string[] = []

/** A new empty database on the test server; dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const name = `external_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  made.push(name)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function counts(url: string) {
  const { db, pool } = connect(url, 1)
  try {
    const [row] = (
      await db.execute(sql`SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM cities) AS cities,
        (SELECT count(*)::int FROM users WHERE email = 'client@example.ma') AS demo_customers,
        (SELECT count(*)::int FROM vouchers WHERE code = 'PREMIERS100') AS demo_voucher,
        (SELECT count(*)::int FROM users WHERE role <> 'customer') AS team,
        (SELECT count(*)::int FROM users WHERE role <> 'customer' AND must_change_password) AS team_to_change`)
    ).rows
    return row
  } finally {
    await pool.end()
  }
}

async function prepare(url: string, env: Record<string, string>) {
  const { pool } = connect(url, 1)
  try {
    const config = parseConfig({ DATABASE_URL: url, ...env })
    await prepareDatabase(pool, { demoData: wantsDemoData(config), demoTeam: wantsDemoTeam(config) })
  } finally {
    await pool.end()
  }
}

afterAll(async () => {
  await closeDatabase()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.end()
})

/** With DATABASE_URL, the app uses that server: it creates the schema, and loads no demo data unasked. */
describe('an existing PostgreSQL server (DATABASE_URL)', { timeout: 30_000 }, () => {
  it('migrates an empty database without loading the demo shop, and without starting an embedded server', async () => {
    const url = await emptyDatabase()
    // Undone after the file: the API tier's files share a process (vitest.config.ts).
    vi.stubEnv('DATABASE_URL', url)
    vi.stubEnv('EMBEDDED_DB_DIR', '/nonexistent/never-used')

    const db = await database()
    const [row] = (await db.execute(sql`SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_name = 'orders'`)).rows
    expect(row?.tables).toBe(1)
    expect(await counts(url)).toEqual({ products: 0, cities: 0, demo_customers: 0, demo_voucher: 0, team: 0, team_to_change: 0 })
    // The same handle on every call: one pool per process.
    expect(await database()).toBe(db)
  })

  it('loads the demo shop when DEMO_DATA=true asks for it', async () => {
    const url = await emptyDatabase()
    await prepare(url, { DEMO_DATA: 'true' })
    const loaded = await counts(url)
    expect(loaded?.products).toBeGreaterThanOrEqual(55)
    expect(loaded?.demo_customers).toBe(1)
    // The demo shop asked for is not the demo team: its passwords are public (docs/decisions/0064).
    expect(loaded?.team).toBe(0)
  })

  it('loads the demo team only when DEMO_TEAM=true names it, outside production, each to change its password', async () => {
    const inProduction = await emptyDatabase()
    await prepare(inProduction, { DEMO_DATA: 'true', DEMO_TEAM: 'true', NODE_ENV: 'production' })
    expect((await counts(inProduction))?.team).toBe(0)
    const asked = await emptyDatabase()
    await prepare(asked, { DEMO_DATA: 'true', DEMO_TEAM: 'true', NODE_ENV: 'development' })
    expect(await counts(asked)).toMatchObject({ team: 4, team_to_change: 4 })
    // A member the operator removed is not brought back at the next start.
    const { db, pool } = connect(asked, 1)
    try {
      await db.execute(sql`DELETE FROM users WHERE email = 'admin@example.ma'`)
    } finally {
      await pool.end()
    }
    await prepare(asked, { DEMO_DATA: 'true', DEMO_TEAM: 'true', NODE_ENV: 'development' })
    expect((await counts(asked))?.team).toBe(3)
  })
})

describe('the demo shop on the embedded default', { timeout: 30_000 }, () => {
  it('is wanted on the embedded database unless DEMO_DATA=false; its team only in development', () => {
    expect(wantsDemoTeam(parseConfig({}))).toBe(false) // NODE_ENV defaults to production
    expect(wantsDemoTeam(parseConfig({ NODE_ENV: 'development' }))).toBe(true)
    expect(wantsDemoTeam(parseConfig({ NODE_ENV: 'production', DEMO_TEAM: 'true' }))).toBe(false)
    expect(wantsDemoTeam(parseConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://shop@db.example:5432/shop' }))).toBe(false)
    expect(wantsDemoTeam(parseConfig({ NODE_ENV: 'development', DEMO_TEAM: 'false' }))).toBe(false)
    expect(wantsDemoData(parseConfig({}))).toBe(true)
    expect(wantsDemoData(parseConfig({ DEMO_DATA: 'false' }))).toBe(false)
    expect(wantsDemoData(parseConfig({ DATABASE_URL: 'postgres://shop@db.example:5432/shop' }))).toBe(false)
  })

  it('is loaded once: a demo voucher deleted by the operator stays deleted at the next start, until seed:demo is asked', async () => {
    const url = await emptyDatabase()
    await prepare(url, { DEMO_DATA: 'true' })
    const { db, pool } = connect(url, 1)
    try {
      await db.execute(sql`DELETE FROM vouchers WHERE code = 'PREMIERS100'`)
      await prepare(url, { DEMO_DATA: 'true' }) // the next start
      expect((await counts(url))?.demo_voucher).toBe(0)
      await seedDemoData(db, { team: false }) // what `npm run seed:demo` does
      expect((await counts(url))?.demo_voucher).toBe(1)
    } finally {
      await pool.end()
    }
  })
})
