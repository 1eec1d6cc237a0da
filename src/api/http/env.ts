import type { StaffMember } from '~/api/auth/staff-roles'
import type { Database } from '~/api/db/executor'

/**
 * What every API handler gets: the database, opened on first use, and the client's address when
 * the server in front knows it (src/server.ts over HTTP, the in-process transport for server
 * functions). It comes as a binding, never from a header a client could forge. `now` is the
 * clock the checkout's rules read (cut-off, dates, vouchers): tests give a fake one.
 */
export type ApiEnv = {
  /** `staff`: the back office's signed-in staff member, set by resolveStaff on /api/admin/*. */
  Variables: { db: () => Promise<Database>; now: () => Date; staff?: StaffMember }
  Bindings: { clientIp?: string }
}
