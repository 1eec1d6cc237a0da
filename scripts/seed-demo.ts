/**
 * `npm run seed:demo`: loads the demo shop (cities, catalogue, checkout rules, demo vouchers and
 * the demo customer of the README) into the shop's database: DATABASE_URL, or the embedded server
 * in EMBEDDED_DB_DIR. Asked for explicitly, it inserts every demo row that is missing, the demo
 * customer included even if it was deleted. A real shop's database never gets it by itself
 * (docs/decisions/0021). Runs under tsx, which resolves the extensionless imports of src/.
 */
import { ConfigError } from '../app.config'
import { closeDatabase, database } from '../src/api/db/database'
import { seedDemoData } from '../src/api/db/seed/seed-demo'
import { recordCommandLine } from '../src/api/services/audit'

let exitCode = 0
try {
  const db = await database()
  await seedDemoData(db)
  await recordCommandLine(db, 'system.seed_demo', { command: 'npm run seed:demo' })
  console.log('The demo shop is loaded (demo customer: client@example.ma, see the README).')
} catch (error) {
  exitCode = 1
  console.error(error instanceof ConfigError ? error.message : error)
} finally {
  await closeDatabase().catch(() => {})
}
process.exit(exitCode)
