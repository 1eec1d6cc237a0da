/**
 * An answer given before the request's body was read (a missing session, a refused path) waits
 * until the rest of the body has come in, read and dropped. A server that closes a connection
 * while unread data sits in it resets the connection, and the client may lose the answer it was
 * sent (RFC 9112 §9.6, "lingering close"): the fuzzer's chunked requests met it once in thousands.
 * Bounded: past the largest body the shop takes, or a few seconds, the rest is left unread.
 */
import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { DRAIN_AT_MOST_MS, dropRest, MAX_UPLOAD_BODY_BYTES } from './body-limit'

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
  await dropRest(body.getReader())
}

/**
 * The same for the request as the built server received it, from Node's own message when nothing
 * made a web stream of it: read and dropped by Node, many times cheaper than through a web
 * stream's reader (20 anonymous uploads of 6 MB at once, scripts/benchmark-upload-flood.ts).
 */
export async function dropUnreadRequestBody(request: Request) {
  const incoming = (request as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req
  // A listener of its data is the web stream made of it (srvx): that one is read through the stream.
  if (!incoming || incoming.listenerCount('data') > 0) return dropUnreadBody(request)
  if (incoming.complete || incoming.destroyed || request.method === 'GET' || request.method === 'HEAD') return
  await new Promise<void>((resolve) => {
    let bytes = 0
    const done = () => {
      clearTimeout(timer)
      incoming.off('data', count).off('end', done).off('close', done).off('error', done)
      resolve()
    }
    const count = (chunk: Buffer) => {
      bytes += chunk.length
      // Past the largest body the shop takes, the rest stays unread (the connection then closes).
      if (bytes <= MAX_UPLOAD_BODY_BYTES) return
      incoming.pause()
      done()
    }
    const timer = setTimeout(done, DRAIN_AT_MOST_MS)
    incoming.on('data', count).once('end', done).once('close', done).once('error', done)
  })
}
