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

let exitCode = 0
try {
  await seedDemoData(await database())
  console.log('The demo shop is loaded (demo customer: client@example.ma, see the README).')
} catch (error) {
  exitCode = 1
  console.error(error instanceof ConfigError ? error.message : error)
} finally {
  await closeDatabase().catch(() => {})
}
process.exit(exitCode)
