/**
 * The people who run the shop (docs/decisions/0028): their accounts are the shop's accounts
 * (same sign-in, sessions, throttling and password rules) with a staff role. Nobody is made staff
 * here: an admin, or the `npm run admin` command, sends an invitation the invitee accepts through
 * its link (./staff-invitations.ts, docs/decisions/0059). An admin changes a role, asks for a new
 * password, or disables the account (its sessions end at once, on every instance: they live in PostgreSQL).
 */
import { fullNameSql } from '~/api/db/full-name'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { STAFF_ROLES, type StaffRole } from '~/api/auth/staff-roles'
import type { Database, Executor } from '~/api/db/executor'
import { sessions, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import { recordAudit } from '~/api/services/shared/audit'

export type StaffAccount = {
  id: number
  email: string
  first_name: string
  last_name: string
  phone: string | null
  role: StaffRole
  disabled: boolean
  must_change_password: boolean
}

const toStaffAccount = (user: typeof users.$inferSelect): StaffAccount => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  role: user.role as StaffRole,
  disabled: user.disabledAt !== null,
  must_change_password: user.mustChangePassword,
})

export async function listStaff(db: Executor): Promise<StaffAccount[]> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.role), asc(users.lastName), asc(users.id))
  return rows.map(toStaffAccount)
}

/** The drivers who can be given deliveries (not disabled). */
export async function activeDrivers(db: Executor) {
  return db
    .select({ id: users.id, name: fullNameSql(users) })
    .from(users)
    .where(and(eq(users.role, 'driver'), sql`${users.disabledAt} is null`))
    .orderBy(asc(users.firstName), asc(users.id))
}

export type StaffChange = { role?: StaffRole; disabled?: boolean; mustChangePassword?: boolean }

/** An admin's change to a staff account; never to their own role or access (no locking oneself out). */
export async function updateStaffAccount(
  db: Database,
  id: number,
  change: StaffChange,
  { actorId, now = new Date() }: { actorId: number; now?: Date },
) {
  if (id === actorId && (change.role !== undefined || change.disabled !== undefined)) {
    throw new ApiError(409, (locale) => m.api_staff_not_self({}, { locale }))
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
      .for('update')
    if (!before) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
    const [after] = await tx
      .update(users)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? (before.disabledAt ?? now) : null }),
        ...(change.mustChangePassword === undefined ? {} : { mustChangePassword: change.mustChangePassword }),
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning()
    // Disabled: every session ends now, on every instance (sessions are rows every instance reads).
    if (change.disabled) await tx.delete(sessions).where(eq(sessions.userId, id))
    await recordAudit(
      tx,
      {
        actorId,
        action: 'staff.update',
        entity: 'user',
        entityId: id,
        before: { role: before.role, disabled: before.disabledAt !== null, must_change_password: before.mustChangePassword },
        after: { role: after!.role, disabled: after!.disabledAt !== null, must_change_password: after!.mustChangePassword },
      },
      now,
    )
    return toStaffAccount(after!)
  })
}
