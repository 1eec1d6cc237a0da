/**
 * The back office's door (docs/decisions/0028). `resolveStaff` runs before every `/api/admin/*`
 * handler: a visitor gets 401, a customer or a disabled account 403, a staff member whose admin
 * asked for a new password 403 until they change it, and one whose role must have a second
 * factor 403 until they enrolled one (docs/decisions/0060; only the enrollment is open to them). Each endpoint then states the roles it
 * serves (`staffRoute` in routes/admin/staff-route.ts runs `requireRoles` before validation); a
 * driver reaches only what names `driver`. A route guard in the storefront is comfort only: this
 * is where the back office is refused.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { m } from '~/paraglide/messages.js'
import { ApiError } from '~/api/http/errors'
import type { ApiEnv } from '~/api/http/env'
import { secondFactorRequirements } from './second-factor'
import { bearerToken, findSession } from './session'
import { isStaffRole, type StaffMember, type StaffRole } from './staff-roles'

/** Who may do what: the admin everything, staff the day's work, a driver their deliveries. */
export const ROLES = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  driver: ['admin', 'staff', 'driver'],
} as const satisfies Record<string, readonly StaffRole[]>

const forbidden = () => new ApiError(403, (locale) => m.api_forbidden({}, { locale }))

/** What a member who must enroll a second factor may still reach: who they are, and the enrollment. */
const OPEN_BEFORE_ENROLLMENT = /^\/api\/admin\/(me|second-factor(\/[a-z-]+)?)$/

/** The 403 of a role that must have a second factor; `second_factor_required` tells the back office to go enroll. */
export const secondFactorMissing = () =>
  new ApiError(
    403,
    (locale) => m.api_second_factor_required({}, { locale }),
    (locale) => ({ second_factor_required: [m.api_second_factor_required({}, { locale })] }),
  )

export const resolveStaff: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const db = await c.var.db()
  const token = bearerToken(c.req.header('authorization'))
  const found = token ? await findSession(db, token) : null
  if (!found) throw new ApiError(401, (locale) => m.api_unauthenticated({}, { locale }))
  const { user } = found
  if (!isStaffRole(user.role)) throw forbidden()
  if (user.mustChangePassword) throw new ApiError(403, (locale) => m.api_staff_password_change_required({}, { locale }))
  if (!user.twoFactorEnabled && !OPEN_BEFORE_ENROLLMENT.test(c.req.path) && (await secondFactorRequirements(db))[user.role]) {
    throw secondFactorMissing()
  }
  c.set('staff', { ...user, role: user.role, session: { id: found.id, verifiedAt: found.verifiedAt } })
  await next()
}

/** A route middleware: the request goes on only if its staff member's role is one of `roles`. */
export function requireRoles(roles: readonly StaffRole[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!roles.includes(actingStaff(c).role)) throw forbidden()
    await next()
  }
}

/** The staff member of this request (set by resolveStaff; a 401 where it did not run). */
export function actingStaff(c: Context<ApiEnv>): StaffMember {
  const staff = c.get('staff')
  if (!staff) throw new ApiError(401, (locale) => m.api_unauthenticated({}, { locale }))
  return staff
}
