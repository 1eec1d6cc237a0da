/**
 * The built shop on its embedded PostgreSQL survives `kill -9` and restarts cleanly: the data
 * stays, the leftover database server is taken over, and SIGTERM stops everything.
 * Needs the build (`npm test` builds first).
 */
import type { ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { alive, postmasterPid, removeEmbeddedPostgres } from '../support/embedded-postgres-process'
import { startShop as startAt } from '../support/shop-process'
import { queryDatabase } from '../support/sql'

const PORT = 3260
const DB_PORT = 5660
const DATA_DIR = 'data/restart-test-postgres'
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${DB_PORT}/shop`
let shop: ChildProcess | undefined

const startShop = async () => (shop = await startAt({ port: PORT, dbPort: DB_PORT, dataDir: DATA_DIR }))

const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values)

afterAll(async () => {
  if (shop && shop.exitCode === null) shop.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  await removeEmbeddedPostgres(DATA_DIR)
})

describe('restarts', () => {
  it('keeps the data and takes the database over after kill -9, and stops cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    await rm(DATA_DIR, { recursive: true, force: true })
    const first = await startShop()
    await query(
      "INSERT INTO contact_messages (name, email, subject, message) VALUES ('Crash', 'crash@example.test', 'kept?', 'survives kill -9')",
    )
    const firstPostgres = postmasterPid(DATA_DIR)!

    first.kill('SIGKILL')
    await new Promise((resolve) => first.once('exit', resolve))
    // The database server outlives the crashed app.
    expect(alive(firstPostgres)).toBe(true)

    const second = await startShop()
    const secondPostgres = postmasterPid(DATA_DIR)!
    expect(secondPostgres).not.toBe(firstPostgres)
    expect(alive(firstPostgres)).toBe(false)
    expect(await query("SELECT message FROM contact_messages WHERE email = 'crash@example.test'")).toEqual([
      { message: 'survives kill -9' },
    ])
    // The demo data was not loaded twice.
    expect((await query("SELECT count(*)::int AS n FROM users WHERE email = 'client@example.ma'"))[0]).toEqual({ n: 1 })

    second.kill('SIGTERM')
    const code = await new Promise((resolve) => second.once('exit', resolve))
    expect(code).toBe(0)
    expect(alive(secondPostgres)).toBe(false)

    const third = await startShop()
    expect(await query("SELECT count(*)::int AS n FROM contact_messages WHERE email = 'crash@example.test'")).toEqual([{ n: 1 }])
    third.kill('SIGTERM')
    await new Promise((resolve) => third.once('exit', resolve))
  })
})
