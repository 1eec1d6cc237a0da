/**
 * `npm run benchmark:back-office`: how fast the back office's lists answer on a large shop
 * (issue 16: the order list and the delivery day under 100 ms at p99, with filters and search).
 * Run it on a database that `npm run seed:large` filled (50,000 orders), for example:
 *
 *   EMBEDDED_DB_DIR=data/bench EMBEDDED_DB_PORT=5590 npm run seed:large
 *   EMBEDDED_DB_DIR=data/bench EMBEDDED_DB_PORT=5590 npm run benchmark:back-office
 *
 * Each case goes through the Shop API in process (validation, authorization, SQL, JSON) as a staff
 * member, warmed up, then timed 60 times; it prints p50, p95 and p99. A figure, not a test.
 * The staff member it signs in is removed at the end.
 */
import { eq, sql } from 'drizzle-orm'
import { ConfigError } from '../app.config'
import { createApiApp } from '../src/api/app'
import { closeDatabase, database } from '../src/api/db/database'
import { orders, users } from '../src/api/db/schema'
import { startSession } from '../tests/support/sessions'

const RUNS = 60
// A warm server is what is measured: the first score of requests open pool connections and get
// compiled by V8 (runs 3 and 7 of a 5-run warm-up took 57–105 ms, the rest 5–15 ms).
const WARM_UP = 20

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!

let exitCode = 0
try {
  const db = await database()
  const [{ count }] = (await db.execute(sql`select count(*)::int as count from orders`)).rows as [{ count: number }]
  if (count < 10_000) console.warn(`Only ${count} orders: run npm run seed:large first for meaningful figures.`)
  const [sample] = await db
    .select({ reference: orders.reference, cityId: orders.cityId, email: users.email, lastName: users.lastName, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(sql`${orders.id} desc`)
    .limit(1)
  if (!sample) throw new ConfigError('No orders in this database: run npm run seed:large first.')
  // The busiest delivery day of the sample's city: the delivery day's heaviest page.
  const [busiest] = (
    await db.execute(
      sql`select delivery_date::text as day, count(*)::int as orders from orders where city_id = ${sample.cityId} group by 1 order by 2 desc limit 1`,
    )
  ).rows as [{ day: string; orders: number }]
  const [staff] = await db
    .insert(users)
    .values({ email: `benchmark-${Date.now()}@example.test`, firstName: 'Benchmark', role: 'staff' })
    .returning()
  const token = await startSession(db, staff!.id)
  const api = createApiApp(() => Promise.resolve(db))
  const today = new Date().toISOString().slice(0, 10)
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  const cases: [string, string][] = [
    ['orders: first page, newest first', '/api/admin/orders'],
    ['orders: placed only', '/api/admin/orders?status=placed'],
    ['orders: a city, 30 days of delivery dates', `/api/admin/orders?city=${sample.cityId}&from=${monthAgo}&to=${today}`],
    ['orders: by reference', `/api/admin/orders?q=${encodeURIComponent(sample.reference)}`],
    ['orders: by customer name', `/api/admin/orders?q=${encodeURIComponent(sample.lastName)}`],
    ['orders: by e-mail', `/api/admin/orders?q=${encodeURIComponent(sample.email)}`],
    ['orders: by phone digits', `/api/admin/orders?q=${encodeURIComponent((sample.phone ?? '0612345678').replace(/\D/g, '').slice(-6))}`],
    ['orders: sorted by total, page 40 of 100', '/api/admin/orders?sort=total&dir=asc&page=40&per_page=100'],
    [`delivery day: busiest (${busiest.orders} orders)`, `/api/admin/deliveries?date=${busiest.day}&city=${sample.cityId}`],
    ['delivery day: its picking list', `/api/admin/deliveries/picking?date=${busiest.day}&city=${sample.cityId}`],
    ['delivery day: its CSV', `/api/admin/deliveries/export.csv?date=${busiest.day}&city=${sample.cityId}`],
  ]
  console.log(`Back office on ${count} orders, ${RUNS} runs per case (ms)`)
  console.log(`${'case'.padEnd(44)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`)
  for (const [name, path] of cases) {
    const times: number[] = []
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const started = performance.now()
      const response = await api.request(path, { headers: { Authorization: `Bearer ${token}` } })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
      if (run >= WARM_UP) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((share) => percentile(times, share).toFixed(1).padStart(7))
    console.log(`${name.padEnd(44)} ${p50} ${p95} ${p99}`)
  }
  await db.delete(users).where(eq(users.id, staff!.id))
} catch (error) {
  exitCode = 1
  console.error(error instanceof ConfigError ? error.message : error)
} finally {
  await closeDatabase().catch(() => {})
}
process.exit(exitCode)
