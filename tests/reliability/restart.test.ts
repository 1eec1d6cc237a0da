/**
 * The built shop on its embedded PostgreSQL survives `kill -9` and restarts cleanly: the data
 * stays, the leftover database server is taken over, and SIGTERM stops everything.
 * Needs the build (`npm test` builds first).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { alive, postmasterPid } from '../support/embedded-postgres-process'

const PORT = 3260
const DB_PORT = 5660
const DATA_DIR = 'data/restart-test-postgres'
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${DB_PORT}/shop`
let shop: ChildProcess | undefined

async function startShop() {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', EMBEDDED_DB_DIR: DATA_DIR, EMBEDDED_DB_PORT: String(DB_PORT), DATABASE_URL: '' },
    stdio: 'ignore',
  })
  shop = child
  for (let waited = 0; waited < 60_000; waited += 250) {
    const answer = await fetch(`http://127.0.0.1:${PORT}/api/fr/initial-data`).catch(() => undefined)
    if (answer?.ok) return child
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The shop did not answer within 60 s')
}

async function query(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  if (shop && shop.exitCode === null) shop.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const pid = postmasterPid(DATA_DIR)
  if (pid && alive(pid)) process.kill(pid, 'SIGINT')
  await rm(DATA_DIR, { recursive: true, force: true })
  await rm(`${DATA_DIR}.owner`, { force: true })
})

describe('restarts', () => {
  it('keeps the data and takes the database over after kill -9, and stops cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    await rm(DATA_DIR, { recursive: true, force: true })
    const first = await startShop()
    await query("INSERT INTO contact_messages (name, email, subject, message) VALUES ('Crash', 'crash@example.test', 'kept?', 'survives kill -9')")
    const firstPostgres = postmasterPid(DATA_DIR)!

    first.kill('SIGKILL')
    await new Promise((resolve) => first.once('exit', resolve))
    // The database server outlives the crashed app.
    expect(alive(firstPostgres)).toBe(true)

    const second = await startShop()
    const secondPostgres = postmasterPid(DATA_DIR)!
    expect(secondPostgres).not.toBe(firstPostgres)
    expect(alive(firstPostgres)).toBe(false)
    expect(await query("SELECT message FROM contact_messages WHERE email = 'crash@example.test'")).toEqual([{ message: 'survives kill -9' }])
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
