/**
 * `npm run seed:demo`: loads the demo shop (cities, catalogue, checkout rules, demo vouchers and
 * the demo customer of the README) into the shop's database: DATABASE_URL, or the embedded server
 * in EMBEDDED_DB_DIR. Asked for explicitly, it inserts every demo row that is missing, the demo
 * customer included even if it was deleted; the demo team only where `wantsDemoTeam` allows it
 * (docs/decisions/0064). A real shop's database never gets it by itself
 * (docs/decisions/0021). Runs under tsx, which resolves the extensionless imports of src/.
 */
import { appConfig, ConfigError } from '../app.config'
import { closeDatabase, database, wantsDemoTeam } from '../src/api/db/database'
import { seedDemoData } from '../src/api/db/seed/seed-demo'
import { recordCommandLine } from '../src/api/services/shared/audit'

let exitCode = 0
try {
  // The demo team (public passwords) only outside production, and on DATABASE_URL when DEMO_TEAM=true asks.
  const team = wantsDemoTeam(appConfig())
  const db = await database()
  await seedDemoData(db, { team })
  await recordCommandLine(db, 'system.seed_demo', { command: 'npm run seed:demo', team })
  console.log('The demo shop is loaded (demo customer: client@example.ma, see the README).')
  console.log(
    team
      ? 'The demo team is loaded too: each member chooses a new password at the first sign-in.'
      : 'No demo team (NODE_ENV=production, or a configured DATABASE_URL without DEMO_TEAM=true): `npm run admin -- create <email>` invites a team member.',
  )
} catch (error) {
  exitCode = 1
  console.error(error instanceof ConfigError ? error.message : error)
} finally {
  await closeDatabase().catch(() => {})
}
process.exit(exitCode)
