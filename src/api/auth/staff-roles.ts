/**
 * The back office's roles and who a staff member is, apart from the door that checks them
 * (require-staff.ts): the API's context type (http/env.ts) and the second factor's settings name
 * them without importing the middleware, which imports both (no import cycle).
 */
import type { SessionUser } from './session'

export const STAFF_ROLES = ['admin', 'staff', 'driver'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/** A staff member, with the session of the request (its last verification, for sensitive actions). */
export type StaffMember = SessionUser & { role: StaffRole; session: { id: number; verifiedAt: Date } }

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role)
