/**
 * The standing orders job (docs/decisions/0085) in two built shops on one database, one of them
 * killed (`kill -9`) while both make the dates' orders, then started again: every due date ends
 * with exactly one order, none twice, none missing. Needs the build (`npm run build`).
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { removeEmbeddedPostgres } from '../support/embedded-postgres-process'
import { exitCode, startShop } from '../support/shop-process'
import { queryDatabase } from '../support/sql'

const PORTS = [3296, 3297]
const DB_PORT = 5691
const DATA_DIR = 'data/standing-orders-crash-postgres'
const COUNT = 400
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${DB_PORT}/shop`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values)
// Both run the jobs every second; the first run comes 5 s after the start.
const jobs = { JOBS_INTERVAL_SECONDS: '1' }
const shops: ChildProcess[] = []

afterAll(async () => {
  for (const shop of shops) if (shop.exitCode === null) shop.kill('SIGTERM')
  await sleep(1500)
  await removeEmbeddedPostgres(DATA_DIR)
})

async function handled() {
  const [row] = await query<{ count: number }>('SELECT count(*)::int AS count FROM standing_order_deliveries')
  return row!.count
}

describe('standing orders job through kill -9', () => {
  it('makes exactly one order per standing order and date across two instances and a crash', { timeout: 300_000 }, async () => {
    await rm(DATA_DIR, { recursive: true, force: true })
    await rm(`${DATA_DIR}.owner`, { force: true })
    // The first shop owns the embedded PostgreSQL, with no jobs while the standing orders are written.
    let owner = await startShop({ port: PORTS[0]!, dbPort: DB_PORT, dataDir: DATA_DIR, env: { JOBS_INTERVAL_SECONDS: '0' } })
    shops.push(owner)

    const [city] = await query<{ id: number }>("SELECT id FROM cities WHERE slug = 'casablanca'")
    const options = (await (await fetch(`http://127.0.0.1:${PORTS[0]}/api/fr/checkout/options?city_id=${city!.id}`)).json()).data
    const standard = options.delivery_modes.find((mode: { code: string }) => mode.code === 'standard')
    const cash = options.payment_modes.find((mode: { online: boolean }) => !mode.online)
    const first: string = standard.dates[0]
    const [variant] = await query<{ id: number; product_id: number }>(
      "SELECT id, product_id FROM product_variants WHERE reference = 'SA-6X1-5L'",
    )
    const tag = randomBytes(4).toString('hex')
    // COUNT customers, each with an address and a standing order due now (set-based).
    await query(
      `WITH customers AS (
         INSERT INTO users (email, first_name, city_id)
         SELECT 'standing-crash-' || $1 || '-' || n || '@example.test', 'Client', $2 FROM generate_series(1, $3::int) n RETURNING id),
       places AS (
         INSERT INTO addresses (user_id, recipient_name, phone, city_id, line1, is_default)
         SELECT id, 'Client', '+212612345678', $2, '1 rue du Test', true FROM customers RETURNING id, user_id),
       standing AS (
         INSERT INTO standing_orders (user_id, city_id, address_id, delivery_mode_id, payment_mode_id, every_weeks, weekday, next_date, agreed_total_centimes)
         SELECT user_id, $2, id, $4, $5, 1, extract(isodow FROM $6::date)::int, $6::date, 1000000 FROM places RETURNING id)
       INSERT INTO standing_order_lines (standing_order_id, product_id, variant_id, quantity)
       SELECT id, $7, $8, 3 FROM standing`,
      [tag, city!.id, COUNT, standard.id, cash.id, first, variant!.product_id, variant!.id],
    )

    // Two shops on the database run the job; the owner is killed once the job is under way.
    owner.kill('SIGKILL')
    await exitCode(owner)
    owner = await startShop({ port: PORTS[0]!, dbPort: DB_PORT, dataDir: DATA_DIR, env: jobs })
    shops.push(owner)
    const second = await startShop({ port: PORTS[1]!, env: { ...jobs, DATABASE_URL: databaseUrl } })
    shops.push(second)
    for (let waited = 0; (await handled()) < COUNT / 10; waited += 50) {
      if (waited > 120_000) throw new Error('The job did not start')
      await sleep(50)
    }
    const atCrash = await handled()
    owner.kill('SIGKILL')
    await exitCode(owner)
    expect(atCrash).toBeLessThan(COUNT)

    // Started again (it takes its PostgreSQL back); both finish the dates.
    owner = await startShop({ port: PORTS[0]!, dbPort: DB_PORT, dataDir: DATA_DIR, env: jobs })
    shops.push(owner)
    for (let waited = 0; (await handled()) < COUNT; waited += 250) {
      if (waited > 180_000) throw new Error(`Only ${await handled()} of ${COUNT} dates handled`)
      await sleep(250)
    }

    const [dates] = await query<{ rows: number; ordered: number; distinct: number }>(
      `SELECT count(*)::int AS rows, count(*) FILTER (WHERE status = 'ordered')::int AS ordered,
              count(DISTINCT (standing_order_id, slot_date))::int AS distinct FROM standing_order_deliveries`,
    )
    expect(dates).toEqual({ rows: COUNT, ordered: COUNT, distinct: COUNT })
    const [made] = await query<{ orders: number; pairs: number; linked: number }>(
      `SELECT count(*)::int AS orders, count(DISTINCT (user_id, delivery_date))::int AS pairs,
              (SELECT count(DISTINCT order_id)::int FROM standing_order_deliveries) AS linked
       FROM orders WHERE idempotency_key LIKE 'standing:%'`,
    )
    expect(made).toEqual({ orders: COUNT, pairs: COUNT, linked: COUNT })
    // Every standing order moved on to its next date once.
    const [moved] = await query<{ count: number }>('SELECT count(*)::int AS count FROM standing_orders WHERE next_date = $1::date + 7', [
      first,
    ])
    expect(moved!.count).toBe(COUNT)
  })
})
