/**
 * The back office's door (docs/decisions/0028). `resolveStaff` runs before every `/api/admin/*`
 * handler: a visitor gets 401, a customer or a disabled account 403, a staff member whose admin
 * asked for a new password 403 until they change it. Each endpoint then states the roles it
 * serves (`staffRoute` in routes/admin/staff-route.ts runs `requireRoles` before validation); a
 * driver reaches only what names `driver`. A route guard in the storefront is comfort only: this
 * is where the back office is refused.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { m } from '~/paraglide/messages.js'
import { ApiError } from '~/api/http/errors'
import type { ApiEnv } from '~/api/http/env'
import { type SessionUser, userFromAuthorization } from './session'

export const STAFF_ROLES = ['admin', 'staff', 'driver'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export type StaffMember = SessionUser & { role: StaffRole }

/** Who may do what: the admin everything, staff the day's work, a driver their deliveries. */
export const ROLES = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  driver: ['admin', 'staff', 'driver'],
} as const satisfies Record<string, readonly StaffRole[]>

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role)

const forbidden = () => new ApiError(403, (locale) => m.api_forbidden({}, { locale }))

export const resolveStaff: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const user = await userFromAuthorization(await c.var.db(), c.req.header('authorization'))
  if (!user) throw new ApiError(401, (locale) => m.api_unauthenticated({}, { locale }))
  if (!isStaffRole(user.role)) throw forbidden()
  if (user.mustChangePassword) throw new ApiError(403, (locale) => m.api_staff_password_change_required({}, { locale }))
  c.set('staff', user as StaffMember)
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
