/**
 * An answer given before the request's body was read (a missing session, a refused path) waits
 * until the rest of the body has come in, read and dropped. A server that closes a connection
 * while unread data sits in it resets the connection, and the client may lose the answer it was
 * sent (RFC 9112 §9.6, "lingering close"): the fuzzer's chunked requests met it once in thousands.
 * Bounded: past the largest body the shop takes, or a few seconds, the rest is left unread.
 */
import type { MiddlewareHandler } from 'hono'
import { MAX_UPLOAD_BODY_BYTES } from './body-limit'

const DRAIN_AT_MOST_MS = 5_000

export function dropUnreadBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    // The request as the handlers last saw it: the body limit may have wrapped the server's own.
    await dropUnreadBody(c.req.raw)
  }
}

export async function dropUnreadBody(request: Request) {
  // Most requests have none, or the handler read it: asked first, before the body's stream is made.
  if (request.method === 'GET' || request.method === 'HEAD' || request.bodyUsed) return
  const body = request.body
  if (!body || body.locked) return
  const reader = body.getReader()
  const deadline = Date.now() + DRAIN_AT_MOST_MS
  let bytes = 0
  try {
    while (bytes <= MAX_UPLOAD_BODY_BYTES && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(resolve, deadline - Date.now()))])
      if (!chunk || chunk.done) break
      bytes += chunk.value.byteLength
    }
  } catch {
    // The client went away: nothing left to read.
  } finally {
    void reader.cancel().catch(() => undefined)
  }
}
