/**
 * The one way to the database: `database()` opens it once per process (the embedded server when
 * DATABASE_URL is empty, else the given one) and applies the migrations. The demo shop is loaded
 * only where it belongs (docs/decisions/0021): on the embedded default, once; on a configured
 * DATABASE_URL only when DEMO_DATA=true asks for it (or `npm run seed:demo`). The demo team, whose
 * passwords are public, only outside production and, on DATABASE_URL, when DEMO_TEAM=true asks (0064).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { type AppConfig, appConfig } from '#app-config'
import { log } from '~/lib/logger.server'
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres'
import type { Database } from './executor'
import * as schema from './schema'
import { ensureContentPages } from './seed/content-pages'
import { loadDemoDataOnce } from './seed/seed-demo'

// The services still import the types from here; what the seeds reach must import ./executor.

export const EMBEDDED_DATABASE = 'shop'
/**
 * The migrations, found from this module's own file, never from the working directory: beside it
 * in the sources (the dev server, vitest, the tsx scripts), and in the built server the copy the
 * build puts in `.output/server/migrations` (docs/decisions/0044), a folder or two above the
 * chunk this module is bundled into. The journal tells our folder from any other `migrations`.
 */
export const MIGRATIONS_DIR = migrationsNear(path.dirname(fileURLToPath(import.meta.url)))

function migrationsNear(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'migrations')
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
    if (path.dirname(folder) === folder) throw new Error(`No migrations folder (with meta/_journal.json) beside ${start} or above it`)
  }
}

type Opened = { db: Database; pool: pg.Pool; close: () => Promise<void> }
// Kept on globalThis: the dev server re-runs modules on change, and a second embedded server on
// the same data folder would stop the first.
const state = globalThis as { shopDatabase?: Promise<Opened> }

/** A database that is not ready by then will not be: fail loudly rather than hang every request. */
const OPEN_TIMEOUT_MS = 120_000

export function database(): Promise<Database> {
  state.shopDatabase ??= withTimeout(openDatabase(appConfig()), OPEN_TIMEOUT_MS).catch((error) => {
    state.shopDatabase = undefined
    throw error
  })
  return state.shopDatabase.then(({ db }) => db)
}

/** The shop's connection pool, for what needs a connection of its own (LISTEN). */
export async function databasePool(): Promise<pg.Pool> {
  await database()
  return (await state.shopDatabase!).pool
}

/** Closes the pool and stops the embedded server (on SIGTERM/SIGINT). */
export async function closeDatabase() {
  const current = state.shopDatabase
  state.shopDatabase = undefined
  if (current) await (await current).close()
}

async function openDatabase(config: AppConfig): Promise<Opened> {
  // PostgreSQL's own output, at LOG_LEVEL=debug.
  const postgresOutput = (message: string) => log.debug({ postgres: message }, '[postgres] output')
  let url = config.DATABASE_URL
  let stopEmbedded = async () => {}
  if (!url) {
    const server = await startEmbeddedPostgres({ dataDir: config.EMBEDDED_DB_DIR, port: config.EMBEDDED_DB_PORT, log: postgresOutput })
    stopEmbedded = server.stop
    await ensureDatabase(server.url('postgres'), EMBEDDED_DATABASE)
    url = server.localUrl(EMBEDDED_DATABASE)
  }
  const { db, pool, end } = connect(url, config.DB_POOL_SIZE)
  try {
    await prepareDatabase(pool, { demoData: wantsDemoData(config), demoTeam: wantsDemoTeam(config) })
  } catch (error) {
    await end()
    await stopEmbedded()
    throw error
  }
  return {
    db,
    pool,
    close: async () => {
      await end()
      await stopEmbedded()
    },
  }
}

export function connect(url: string, poolSize = 10) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  let ending = false
  // An idle connection dropped by the server must not crash the process. While the pool ends,
  // `pool.end()` has asked its connections to close without waiting for them: a server stopped
  // right after (the embedded one) drops them first, which is expected, not an error.
  pool.on('error', (error) => {
    if (ending) log.debug({ err: error }, '[database] connection dropped while closing')
    else log.error({ err: error }, '[database] idle connection error')
  })
  const end = async () => {
    ending = true
    await pool.end()
  }
  return { db: drizzle(pool, { schema, casing: 'snake_case' }), pool, end }
}

/** An arbitrary constant: the advisory lock that lets one instance at a time prepare the database. */
const PREPARE_LOCK = 7_245_031

/** The demo shop (its customer's password is public) never reaches a real database unasked. */
export function wantsDemoData(config: Pick<AppConfig, 'DATABASE_URL' | 'DEMO_DATA'>): boolean {
  return config.DEMO_DATA ?? !config.DATABASE_URL
}

/**
 * The demo team (admin, staff, driver of the README: public passwords) never reaches a shop that
 * runs in production, and a configured database only when asked for by name (docs/decisions/0064).
 */
export function wantsDemoTeam(config: Pick<AppConfig, 'NODE_ENV' | 'DATABASE_URL' | 'DEMO_TEAM'>): boolean {
  if (config.NODE_ENV === 'production') return false
  return config.DEMO_TEAM ?? !config.DATABASE_URL
}

/** Schema up to date, and the demo shop loaded once when asked; safe from several instances at once. */
export async function prepareDatabase(pool: pg.Pool, options: { demoData: boolean; demoTeam?: boolean }) {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])
    const db = drizzle(client, { schema, casing: 'snake_case' })
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
    // Every shop has its content pages (legal notices…), demo or not.
    await ensureContentPages(db)
    if (options.demoData) await loadDemoDataOnce(db, { team: options.demoTeam ?? false })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {})
    client.release()
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database was not ready within ${ms / 1000} s`)), ms)
    timer.unref?.()
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
