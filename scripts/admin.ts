/**
 * `npm run admin -- create <email> [--role admin|staff|driver] [--first-name X] [--last-name Y]`:
 * the shop's first admin (or any staff account) in the configured database (DATABASE_URL, or the
 * embedded server in EMBEDDED_DB_DIR). A new account gets a one-time password, printed once, to be
 * changed at the first sign-in; an existing account (a customer's) is given the role and keeps
 * its password. The audit log records it, the system user who ran it as the actor
 * (docs/decisions/0062). Runs under tsx, which resolves the extensionless imports of src/.
 */
import { parseArgs } from 'node:util'
import { ConfigError } from '../app.config'
import { closeDatabase, database } from '../src/api/db/database'
import { asCommandLine } from '../src/api/services/audit-origin'
import { createStaffAccount } from '../src/api/services/staff-accounts'

const usage = 'Usage: npm run admin -- create <email> [--role admin|staff|driver] [--first-name NAME] [--last-name NAME]'
const roles = ['admin', 'staff', 'driver'] as const

let exitCode = 0
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string', default: 'admin' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
    },
  })
  const [command, email] = positionals
  const role = roles.find((each) => each === values.role)
  if (command !== 'create' || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !role) throw new ConfigError(usage)
  const db = await database()
  const { account, password } = await asCommandLine(() =>
    createStaffAccount(db, { email, firstName: values['first-name'] ?? '', lastName: values['last-name'] ?? '', role }, { actorId: null }),
  )
  console.log(
    password
      ? `Created ${account.email} (${account.role}). One-time password, to change at the first sign-in: ${password}`
      : `${account.email} already had an account: it is now ${account.role}, with its own password.`,
  )
} catch (error) {
  exitCode = 1
  console.error(error instanceof ConfigError ? error.message : error)
} finally {
  await closeDatabase().catch(() => {})
}
process.exit(exitCode)
