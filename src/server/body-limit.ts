/**
 * The largest request body the Shop API and the server functions read (issue 14, point 7): an
 * oversized one is answered 413 before anything parses it, with Hono's `bodyLimit` (it refuses on
 * `Content-Length` at once, and counts a body sent without one while it streams in). The largest
 * real body, a full cart, is far below this. Image uploads (docs/decisions/0036) have their own,
 * larger limit: the API's upload endpoint (base64 JSON) and the server function's form upload.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from '~/api/http/errors'
import { callerLocale } from './caller-locale'
import { m } from '~/paraglide/messages.js'

export const MAX_REQUEST_BODY_BYTES = 100 * 1024
/** A 5 MB image in base64 (a third more) with its JSON or form around it; the endpoint checks the image's own limit. */
export const MAX_UPLOAD_BODY_BYTES = 7 * 1024 * 1024

const UPLOAD_PATHS = new Set(['/api/admin/product-images'])

export function requestBodyLimit(): MiddlewareHandler {
  const limit = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json(errorBody(m.api_request_too_large({}, { locale: callerLocale(c) })), 413) })
  const usual = limit(MAX_REQUEST_BODY_BYTES)
  const upload = limit(MAX_UPLOAD_BODY_BYTES)
  return (c, next) => {
    // A server function posted as a form is the back office's image upload (no other form posts to one).
    const isUpload =
      UPLOAD_PATHS.has(c.req.path) ||
      (c.req.path.startsWith('/_serverFn/') && Boolean(c.req.header('content-type')?.startsWith('multipart/form-data')))
    return (isUpload ? upload : usual)(c, next)
  }
}
