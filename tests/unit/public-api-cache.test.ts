/**
 * The Shop API's anonymous catalogue answers kept in memory (src/upstream/public-api-cache.ts):
 * which requests it may answer, what it never keeps, a change announced during an answer, its age
 * and size limits, and that it serves nothing while it cannot hear announcements.
 */
import { describe, expect, it } from 'vitest'
import { createPublicApiCache, publicApiKey } from '~/upstream/public-api-cache'

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop-api.internal${path}`, { headers })
const json = (value: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json', ...headers } })

function setup(options: Partial<Parameters<typeof createPublicApiCache>[0]> = {}) {
  let clock = 0
  const cache = createPublicApiCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => clock, ...options })
  cache.setListening(true)
  let answers = 0
  const answer =
    (headers: Record<string, string> = {}, status = 200) =>
    async () =>
      json({ answer: ++answers }, headers, status)
  const read = async (request: Request, respond = answer()) => (await (await cache.respond(request, respond)).json()).answer as number
  return { cache, answer, read, answers: () => answers, tick: (ms: number) => (clock += ms) }
}

describe('which requests the cache may answer', () => {
  it('keys an anonymous catalogue read by its path and query, and refuses everything else', () => {
    expect(publicApiKey(get('/api/fr/3/products?brand=sidi-ali&page=2'))).toBe('/api/fr/3/products?brand=sidi-ali&page=2')
    expect(publicApiKey(get('/api/ar/1/product/12'))).toBe('/api/ar/1/product/12')
    for (const path of ['/api/fr/taxonomy', '/api/ar/initial-data', '/api/fr/catalogue-index']) expect(publicApiKey(get(path))).toBe(path)
    // A customer (token or cookie), a write, personal or time-bound answers: never.
    expect(publicApiKey(get('/api/fr/3/products', { Authorization: 'Bearer secret' }))).toBeNull()
    expect(publicApiKey(get('/api/fr/3/products', { Cookie: 'token=secret' }))).toBeNull()
    expect(publicApiKey(new Request('http://shop-api.internal/api/fr/taxonomy', { method: 'POST' }))).toBeNull()
    for (const path of [
      '/api/fr/cart',
      '/api/fr/orders',
      '/api/fr/checkout/options?city_id=1',
      '/api/fr/user',
      '/api/admin/products',
      '/api/de/taxonomy',
    ])
      expect(publicApiKey(get(path)), path).toBeNull()
  })
})

describe('answers from memory', () => {
  it('answers the same request from memory, another city or filter apart', async () => {
    const { cache, read, answer, answers } = setup()
    expect(await read(get('/api/fr/1/products'))).toBe(1)
    expect(await read(get('/api/fr/1/products'))).toBe(1)
    expect((await cache.respond(get('/api/fr/1/products'), answer())).headers.get('X-Api-Cache')).toBe('hit')
    expect(await read(get('/api/fr/2/products'))).toBe(2)
    expect(await read(get('/api/fr/1/products?brand=oulmes'))).toBe(3)
    expect(answers()).toBe(3)
  })

  it('never keeps a refusal, a cookie, a private answer, nor a signed-in read; the API’s no-store is no reason', async () => {
    const { read, answer, answers } = setup()
    await read(get('/api/fr/1/product/999'), answer({}, 404))
    await read(get('/api/fr/1/product/999'), answer({}, 404))
    await read(get('/api/fr/taxonomy'), answer({ 'Set-Cookie': 'x=1' }))
    await read(get('/api/fr/taxonomy'), answer({ 'Set-Cookie': 'x=1' }))
    await read(get('/api/fr/initial-data'), answer({ 'Cache-Control': 'private, no-store' }))
    await read(get('/api/fr/initial-data'), answer({ 'Cache-Control': 'private, no-store' }))
    await read(get('/api/fr/initial-data', { Authorization: 'Bearer a' }))
    await read(get('/api/fr/initial-data', { Authorization: 'Bearer a' }))
    expect(answers()).toBe(8)
    // Every API answer says no-store to browsers and proxies: kept all the same.
    await read(get('/api/fr/1/products'), answer({ 'Cache-Control': 'no-store' }))
    expect(await read(get('/api/fr/1/products'), answer({ 'Cache-Control': 'no-store' }))).toBe(9)
  })

  it('forgets everything on an announced change, and keeps nothing from an answer that began before it', async () => {
    const { cache, read, answers } = setup()
    await read(get('/api/fr/taxonomy'))
    cache.clear()
    expect(await read(get('/api/fr/taxonomy'))).toBe(2)
    // A change announced while the API was answering: that answer is sent, not kept.
    let release!: () => void
    const slow = new Promise<void>((resolve) => (release = resolve))
    const pending = cache.respond(get('/api/fr/1/products'), async () => {
      await slow
      return json({ answer: 'before the change' })
    })
    cache.clear()
    release()
    expect((await (await pending).json()).answer).toBe('before the change')
    expect(await read(get('/api/fr/1/products'))).toBe(3)
    expect(answers()).toBe(3)
  })

  it('serves nothing from memory while it cannot hear announcements', async () => {
    const { cache, read } = setup()
    await read(get('/api/fr/taxonomy'))
    cache.setListening(false)
    expect(await read(get('/api/fr/taxonomy'))).toBe(2)
    expect(await read(get('/api/fr/taxonomy'))).toBe(3)
    cache.setListening(true)
    expect(await read(get('/api/fr/taxonomy'))).toBe(4)
    expect(await read(get('/api/fr/taxonomy'))).toBe(4)
  })

  it('keeps an answer maxAgeMs at most, and stays within its entry and byte limits', async () => {
    const { read, tick } = setup({ maxEntries: 2 })
    await read(get('/api/fr/taxonomy'))
    tick(60_001)
    expect(await read(get('/api/fr/taxonomy'))).toBe(2)
    await read(get('/api/fr/1/products'))
    await read(get('/api/fr/2/products'))
    // The least recently used (taxonomy) made room.
    expect(await read(get('/api/fr/taxonomy'))).toBe(5)
    const tiny = setup({ maxBytes: 10 })
    await tiny.read(get('/api/fr/taxonomy'))
    expect(await tiny.read(get('/api/fr/taxonomy'))).toBe(2)
    expect(tiny.cache.size()).toEqual({ entries: 0, bytes: 0 })
  })
})
