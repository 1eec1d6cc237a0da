import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseConfig } from '#app-config'
import { withRequestId } from '~/lib/request-context.server'
import { createUpstreamClient } from '~/upstream/client'
import { defaultTransport, IN_PROCESS_BASE_URL } from '~/upstream/transport.server'

const noCookies = { get: () => undefined, delete: () => {} }
const never = (): never => {
  throw new Error('unexpected 401')
}

describe('the upstream transport', () => {
  it('calls the API in process, with no socket, by default', async () => {
    const { transport, baseUrl } = defaultTransport(parseConfig({}))
    expect(baseUrl).toBe(IN_PROCESS_BASE_URL)
    const client = createUpstreamClient({ transport, baseUrl, locale: 'fr', cookies: noCookies, onUnauthenticated: never })
    const document = await client.get('/api/openapi.json', { schema: z.object({ openapi: z.string() }) })
    expect(document.openapi).toBe('3.1.0')
  })

  describe('with SHOP_API_URL', () => {
    const seen: string[] = []
    const server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.authorization ?? '-'} ${request.headers['x-request-id'] ?? '-'}`)
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ success: true, data: { remote: true } }))
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it("calls a separately deployed API over HTTP, the page's request id along", async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as AddressInfo
      const config = parseConfig({ SHOP_API_URL: `http://127.0.0.1:${port}/shop/` })
      const { transport, baseUrl } = defaultTransport(config)
      const client = createUpstreamClient({
        transport,
        baseUrl,
        locale: 'ar',
        cookies: { get: (name) => (name === 'token' ? 'tok-123' : undefined), delete: () => {} },
        onUnauthenticated: never,
      })
      const answer = await withRequestId('page-7', () =>
        client.get('initial-data', { schema: z.object({ data: z.object({ remote: z.boolean() }) }) }),
      )
      expect(answer.data.remote).toBe(true)
      expect(seen).toEqual(['GET /shop/api/ar/initial-data?lang=ar Bearer tok-123 page-7'])
    })
  })
})
