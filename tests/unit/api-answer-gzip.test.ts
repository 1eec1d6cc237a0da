/**
 * The Shop API's JSON answers, compressed in one zlib call (src/server/api-answer-gzip.ts): only
 * JSON worth it, for a client that takes gzip, with its status and headers kept.
 */
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gzipJsonAnswer } from '~/server/api-answer-gzip'

const request = (acceptEncoding?: string, method = 'POST') =>
  new Request('http://shop.test/api/fr/save-cart', { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} })
const json = (data: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r1', ...headers } })
const big = { success: true, data: { lines: Array.from({ length: 80 }, (_, index) => ({ id: index, name: 'Sidi Ali · سيدي علي' })) } }

describe('gzipJsonAnswer', () => {
  it('compresses a JSON answer of 1 KB or more for a client that takes gzip, keeping its status and headers', async () => {
    const answer = await gzipJsonAnswer(request('gzip, deflate, br'), json(big, 409))
    expect(answer.status).toBe(409)
    expect(answer.headers.get('Content-Encoding')).toBe('gzip')
    expect(answer.headers.get('X-Request-Id')).toBe('r1')
    const body = Buffer.from(await answer.arrayBuffer())
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3)
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big)
  })

  it('leaves alone a small answer, a client that does not take gzip, a HEAD, a no-transform answer and what is not JSON', async () => {
    const cases: [Request, Response][] = [
      [request('gzip'), json({ success: true })],
      [request(), json(big)],
      [request('gzip;q=0, br'), json(big)],
      [request('gzip', 'HEAD'), json(big)],
      [request('gzip'), json(big, 200, { 'Cache-Control': 'no-store, no-transform' })],
      [request('gzip'), new Response('x'.repeat(5000), { headers: { 'Content-Type': 'text/plain' } })],
    ]
    for (const [each, response] of cases) {
      const expected = await response.clone().text()
      const answer = await gzipJsonAnswer(each, response)
      expect(answer.headers.has('Content-Encoding')).toBe(false)
      if (each.method !== 'HEAD') expect(await answer.text()).toBe(expected)
    }
    // A small answer says its length, so that compress() (src/server.ts) leaves it as it is too.
    const small = await gzipJsonAnswer(request('gzip'), json({ success: true }))
    expect(small.headers.get('Content-Length')).toBe(String('{"success":true}'.length))
  })
})
