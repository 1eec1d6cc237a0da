import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createUpstreamClient, UPSTREAM_TIMEOUT_MS, UpstreamTimeoutError, type UpstreamTransport, upstreamUrl } from './client'
import { UpstreamError } from './upstream-error'
import type { Locale } from '~/paraglide/runtime.js'

const okSchema = z.object({ success: z.literal(true), data: z.object({ value: z.number() }) })

function setup({
  cookies = {} as Record<string, string>,
  locale = 'fr' as Locale,
  answer = (): Promise<Response> => Promise.resolve(Response.json({ success: true, data: { value: 1 } })),
} = {}) {
  const jar = new Map(Object.entries(cookies))
  const requests: Request[] = []
  const transport = vi.fn<UpstreamTransport>(async (request) => {
    requests.push(request)
    return answer()
  })
  const onUnauthenticated = vi.fn((): never => {
    throw new Error('redirected to /login')
  })
  const client = createUpstreamClient({
    transport,
    baseUrl: 'http://api.test/',
    locale,
    cookies: { get: (name) => jar.get(name), delete: (name) => jar.delete(name) },
    onUnauthenticated,
  })
  return { client, transport, requests, jar, onUnauthenticated }
}

describe('upstreamUrl', () => {
  it('prefixes a relative path with api/{locale}/ and uses a path starting with / as given', () => {
    expect(upstreamUrl('initial-data', { baseUrl: 'http://api.test', locale: 'ar' }).href).toBe(
      'http://api.test/api/ar/initial-data?lang=ar',
    )
    expect(upstreamUrl('/api/validate-cart', { baseUrl: 'http://api.test/', locale: 'fr' }).href).toBe(
      'http://api.test/api/validate-cart?lang=fr',
    )
    // Under a base with a path prefix, both stay under it.
    expect(upstreamUrl('/api/logout', { baseUrl: 'https://shop.example/backend/', locale: 'fr' }).href).toBe(
      'https://shop.example/backend/api/logout?lang=fr',
    )
  })
})

describe('createUpstreamClient', () => {
  beforeEach(() => vi.useRealTimers())
  afterEach(() => vi.useRealTimers())

  it('sends JSON with the lang parameter, credentials, and no auth headers for a visitor', async () => {
    const { client, requests } = setup({ locale: 'ar' })
    await expect(client.get('initial-data', { schema: okSchema })).resolves.toEqual({ success: true, data: { value: 1 } })
    const [request] = requests
    expect(request!.url).toBe('http://api.test/api/ar/initial-data?lang=ar')
    expect(request!.headers.get('accept')).toBe('application/json')
    expect(request!.credentials).toBe('include')
    expect(request!.headers.has('authorization')).toBe(false)
    expect(request!.headers.has('x-xsrf-token')).toBe(false)
  })

  it('sends the bearer token and the XSRF token from their cookies, and a JSON body', async () => {
    const { client, requests } = setup({ cookies: { token: 'abc123', 'XSRF-TOKEN': 'xsrf456' } })
    await client.post('/api/validate-cart', { schema: okSchema, body: { products: [] } })
    const [request] = requests
    expect(request!.method).toBe('POST')
    expect(request!.headers.get('authorization')).toBe('Bearer abc123')
    expect(request!.headers.get('x-xsrf-token')).toBe('xsrf456')
    expect(request!.headers.get('content-type')).toBe('application/json')
    expect(await request!.json()).toEqual({ products: [] })
  })

  it('adds query parameters, lists joined by commas, empty ones left out', async () => {
    const { client, requests } = setup()
    await client.get('1/products', { schema: okSchema, query: { brand: ['a', 'b'], page: 2, q: '', sort: undefined } })
    expect(requests[0]!.url).toBe('http://api.test/api/fr/1/products?lang=fr&brand=a%2Cb&page=2')
  })

  it('gives up after 30 seconds, once: no retry', async () => {
    vi.useFakeTimers()
    const { client, transport } = setup({ answer: () => new Promise<Response>(() => {}) })
    const pending = client.get('initial-data', { schema: okSchema })
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 1)
    expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toBe('still waiting')
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(UpstreamTimeoutError)
    expect(UPSTREAM_TIMEOUT_MS).toBe(30_000)
    expect(transport).toHaveBeenCalledTimes(1)
    // The aborted request's signal is aborted too, so the transport can stop its work.
    expect(transport.mock.calls[0]![0].signal.aborted).toBe(true)
  })

  it('does not retry a failed call', async () => {
    const { client, transport } = setup({ answer: () => Promise.reject(new TypeError('fetch failed')) })
    await expect(client.get('initial-data', { schema: okSchema })).rejects.toThrow('fetch failed')
    expect(transport).toHaveBeenCalledTimes(1)
  })

  it('on a 401, clears the token and XSRF cookies and sends the user to /login', async () => {
    const { client, jar, onUnauthenticated } = setup({
      cookies: { token: 'expired', 'XSRF-TOKEN': 'x', selectedCityId: '3' },
      answer: () => Promise.resolve(Response.json({ success: false, message: 'no' }, { status: 401 })),
    })
    await expect(client.get('user', { schema: okSchema })).rejects.toThrow('redirected to /login')
    expect(onUnauthenticated).toHaveBeenCalledTimes(1)
    expect(jar.has('token')).toBe(false)
    expect(jar.has('XSRF-TOKEN')).toBe(false)
    expect(jar.get('selectedCityId')).toBe('3')
  })

  it("keeps the API's status, message and field errors when it refuses", async () => {
    const { client } = setup({
      answer: () =>
        Promise.resolve(
          Response.json(
            { success: false, message: 'Les informations envoyées ne sont pas valides.', data: { errors: { page: ['Trop petit'] } } },
            { status: 400 },
          ),
        ),
    })
    const error = await client.get('1/products', { schema: okSchema }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error).toMatchObject({
      status: 400,
      message: 'Les informations envoyées ne sont pas valides.',
      errors: { page: ['Trop petit'] },
    })
  })

  it('refuses an answer that does not match the contract', async () => {
    const { client } = setup({ answer: () => Promise.resolve(Response.json({ success: true, data: { value: 'one' } })) })
    await expect(client.get('initial-data', { schema: okSchema })).rejects.toThrow()
  })
})
