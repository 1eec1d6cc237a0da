/**
 * The public pages' cache on its own (src/server/public-page-cache.ts): which requests it may
 * answer, the nonce of each response, what it never keeps, a change announced during a rendering,
 * the background refresh of an old page, and its size limits.
 */
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPublicPageCache, publicPageKey, refreshRequest } from '~/server/public-page-cache'

const page = (nonce: string, text = 'Catalogue', headers: Record<string, string> = {}, status = 200) =>
  new Response(`<script nonce="${nonce}">${text}</script><p>${text}</p>`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  })
const get = (path: string, cookie?: string) => new Request(`http://shop.test${path}`, { headers: cookie ? { Cookie: cookie } : {} })

function setup(options: Partial<Parameters<typeof createPublicPageCache>[0]> = {}) {
  let clock = 0
  const cache = createPublicPageCache({ maxEntries: 10, maxBytes: 1_000_000, freshMs: 60_000, now: () => clock, ...options })
  cache.setListening(true)
  let renders = 0
  const render =
    (text = 'Catalogue', headers: Record<string, string> = {}, status = 200) =>
    async () => {
      renders++
      return { response: page(`render-${renders}`, text, headers, status), nonce: `render-${renders}` }
    }
  return { cache, render, renders: () => renders, tick: (ms: number) => (clock += ms) }
}

describe('which requests the cache may answer', () => {
  it('keys a visitor’s public page by its path, query and city, and refuses everything else', () => {
    expect(publicPageKey(get('/catalogue?brand=sidi-ali', 'selectedCityId=3'))).toBe('/catalogue?brand=sidi-ali|3')
    expect(publicPageKey(get('/ar/catalogue/eau'))).toBe('/ar/catalogue/eau|')
    expect(publicPageKey(get('/produit/1-sidi-ali-1-5l/'))).toBe('/produit/1-sidi-ali-1-5l|')
    expect(publicPageKey(get('/'))).toBe('/|')
    expect(publicPageKey(get('/ar'))).toBe('/ar|')
    expect(publicPageKey(get('/ar/faq', 'selectedCityId=abc'))).toBe('/ar/faq|')
    // A signed-in customer, a form, personal or back-office pages, a POST: never.
    expect(publicPageKey(get('/catalogue', 'selectedCityId=3; token=secret'))).toBeNull()
    for (const path of ['/espace/commandes', '/gestion', '/panier', '/commande/livraison', '/nous-contacter', '/login', '/_serverFn/x']) {
      expect(publicPageKey(get(path)), path).toBeNull()
    }
    expect(publicPageKey(new Request('http://shop.test/catalogue', { method: 'POST' }))).toBeNull()
  })

  it('refreshes a page as a visitor of the same city, with nothing else of the visitor’s', () => {
    const request = refreshRequest(get('/catalogue?page=2', 'selectedCityId=4; XSRF-TOKEN=abc; _ga=1'))
    expect(request.url).toBe('http://shop.test/catalogue?page=2')
    expect(request.headers.get('Cookie')).toBe('selectedCityId=4')
  })
})

describe('answers from memory', () => {
  it('renders once, then answers with each response’s own nonce', async () => {
    const { cache, render, renders } = setup()
    const first = await cache.respond(get('/catalogue'), 'render-1', render(), render())
    expect(first.outcome).toBe('miss')
    expect(await first.response.text()).toContain('nonce="render-1"')
    const second = await cache.respond(get('/catalogue'), 'fresh-nonce', render(), render())
    expect(second.outcome).toBe('hit')
    expect(second.response.headers.get('X-Page-Cache')).toBe('hit')
    expect(await second.response.text()).toBe('<script nonce="fresh-nonce">Catalogue</script><p>Catalogue</p>')
    expect(renders()).toBe(1)
    // Another city is another page.
    expect((await cache.respond(get('/catalogue', 'selectedCityId=2'), 'n', render(), render())).outcome).toBe('miss')
  })

  it('sends gzip to a client that takes it, compressed once per page, with each response’s own nonce', async () => {
    const { cache, render } = setup()
    const text = 'Eau minérale · مياه معدنية '.repeat(200)
    const gzipped = (nonce: string, acceptEncoding: string) =>
      cache.respond(
        new Request('http://shop.test/catalogue', { headers: { 'Accept-Encoding': acceptEncoding } }),
        nonce,
        render(text),
        render(text),
      )
    // The rendering (a miss) says its own nonce, as the server's does; the hits say theirs.
    for (const [nonce, accept] of [
      ['render-1', 'gzip'],
      ['first-nonce', 'gzip, deflate, br'],
      ['second-nonce', 'br;q=1, gzip;q=0.5'],
    ] as const) {
      const { response } = await gzipped(nonce, accept)
      expect(response.headers.get('Content-Encoding')).toBe('gzip')
      const body = Buffer.from(await response.arrayBuffer())
      expect(body.length).toBeLessThan(text.length / 5)
      expect(gunzipSync(body).toString() === `<script nonce="${nonce}">${text}</script><p>${text}</p>`, nonce).toBe(true)
    }
    // Refused (q=0) or not asked for: the page as it is.
    for (const accept of ['gzip;q=0', 'identity', '']) {
      const { response } = await gzipped('plain-nonce', accept)
      expect(response.headers.has('Content-Encoding')).toBe(false)
      expect((await response.text()) === `<script nonce="plain-nonce">${text}</script><p>${text}</p>`, accept).toBe(true)
    }
  })

  it('never keeps a page that set a cookie, chose its own caching, or failed', async () => {
    const { cache, render, renders } = setup()
    for (const [headers, status] of [
      [{ 'Set-Cookie': 'a=b' }, 200],
      [{ 'Cache-Control': 'private, no-store' }, 200],
      [{}, 404],
    ] as const) {
      await cache.respond(get('/faq'), 'n', render('FAQ', headers, status), render())
      const again = await cache.respond(get('/faq'), 'n', render('FAQ', headers, status), render())
      expect(again.outcome).toBe('miss')
    }
    expect(renders()).toBe(6)
    expect(cache.size().entries).toBe(0)
  })

  it('drops every page on a change, and does not keep a rendering a change overtook', async () => {
    const { cache, render } = setup()
    await cache.respond(get('/catalogue'), 'n', render('Old'), render())
    cache.clear()
    const afterChange = await cache.respond(get('/catalogue'), 'n', render('New'), render())
    expect(afterChange.outcome).toBe('miss')
    expect(await afterChange.response.text()).toContain('New')

    // A rendering that began before a change answers its own request, but is not kept.
    cache.clear()
    const slow = async () => {
      const rendered = await render('Before the change')()
      cache.clear()
      return rendered
    }
    expect(await (await cache.respond(get('/catalogue'), 'n', slow, render())).response.text()).toContain('Before the change')
    expect((await cache.respond(get('/catalogue'), 'n', render('After'), render())).outcome).toBe('miss')
  })

  it('answers nothing from memory while it cannot hear changes', async () => {
    const { cache, render } = setup()
    await cache.respond(get('/'), 'n', render(), render())
    cache.setListening(false)
    expect((await cache.respond(get('/'), 'n', render(), render())).outcome).toBe('bypass')
    expect((await cache.respond(get('/'), 'n', render(), render())).outcome).toBe('bypass')
    cache.setListening(true)
    expect((await cache.respond(get('/'), 'n', render(), render())).outcome).toBe('miss')
  })

  it('serves an old page while one background rendering replaces it', async () => {
    const { cache, render, renders, tick } = setup({ freshMs: 1000 })
    await cache.respond(get('/'), 'n', render('v1'), render())
    tick(1500)
    let refreshes = 0
    const refresh = async () => {
      refreshes++
      return render('v2')()
    }
    const stale = await Promise.all([1, 2, 3].map(() => cache.respond(get('/'), 'n', render('never'), refresh)))
    expect(stale.map((answer) => answer.outcome)).toEqual(['stale', 'stale', 'stale'])
    expect(await stale[0]!.response.text()).toContain('v1')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(refreshes).toBe(1)
    const fresh = await cache.respond(get('/'), 'n', render('never'), refresh)
    expect(fresh.outcome).toBe('hit')
    expect(await fresh.response.text()).toContain('v2')
    expect(renders()).toBe(2)
  })

  it('spreads the freshness of pages stored together, and renders old pages again one at a time', async () => {
    const draws = [0, 1, 0.5]
    const { cache, render, tick } = setup({ freshMs: 1000, random: () => draws.shift() ?? 0.5 })
    for (const path of ['/', '/faq', '/a-propos']) await cache.respond(get(path), 'n', render(), render())
    let running = 0
    let most = 0
    const refreshed: string[] = []
    const refresh = (path: string) => async () => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, 20))
      running--
      refreshed.push(path)
      return render('v2')()
    }
    const outcome = async (path: string) => (await cache.respond(get(path), 'n', render('never'), refresh(path))).outcome
    // Fresh for 750, 1250 and 1000 ms.
    tick(900)
    expect([await outcome('/'), await outcome('/faq'), await outcome('/a-propos')]).toEqual(['stale', 'hit', 'hit'])
    tick(400)
    expect([await outcome('/faq'), await outcome('/a-propos')]).toEqual(['stale', 'stale'])
    await expect.poll(() => refreshed).toEqual(['/', '/faq', '/a-propos'])
    expect(most).toBe(1)
  })

  it('keeps at most its number of pages and bytes, dropping the least recently used', async () => {
    const { cache, render } = setup({ maxEntries: 2 })
    for (const path of ['/', '/faq', '/a-propos']) await cache.respond(get(path), 'n', render(), render())
    expect(cache.size().entries).toBe(2)
    expect((await cache.respond(get('/faq'), 'n', render(), render())).outcome).toBe('hit')
    expect((await cache.respond(get('/'), 'n', render(), render())).outcome).toBe('miss')

    const small = setup({ maxBytes: 150 })
    await small.cache.respond(get('/'), 'n', small.render('x'.repeat(200)), small.render())
    expect(small.cache.size()).toEqual({ entries: 0, bytes: 0 })
  })
})
