/**
 * `npm run benchmark:standing-orders`: the standing orders job (docs/decisions/0085) for 10,000
 * standing orders all due at once (issue 36: under a minute). Run it on a database of its own,
 * for example:
 *
 *   EMBEDDED_DB_DIR=data/bench EMBEDDED_DB_PORT=5590 npm run benchmark:standing-orders
 *
 * It adds what it needs as `npm run seed:large` does (the demo shop, then 10,000 generated
 * customers with their address, `load-customer-N@example.test`), gives each one standing order
 * (one or two of the demo's untracked products sold in their city, enough for the city's minimum,
 * every 1, 2 or 4 weeks, its first date the city's next deliverable day), runs the job once with
 * the shop's settings and prints: the time, orders per second, the outcomes, the orders and
 * e-mails written, and that no date has two orders. Each run replaces the previous run's standing
 * orders (their orders stay). A figure, not a test: it fails when a date is not handled once.
 *
 * Meanwhile, shoppers (issue 42): the job runs in the shop's own process, on its pool, so a steady
 * light load of catalogue pages and cart saves goes through the in-process Shop API on the same
 * pool (scripts/load/shoppers-meanwhile.ts), first for a few seconds with no job (the quiet
 * figures), then during the job; the p50/p99 of each kind are printed for both. Settings by the
 * environment: SHOPPER_RATE (requests a second, 20; 0: none), STANDING_CHUNK and STANDING_WORKERS
 * (the job's own defaults when unset).
 */
import { register } from 'node:module'
import { sql } from 'drizzle-orm'
import { ConfigError } from '../app.config'
import { closeDatabase, database } from '../src/api/db/database'
import { seedLargeData } from '../src/api/db/seed/seed-large'
import { runStandingOrders } from '../src/api/jobs/standing-orders'
import { ms } from './load/latency-stats'
import { countStatements, giveLoadCustomersStandingOrders } from './load/standing-orders-setup'
import type { MeanwhileFigures } from './load/shoppers-meanwhile'

// The Shop API app imports assets the way Vite does; stubbed before it is imported (below).
register('./load/vite-asset-stubs.mjs', import.meta.url)
const { prepareShoppers, startShoppers } = await import('./load/shoppers-meanwhile')

const COUNT = Number(process.env.STANDING_ORDERS ?? 10_000)
const TARGET_SECONDS = 60
const SHOPPER_RATE = Number(process.env.SHOPPER_RATE ?? 20)
const QUIET_SECONDS = 10
const jobSettings = {
  ...(process.env.STANDING_CHUNK ? { chunk: Number(process.env.STANDING_CHUNK) } : {}),
  ...(process.env.STANDING_WORKERS ? { workers: Number(process.env.STANDING_WORKERS) } : {}),
}

function printShoppers(title: string, figures: MeanwhileFigures) {
  console.log(`  ${title}`)
  for (const [kind, stats] of Object.entries(figures.stats)) {
    console.log(
      `    ${kind.padEnd(10)} ${String(stats.count).padStart(6)} requests  p50 ${ms(stats.p50)}  p99 ${ms(stats.p99)}  max ${ms(stats.max)}`,
    )
  }
  for (const [failure, count] of figures.failures) console.log(`    failed: ${count} × ${failure}`)
  if (figures.unsent) console.log(`    not sent (too many awaited): ${figures.unsent}`)
}

let exitCode = 0
try {
  const db = await database()
  const now = new Date()
  const seeded = await seedLargeData(db, { products: 0, customers: COUNT, orders: 0 })
  if (seeded.customers) console.log(`Added ${seeded.customers} generated customers (as npm run seed:large does).`)

  const started = performance.now()
  await giveLoadCustomersStandingOrders(db, now)
  const [{ subscriptions, lines }] = (
    await db.execute<{ subscriptions: number; lines: number }>(
      sql`SELECT (SELECT count(*)::int FROM standing_orders WHERE status = 'active') AS subscriptions, (SELECT count(*)::int FROM standing_order_lines) AS lines`,
    )
  ).rows as [{ subscriptions: number; lines: number }]
  console.log(`${subscriptions} active standing orders (${lines} lines) set up in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const [{ orders: ordersBefore, emails: emailsBefore }] = (
    await db.execute<{ orders: number; emails: number }>(
      sql`SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM email_outbox) AS emails`,
    )
  ).rows as [{ orders: number; emails: number }]
  const [casablanca] = (await db.execute<{ id: number }>(sql`SELECT id FROM cities WHERE slug = 'casablanca'`)).rows
  const shoppers = SHOPPER_RATE > 0 && casablanca ? await prepareShoppers(casablanca.id) : null
  let quiet: MeanwhileFigures | null = null
  if (shoppers) {
    const load = startShoppers(shoppers, SHOPPER_RATE)
    await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000))
    quiet = await load.stop()
  }
  const during = shoppers ? startShoppers(shoppers, SHOPPER_RATE) : null
  const jobStarted = performance.now()
  // The job's statements, counted apart from the shoppers' on the same pool.
  const { result: report, statements: jobStatements } = await countStatements(() => runStandingOrders(db, { now, ...jobSettings }))
  const seconds = (performance.now() - jobStarted) / 1000
  const meanwhile = await during?.stop()
  const [after] = (
    await db.execute<{ orders: number; emails: number; dates: number; twice: number }>(sql`
      SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM email_outbox) AS emails,
             (SELECT count(*)::int FROM standing_order_deliveries) AS dates,
             (SELECT count(*)::int FROM (SELECT user_id, delivery_date FROM orders WHERE idempotency_key LIKE 'standing:%'
                GROUP BY user_id, idempotency_key, delivery_date HAVING count(*) > 1) twice) AS twice`)
  ).rows as [{ orders: number; emails: number; dates: number; twice: number }]

  console.log(
    `\nThe job, once, at ${now.toISOString()} (${jobSettings.workers ?? 'default'} workers, chunks of ${jobSettings.chunk ?? 'default'}, a pool of ${process.env.DB_POOL_SIZE ?? 10} connections):`,
  )
  console.log(
    `  time              ${seconds.toFixed(1)} s  (target < ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'met' : 'NOT MET'})`,
  )
  console.log(
    `  dates handled     ${report.ordered + report.awaiting + report.held + report.skipped}  (${(subscriptions / seconds).toFixed(0)} per second)`,
  )
  console.log(`  statements        ${jobStatements}  (${(jobStatements / Math.max(1, subscriptions)).toFixed(1)} per date)`)
  console.log(`  ordered           ${report.ordered}`)
  console.log(`  awaiting a yes    ${report.awaiting}`)
  console.log(`  held              ${report.held}`)
  console.log(`  skipped           ${report.skipped}`)
  console.log(`  failed            ${report.failed}`)
  console.log(`  orders written    ${after.orders - ordersBefore}`)
  console.log(`  e-mails queued    ${after.emails - emailsBefore}`)
  console.log(`  date rows         ${after.dates}`)
  console.log(`  dates with two orders: ${after.twice}`)
  if (report.held) {
    const { rows } = await db.execute<{ reason: string; count: number }>(
      sql`SELECT reason, count(*)::int AS count FROM standing_order_deliveries WHERE status = 'held' GROUP BY reason ORDER BY count DESC LIMIT 5`,
    )
    for (const row of rows) console.log(`    held: ${row.count} × ${row.reason}`)
  }
  if (quiet && meanwhile) {
    console.log(`\nShoppers through the in-process Shop API, ${SHOPPER_RATE} requests a second (half pages, half cart saves):`)
    printShoppers(`quiet, ${QUIET_SECONDS} s before the job:`, quiet)
    printShoppers(`during the job, ${seconds.toFixed(0)} s:`, meanwhile)
  }
  const again = await runStandingOrders(db, { now, ...jobSettings })
  console.log(`  a second run: ${again.ordered} more orders (dates already handled)`)
  if (after.twice > 0 || report.failed > 0 || again.ordered > 0) exitCode = 1
} catch (error) {
  exitCode = 1
  console.error(error instanceof ConfigError ? error.message : error)
} finally {
  await closeDatabase().catch(() => {})
}
process.exit(exitCode)
