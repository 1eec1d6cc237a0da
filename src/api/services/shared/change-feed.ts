/**
 * The one place where a write that changes what public pages show announces it (issue 17 §9,
 * docs/decisions/0031): `announceChange` inside the writer's transaction sends PostgreSQL's
 * `NOTIFY`, which every instance listening on the same database receives when, and only if, that
 * transaction commits. A page cache (the performance issue) drops what the change touched.
 */
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Executor } from '~/api/db/executor'
import { log } from '~/lib/logger.server'

export const CHANGE_CHANNEL = 'shop_changes'

/**
 * What changed: a content page (`key`: its slug), the catalogue (`product:<id>`, `prices:<id>`,
 * `prices:bulk`…), the delivery and checkout rules; `table` (`key`: the table) is the tables' own
 * triggers' (migration 0021), for any writer; `database` (`key`: `restore`) is every table at
 * once, replaced by a restore (docs/decisions/0043).
 */
export type Change = { topic: 'content' | 'catalogue' | 'rules' | 'table' | 'database'; key: string }

export async function announceChange(tx: Executor, change: Change) {
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(change)})`)
}

/**
 * The same announcement as a statement of an SQL script (a restore's, run by psql), so that it
 * too is sent when, and only if, the script's transaction commits.
 */
export function announcementStatement(change: Change): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`
  return `SELECT pg_catalog.pg_notify(${literal(CHANGE_CHANNEL)}, ${literal(JSON.stringify(change))});`
}

/**
 * Calls `onChange` for every change announced on this database, from a connection of its own
 * taken from `pool`, and `onLost` if that connection fails (announcements may then be missed);
 * answers a function that stops listening and gives the connection back.
 */
export async function listenForChanges(
  pool: pg.Pool,
  onChange: (change: Change) => void,
  onLost: (error: Error) => void = () => {},
): Promise<() => Promise<void>> {
  const client = await pool.connect()
  let released = false
  const release = (error?: Error) => {
    if (released) return false
    released = true
    client.release(error)
    return true
  }
  client.on('notification', (message) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return
    try {
      onChange(JSON.parse(message.payload) as Change)
    } catch (error) {
      log.error({ err: error, payload: message.payload }, '[changes] unreadable announcement')
    }
  })
  client.on('error', (error) => {
    if (release(error)) onLost(error)
  })
  try {
    await client.query(`LISTEN ${CHANGE_CHANNEL}`)
  } catch (error) {
    release(error as Error)
    throw error
  }
  return async () => {
    if (released) return
    await client.query(`UNLISTEN ${CHANGE_CHANNEL}`).catch(() => {})
    release()
  }
}

/**
 * Follows the announcements for as long as the instance runs: `onListening(false)` as soon as the
 * listening connection is lost, `onListening(true)` once it listens (again; tried every
 * `retryMs`). Answers a function that stops following.
 */
export function followChanges(
  openPool: () => Promise<pg.Pool>,
  {
    onChange,
    onListening,
    retryMs = 1000,
  }: { onChange: (change: Change) => void; onListening: (listening: boolean) => void; retryMs?: number },
): () => Promise<void> {
  let stopped = false
  let stopListening: (() => Promise<void>) | undefined
  let retry: NodeJS.Timeout | undefined
  const lost = (error: unknown) => {
    onListening(false)
    stopListening = undefined
    if (stopped) return
    log.warn({ err: error }, '[changes] not listening to announcements, trying again shortly')
    retry = setTimeout(() => void listen(), retryMs)
  }
  const listen = async () => {
    try {
      const stop = await listenForChanges(await openPool(), onChange, lost)
      if (stopped) return await stop()
      stopListening = stop
      onListening(true)
    } catch (error) {
      lost(error)
    }
  }
  void listen()
  return async () => {
    stopped = true
    clearTimeout(retry)
    onListening(false)
    await stopListening?.()
  }
}
