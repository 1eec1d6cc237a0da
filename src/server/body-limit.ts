/**
 * The largest request body the Shop API and the server functions read (issue 14, point 7): an
 * oversized one is answered 413 before anything parses it, with Hono's `bodyLimit` (it refuses on
 * `Content-Length` at once, and counts a body sent without one while it streams in). The largest
 * real body, a full cart, is far below this. Image uploads (docs/decisions/0036) have their own,
 * larger limit: the API's upload endpoint (base64 JSON) and the server function's form upload.
 *
 * A body sent slowly is read as it comes, without holding up other requests; Node's own limits end
 * a client too slow: 60 s for the headers, 5 minutes for the whole request (`headersTimeout`,
 * `requestTimeout`, left at their defaults). A client that leaves half-way fails the read: nothing
 * behind the limit runs, and the server's error handler answers 400 (src/api/http/client-gone.ts).
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { IMPORT_KINDS } from '~/api/contract/admin-imports'
import { errorBody } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import { callerLocale } from './caller-locale'

export const MAX_REQUEST_BODY_BYTES = 100 * 1024
/** A 5 MB image or catalogue file in base64 (a third more) with its JSON or form around it; the endpoint checks the file's own limit. */
export const MAX_UPLOAD_BODY_BYTES = 7 * 1024 * 1024

/** The Shop API's uploads (an image, a catalogue file): their routes check the role before they read the body. */
const API_UPLOAD_PATHS = ['/api/admin/product-images', ...IMPORT_KINDS.map((kind) => `/api/admin/imports/${kind}`)]

/** Whether `bodyLimit` will read the body to count it (no length said, or a chunked one), and then rebuild the request. */
const countsWhileReading = (request: Request) =>
  request.body !== null && (!request.headers.has('content-length') || request.headers.has('transfer-encoding'))

/**
 * The built server's request is srvx's, which is not a real `Request`: `new Request(it, { body })`,
 * which `bodyLimit` does after counting, throws ("Cannot read private member #state"), and every
 * POST or DELETE without a Content-Length (`curl -X POST`, a chunked body) was a 500. A standard
 * Request over the same body stream and the same abort signal is one it can rebuild. The client's
 * address was read off srvx's request before (src/server.ts).
 */
const standardRequest = (request: Request) =>
  new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })

/**
 * `uploadPaths`: the server functions that take an image (their `.url`), gated by the role first
 * (src/server/image-upload-gate.ts); every other call, a posted form included, has the usual limit.
 */
export function requestBodyLimit({ uploadPaths = [] }: { uploadPaths?: string[] } = {}): MiddlewareHandler {
  const largeAllowance = new Set([...API_UPLOAD_PATHS, ...uploadPaths])
  const limit = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json(errorBody(m.api_request_too_large({}, { locale: callerLocale(c) })), 413) })
  const usual = limit(MAX_REQUEST_BODY_BYTES)
  const upload = limit(MAX_UPLOAD_BODY_BYTES)
  return (c, next) => {
    const isUpload = largeAllowance.has(c.req.path)
    if (countsWhileReading(c.req.raw)) c.req.raw = standardRequest(c.req.raw)
    return (isUpload ? upload : usual)(c, next)
  }
}
