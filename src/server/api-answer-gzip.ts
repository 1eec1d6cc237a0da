/**
 * The Shop API's JSON answers compressed in one call of zlib (issue 34, docs/decisions/0072).
 * They are whole in memory when they leave the API, and small (a cart is a few kilobytes), so
 * hono's compress(), which pipes every answer through a web CompressionStream, spent more on the
 * streams than on compressing: under the load of a busy evening it was a tenth of the server's
 * time. Answers this leaves alone (not JSON, under 1 KB, already encoded, `no-transform`) go on to
 * compress() as before, which skips what is already encoded.
 */
import { gzipSync } from 'node:zlib'
import { FastResponse } from 'srvx/node'
import { acceptsGzip } from './spliced-gzip'

/** Under this, the gzip header and trailer and the work are not worth it (compress()'s own threshold). */
const THRESHOLD_BYTES = 1024

/** `response` gzip-compressed when it is a JSON answer worth compressing for a client that takes gzip; else as it is. */
export async function gzipJsonAnswer(request: Request, response: Response): Promise<Response> {
  if (
    request.method === 'HEAD' ||
    !response.body ||
    response.headers.has('Content-Encoding') ||
    !(response.headers.get('Content-Type') ?? '').startsWith('application/json') ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get('Cache-Control') ?? '') ||
    !acceptsGzip(request.headers.get('Accept-Encoding'))
  )
    return response
  const body = Buffer.from(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  const sent = body.length >= THRESHOLD_BYTES ? gzipSync(body) : body
  if (sent !== body) headers.set('Content-Encoding', 'gzip')
  // Its length said, compress() leaves a small answer as it is too.
  headers.set('Content-Length', String(sent.length))
  // The body was read either way: the answer is made again from its bytes, which the server writes as they are.
  return new FastResponse(sent, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
