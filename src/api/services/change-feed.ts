/**
 * The one place where a write that changes what public pages show announces it (issue 17 §9,
 * docs/decisions/0031): `announceChange` inside the writer's transaction sends PostgreSQL's
 * `NOTIFY`, which every instance listening on the same database receives when, and only if, that
 * transaction commits. A page cache (the performance issue) drops what the change touched.
 */
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Executor } from '~/api/db/database'
import { log } from '~/lib/logger.server'

export const CHANGE_CHANNEL = 'shop_changes'

/**
 * What changed: a content page (`key`: its slug), the catalogue (`key`: `brand:<id>`,
 * `category:<id>`, `voucher:<id>`), and later prices and rules.
 */
export type Change = { topic: 'content' | 'catalogue'; key: string }

export async function announceChange(tx: Executor, change: Change) {
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(change)})`)
}

/**
 * Calls `onChange` for every change announced on this database, from a connection of its own
 * taken from `pool`; answers a function that stops listening and gives the connection back.
 */
export async function listenForChanges(pool: pg.Pool, onChange: (change: Change) => void): Promise<() => Promise<void>> {
  const client = await pool.connect()
  client.on('notification', (message) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return
    try {
      onChange(JSON.parse(message.payload) as Change)
    } catch (error) {
      log.error({ err: error, payload: message.payload }, '[changes] unreadable announcement')
    }
  })
  await client.query(`LISTEN ${CHANGE_CHANNEL}`)
  return async () => {
    await client.query(`UNLISTEN ${CHANGE_CHANNEL}`).catch(() => {})
    client.release()
  }
}
