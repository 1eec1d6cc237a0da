/**
 * How many points a staff member may move at once (docs/decisions/0063): up to the checkout rules'
 * `points_admin_threshold`, either way; beyond it, an admin. One rule for every way points move by
 * hand: an adjustment on the customer's page, a refund paid in points (issue 43).
 */
import { checkoutSettings } from '~/api/db/schema'
import type { Executor } from '~/api/db/executor'
import type { StaffMember } from '~/api/auth/staff-roles'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

/** 403 under `field` when `points` (either way) is more than a staff member may move. */
export async function requirePointsPower(tx: Executor, actor: Pick<StaffMember, 'role'>, points: number, field: string) {
  if (actor.role === 'admin') return
  const [rules] = await tx.select({ threshold: checkoutSettings.pointsAdminThreshold }).from(checkoutSettings)
  const threshold = rules?.threshold ?? 0
  if (Math.abs(points) <= threshold) return
  const needsAdmin = (locale: Locale) => m.api_points_needs_admin({ threshold }, { locale })
  throw new ApiError(403, needsAdmin, (locale) => ({ [field]: [needsAdmin(locale)] }))
}
