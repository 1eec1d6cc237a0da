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

/** How long a body nobody will read is read and dropped at most (src/server/unread-body.ts). */
export const DRAIN_AT_MOST_MS = 5_000

/**
 * Reads what is left of a body and drops it, up to the largest body the shop takes or a few
 * seconds: a body nobody read (src/server/unread-body.ts), or the rest of one whose count stopped
 * at the limit (below).
 */
export async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  // One timer for the whole drain, cleared at its end (not one left running per chunk read).
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeUp = new Promise<null>((resolve) => (timer = setTimeout(resolve, DRAIN_AT_MOST_MS, null)))
  let bytes = 0
  try {
    while (bytes <= MAX_UPLOAD_BODY_BYTES) {
      const chunk = await Promise.race([reader.read(), timeUp])
      if (!chunk || chunk.done) break
      bytes += chunk.value.byteLength
    }
  } catch {
    // The client went away: nothing left to read.
  } finally {
    clearTimeout(timer)
    void reader.cancel().catch(() => undefined)
  }
}

/** The Shop API's uploads (an image, a catalogue file): their routes check the role before they read the body. */
const API_UPLOAD_PATHS = ['/api/admin/product-images', ...IMPORT_KINDS.map((kind) => `/api/admin/imports/${kind}`)]

/** Whether `bodyLimit` will read the body to count it (no length said, or a chunked one), and then rebuild the request. */
const countsWhileReading = (request: Request) =>
  request.body !== null && (!request.headers.has('content-length') || request.headers.has('transfer-encoding'))

/**
 * The built server's request is srvx's, which is not a real `Request`: `new Request(it, { body })`,
 * which `bodyLimit` does after counting, throws ("Cannot read private member #state"), and every
 * POST or DELETE without a Content-Length (`curl -X POST`, a chunked body) was a 500. A standard
 * Request over the same body and the same abort signal is one it can rebuild. The client's
 * address was read off srvx's request before (src/server.ts).
 *
 * Its body is read through a reader of ours: past the limit, `bodyLimit` answers 413 and leaves its
 * own reader where it stopped, and ours reads the rest and drops it (`dropRest`) before the
 * connection closes; closed with the rest unread, the connection was reset and the client lost the 413.
 */
function standardRequest(request: Request) {
  const source = request.body!.getReader()
  const body = new ReadableStream<Uint8Array>({
    pull: async (controller) => {
      const { done, value } = await source.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => source.cancel(reason),
  })
  const standard = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })
  return { standard, dropRest: () => dropRest(source) }
}

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
  return async (c, next) => {
    const limited = largeAllowance.has(c.req.path) ? upload : usual
    if (!countsWhileReading(c.req.raw)) return limited(c, next)
    const { standard, dropRest } = standardRequest(c.req.raw)
    c.req.raw = standard
    const answer = await limited(c, next)
    // Past the limit, the count stopped half-way with the body still coming; under it, nothing is left.
    await dropRest()
    return answer
  }
}
