/**
 * `npm run admin -- create <email> [--role admin|staff|driver] [--first-name X] [--last-name Y] [--locale fr|ar]`:
 * invites the shop's first admin (or any staff member) in the configured database (DATABASE_URL,
 * or the embedded server in EMBEDDED_DB_DIR). Nobody is made staff directly (docs/decisions/0059):
 * the address gets a one-time link, valid 7 days, whose page sets the password and opens the back
 * office. The link is printed too, for a shop without SMTP (its e-mail then waits in the
 * email_outbox table). The audit log records it, the system user who ran it as the actor
 * (docs/decisions/0062). Runs under tsx, which resolves the extensionless imports of src/.
 */
import { parseArgs } from 'node:util'
import { appConfig, ConfigError } from '../app.config'
import { ApiError } from '../src/api/http/errors'
import { closeDatabase, database } from '../src/api/db/database'
import { INVITATION_DAYS, inviteStaff } from '../src/api/services/accounts/staff-invitations'
import { asCommandLine } from '../src/api/services/shared/audit-origin'

const usage = 'Usage: npm run admin -- create <email> [--role admin|staff|driver] [--first-name NAME] [--last-name NAME] [--locale fr|ar]'
const roles = ['admin', 'staff', 'driver'] as const
const locales = ['fr', 'ar'] as const

let exitCode = 0
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string', default: 'admin' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
      locale: { type: 'string', default: 'fr' },
    },
  })
  const [command, email] = positionals
  const role = roles.find((each) => each === values.role)
  const locale = locales.find((each) => each === values.locale)
  if (command !== 'create' || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !role || !locale) throw new ConfigError(usage)
  const db = await database()
  const { invitation, link, delivered } = await asCommandLine(() =>
    inviteStaff(
      db,
      { email, firstName: values['first-name'] ?? '', lastName: values['last-name'] ?? '', role },
      { actorId: null, locale, delivery: 'now' },
    ),
  )
  const where = !appConfig().SMTP_URL
    ? 'kept in the email_outbox table (no SMTP_URL) for'
    : delivered
      ? 'e-mailed to'
      : 'queued (the SMTP server refused it for now; the shop retries) for'
  console.log(
    [
      `Invited ${invitation.email} as ${invitation.role}: the invitation is ${where} that address.`,
      `Its link (valid ${INVITATION_DAYS} days, once) sets the password and opens the back office:`,
      link,
    ].join('\n'),
  )
} catch (error) {
  exitCode = 1
  // A refusal (already staff, a deleted account's address) in French, the command line's language.
  console.error(error instanceof ConfigError ? error.message : error instanceof ApiError ? error.messageFor('fr') : error)
} finally {
  await closeDatabase().catch(() => {})
}
process.exit(exitCode)
