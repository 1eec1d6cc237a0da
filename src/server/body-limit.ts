/**
 * The largest request body the Shop API and the server functions read (issue 14, point 7): an
 * oversized one is answered 413 before anything parses it, with Hono's `bodyLimit` (it refuses on
 * `Content-Length` at once, and counts a body sent without one while it streams in). The largest
 * real body, a full cart, is far below this. Image uploads will get their own, larger limit.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ApiLocale } from '../api/contract/common'
import { errorBody } from '../api/http/errors'
import { requestLocale } from '../api/http/locale'
import { m } from '../paraglide/messages.js'

export const MAX_REQUEST_BODY_BYTES = 100 * 1024

/**
 * The answer's language, before any route has read the path: the API's `/api/{locale}/`, its
 * `lang` parameter, or for a server function (its URL has none) the page that called it.
 */
function callerLocale(c: Context): ApiLocale {
  const inPath = /^\/api\/(fr|ar)\//.exec(c.req.path)?.[1]
  if (inPath) return inPath as ApiLocale
  const referer = c.req.header('referer')
  const page = referer && URL.canParse(referer) ? new URL(referer).pathname : ''
  return page === '/ar' || page.startsWith('/ar/') ? 'ar' : requestLocale(c)
}

export { callerLocale }

export function requestBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_REQUEST_BODY_BYTES,
    onError: (c) => c.json(errorBody(m.api_request_too_large({}, { locale: callerLocale(c) })), 413),
  })
}
