/**
 * How a back-office endpoint is declared (docs/decisions/0028): `staffRoute(ROLES.staff, {...})` is
 * `createRoute` with the roles it serves checked by a route middleware, which runs before the
 * parameters and body are validated, so a driver or staff member outside those roles gets 403
 * and never a 400 that tells them about the input; its session token, 401 and 403 answers are in
 * the OpenAPI document. The handler reads who acts with `actingStaff(c)`.
 */
import { createRoute, type RouteConfig } from '@hono/zod-openapi'
import { requireRoles } from '~/api/auth/require-staff'
import { type StaffRole } from '~/api/auth/staff-roles'
import { requireRecentVerification } from '~/api/auth/step-up'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { signedIn } from '~/api/http/openapi-security'

const staffRefusals = { 401: refusalResponse('No session'), 403: refusalResponse('Not allowed for this role') }

/** `{ stepUp: true }`: a sensitive action, which wants the password or a code given in the last minutes (step-up.ts). */
export function staffRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  roles: readonly StaffRole[],
  route: R,
  { stepUp = false } = {},
) {
  const middleware = stepUp ? [requireRoles(roles), requireRecentVerification] : requireRoles(roles)
  return createRoute({ ...route, security: signedIn, middleware, responses: { ...route.responses, ...staffRefusals } })
}
