/**
 * The largest request body the Shop API and the server functions read (issue 14, point 7): an
 * oversized one is answered 413 before anything parses it, with Hono's `bodyLimit` (it refuses on
 * `Content-Length` at once, and counts a body sent without one while it streams in). The largest
 * real body, a full cart, is far below this. Image uploads will get their own, larger limit.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from '~/api/http/errors'
import { callerLocale } from './caller-locale'
import { m } from '~/paraglide/messages.js'

export const MAX_REQUEST_BODY_BYTES = 100 * 1024

export function requestBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_REQUEST_BODY_BYTES,
    onError: (c) => c.json(errorBody(m.api_request_too_large({}, { locale: callerLocale(c) })), 413),
  })
}
