import type { MiddlewareHandler } from 'hono'
import { m } from '~/paraglide/messages.js'
import type { ApiEnv } from './env'
import { errorBody } from './errors'
import { requestLocale } from './locale'
import type { Locale } from '~/paraglide/runtime.js'

/** `\u0000` in JSON text, unless its backslash is itself escaped (`\\u0000` is plain text). */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/i
const JSON_TYPE = /^application\/([a-z-.]+\+)?json/i

/**
 * PostgreSQL's text cannot hold the character U+0000: a query that carries one fails ("invalid
 * byte sequence for encoding UTF8: 0x00"), which would be a 500. No field of the shop has a use
 * for it, so a request with one in its path, its query or its JSON body is refused here, once for
 * every endpoint, with the usual 400 (never a 5xx). better-auth's own routes (`/api/auth/…`) read
 * the raw body themselves: only their address is checked.
 */
export const refuseNulCharacters: MiddlewareHandler<ApiEnv> = async (c, next) => {
  let found = /%00/.test(c.req.url) || c.req.url.includes('\0')
  if (!found && JSON_TYPE.test(c.req.header('content-type') ?? '') && !c.req.path.startsWith('/api/auth/')) {
    // Read once; Hono keeps it for the route's validator.
    found = ESCAPED_NUL.test(await c.req.text())
  }
  if (found) {
    const locale = (/^\/api\/(fr|ar)(?:\/|$)/.exec(c.req.path)?.[1] as Locale | undefined) ?? requestLocale(c)
    return c.json(errorBody(m.api_invalid_input({}, { locale })), 400)
  }
  await next()
}
