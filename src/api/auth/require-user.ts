import type { Context } from 'hono'
import { m } from '~/paraglide/messages.js'
import { ApiError } from '~/api/http/errors'
import type { ApiEnv } from '~/api/http/env'
import { type SessionUser, userFromAuthorization } from './session'

/**
 * The signed-in customer of this request, or a 401. Every account endpoint calls this itself:
 * a route guard in the storefront is a convenience, not protection.
 */
export async function requireUser(c: Context<ApiEnv>): Promise<SessionUser> {
  const user = await userFromAuthorization(await c.var.db(), c.req.header('authorization'))
  if (!user) throw new ApiError(401, (locale) => m.api_unauthenticated({}, { locale }))
  return user
}
