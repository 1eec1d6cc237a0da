/**
 * The request id middleware of the edge (src/server.ts) and of the Shop API (src/api/app.ts).
 * The outermost one decides the id: a request already running (the storefront calling the API in
 * process) keeps its own, otherwise the caller's X-Request-Id when safe, otherwise a new one. The
 * answer carries it back in X-Request-Id, so a shopper's report can be found in the log.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { log } from './logger.server'
import { acceptedRequestId, currentRequestId, REQUEST_ID_HEADER, withRequestId } from './request-context.server'

/**
 * The id set on the answer itself: `c.header` after the handler rebuilds a finished Response around
 * its body's stream, and the server then sent even a page held in memory chunk by chunk (issue 18).
 * A Response whose headers cannot change (one from `fetch`) gets it that way all the same.
 */
function setAnswerId(c: Context, id: string) {
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id)
  } catch {
    c.header(REQUEST_ID_HEADER, id)
  }
}

export function requestIdContext(): MiddlewareHandler {
  return async (c, next) => {
    const running = currentRequestId()
    if (running) {
      await next()
      setAnswerId(c, running)
      return
    }
    const id = acceptedRequestId(c.req.header(REQUEST_ID_HEADER))
    const started = performance.now()
    await withRequestId(id, async () => {
      await next()
      // The path alone: a query string may carry a token (a reset link).
      log.debug(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        '[http] answered',
      )
    })
    // After the handler: a Response it returns as is replaces the headers set before.
    setAnswerId(c, id)
  }
}
