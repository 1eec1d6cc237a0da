/**
 * `npm run seed:large [-- --products 5000 --customers 10000 --orders 50000]`: adds a large
 * generated catalogue, customers and orders for load tests on top of the demo data, which it
 * loads first when missing (src/api/db/seed/seed-large.ts). Never on a real shop's database. Opens the shop's database as the app does: DATABASE_URL, or
 * the embedded server in EMBEDDED_DB_DIR on EMBEDDED_DB_PORT. Safe to run again: nothing is
 * added twice.
 *
 * Runs under tsx, which resolves the extensionless imports of src/.
 */
import { appConfig, ConfigError } from '../app.config'
import { closeDatabase, database, wantsDemoTeam } from '../src/api/db/database'
import { seedDemoData } from '../src/api/db/seed/seed-demo'
import { type LargeSeedCounts, seedLargeData } from '../src/api/db/seed/seed-large'
import { recordCommandLine } from '../src/api/services/shared/audit'

const USAGE = 'Usage: npm run seed:large -- [--products N] [--customers N] [--orders N]'

function parseCounts(args: string[]): LargeSeedCounts {
  const counts: LargeSeedCounts = { products: 5000, customers: 10000, orders: 50000 }
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE)
      process.exit(0)
    }
    const match = /^--(products|customers|orders)(?:=(.*))?$/.exec(arg)
    if (!match) throw new UsageError(`Unknown argument ${JSON.stringify(arg)}`)
    const key = match[1] as keyof LargeSeedCounts
    const text = match[2] ?? args[++index]
    if (text === undefined || !/^\d+$/.test(text))
      throw new UsageError(`--${key} needs a whole number ≥ 0 (got ${JSON.stringify(text ?? '')})`)
    counts[key] = Number(text)
  }
  return counts
}

class UsageError extends Error {}

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
let exitCode = 0
let opened = false

process.once('SIGINT', () => {
  console.error('\nInterrupted: stopping (the transaction in progress is rolled back).')
  void closeDatabase().finally(() => process.exit(130))
})

try {
  const counts = parseCounts(process.argv.slice(2))
  console.log(`Large seed: ${counts.products} products, ${counts.customers} customers, ${counts.orders} orders`)
  const db = await database()
  opened = true
  await seedDemoData(db, { team: wantsDemoTeam(appConfig()) })
  console.log(`[${elapsed()}] database ready (migrations and demo data checked)`)
  const result = await seedLargeData(db, counts, (line) => console.log(`[${elapsed()}] ${line}`))
  await recordCommandLine(db, 'system.seed_large', { command: 'npm run seed:large', added: result })
  console.log(
    [
      `Done in ${elapsed()}. Added:`,
      `  products        ${result.products}`,
      `  variants        ${result.variants}`,
      `  product cities  ${result.productCities}`,
      `  customers       ${result.customers}`,
      `  addresses       ${result.addresses}`,
      `  orders          ${result.orders}`,
      `  order lines     ${result.orderLines}`,
    ].join('\n'),
  )
} catch (error) {
  exitCode = 1
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`)
    exitCode = 2
  } else if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error(`Large seed failed after ${elapsed()}${opened ? '' : ' (while opening the database)'}:`)
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  }
} finally {
  await closeDatabase().catch((error: unknown) => {
    console.error('Could not close the database cleanly:', error instanceof Error ? error.message : error)
    exitCode ||= 1
  })
}
process.exit(exitCode)
