/**
 * The back office's image upload (a server function posted as a form, docs/decisions/0036) is the
 * one call of the storefront whose body may be large. Start reads a posted form whole before the
 * function's own code (and the Shop API's role check) runs, so an anonymous caller could make the
 * server read, parse and encode 7 MB. Here, before a byte of the body is read, the session of the
 * request must be an admin's (the role the API's upload asks for); anyone else is answered at once.
 * The large allowance goes to this path alone (src/server/body-limit.ts). The catalogue file of an
 * import (docs/decisions/0081), admins' too, passes the same gate.
 */
import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { findSession } from '~/api/auth/session'
import { ROLES } from '~/api/auth/require-staff'
import type { Database } from '~/api/db/executor'
import { errorBody } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import { TOKEN_COOKIE } from '~/upstream/cookie-names'
import { callerLocale } from './caller-locale'

export function imageUploadGate(openDatabase: () => Promise<Database>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const token = getCookie(c, TOKEN_COOKIE)
    const session = token ? await findSession(await openDatabase(), token) : null
    const locale = callerLocale(c)
    if (!session) return c.json(errorBody(m.api_unauthenticated({}, { locale })), 401)
    if (!(ROLES.admin as readonly string[]).includes(session.user.role)) return c.json(errorBody(m.api_forbidden({}, { locale })), 403)
    return next()
  }
}
