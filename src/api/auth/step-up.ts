/**
 * Sensitive back-office actions ask for the password or the second factor again (docs/decisions/0061):
 * team changes, points adjustments and refunds paid in points, disabling an account, a second
 * factor's reset, its rules.
 * The session remembers when its holder last gave one (`sessions.verified_at`: the sign-in, or
 * `POST /api/admin/step-up`); past five minutes these endpoints answer 403 with
 * `step_up_required`, and the back office asks for it in a dialog, then tries again.
 */
import type { MiddlewareHandler } from 'hono'
import { m } from '~/paraglide/messages.js'
import { ApiError } from '~/api/http/errors'
import type { ApiEnv } from '~/api/http/env'
import { actingStaff } from './require-staff'

export const STEP_UP_MINUTES = 5

export const stepUpRequired = () =>
  new ApiError(
    403,
    (locale) => m.api_step_up_required({}, { locale }),
    (locale) => ({ step_up_required: [m.api_step_up_required({}, { locale })] }),
  )

/** Throws `step_up_required` unless the session gave its password or a code in the last minutes. */
export function assertRecentlyVerified(staff: { session: { verifiedAt: Date } }) {
  // The real clock, as the database's that wrote `verified_at` (a test's fixed `now` is for business dates).
  if (Date.now() - staff.session.verifiedAt.getTime() > STEP_UP_MINUTES * 60_000) throw stepUpRequired()
}

/** A route middleware (after the role check): the request goes on only if the session was verified lately. */
export const requireRecentVerification: MiddlewareHandler<ApiEnv> = async (c, next) => {
  assertRecentlyVerified(actingStaff(c))
  await next()
}
