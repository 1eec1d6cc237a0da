/**
 * The public pages' cache in the built shop (issue 17 §9, issue 18; docs/decisions/0037): two
 * instances on one PostgreSQL. A visitor's page comes from memory with its own CSP nonce; a
 * signed-in customer never does; any write to what the pages show, made anywhere (here by plain
 * SQL, as an operator would), shows on the next page view on both instances; an order taking a
 * unit does not empty the cache unless the pack size runs out; an instance that stops hearing
 * announcements stops answering from memory until it hears them again. The Shop API's anonymous
 * catalogue answers (docs/decisions/0041) follow the same announcements.
 * Needs the build (`npm test` builds first).
 */
import type { ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeEmbeddedPostgres } from '../support/embedded-postgres-process'
import { startShop } from '../support/shop-process'
import { queryDatabase } from '../support/sql'

const PORTS = [3266, 3267] as const
const DB_PORT = 5666
const DATA_DIR = 'data/page-cache-test-postgres'
const databaseUrl = `postgres://postgres:embedded-local@127.0.0.1:${DB_PORT}/shop`
const shops: ChildProcess[] = []
const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values)

const page = async (port: number, path: string, cookie?: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  const html = await response.text()
  const scriptNonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
  return { status: response.status, html, cache: response.headers.get('X-Page-Cache'), scriptNonce, headers: response.headers }
}
/** The first answer from memory, once the instance listens (it starts listening once its database is open). */
async function untilServedFromMemory(port: number, path: string) {
  for (let tries = 0; tries < 50; tries++) {
    const answer = await page(port, path)
    if (answer.cache === 'hit') return answer
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${path} never came from memory on ${port}`)
}
/** An announcement travels from the committing backend to each listening instance: a few milliseconds. */
const announced = () => new Promise((resolve) => setTimeout(resolve, 150))

beforeAll(async () => {
  await rm(DATA_DIR, { recursive: true, force: true })
  shops.push(await startShop({ port: PORTS[0], dbPort: DB_PORT, dataDir: DATA_DIR }))
  shops.push(await startShop({ port: PORTS[1], env: { DATABASE_URL: databaseUrl, JOBS_INTERVAL_SECONDS: '0' } }))
}, 180_000)

afterAll(async () => {
  for (const shop of shops) if (shop.exitCode === null) shop.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  await removeEmbeddedPostgres(DATA_DIR)
})

describe('the public pages from memory, on two instances', () => {
  it('answers a visitor from memory with this response’s nonce, and a signed-in customer never', { timeout: 60_000 }, async () => {
    const first = await untilServedFromMemory(PORTS[0], '/catalogue')
    const second = await page(PORTS[0], '/catalogue')
    expect(second.cache).toBe('hit')
    expect(second.scriptNonce).toBeTruthy()
    expect(second.scriptNonce).not.toBe(first.scriptNonce)
    // Every nonce in the page is this response's: the scripts run under its CSP.
    const nonces = new Set([...second.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))
    expect([...nonces]).toEqual([second.scriptNonce])
    expect(second.html).not.toContain(first.scriptNonce!)
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600')

    const signedIn = await page(PORTS[0], '/catalogue', 'token=not-a-session')
    expect(signedIn.cache).toBeNull()
    // A page of another city is its own entry, rendered for that city.
    const [rabat] = await sql<{ id: number; name_fr: string }>("SELECT id, name_fr FROM cities WHERE slug = 'rabat'")
    const inRabat = await page(PORTS[0], '/catalogue', `selectedCityId=${rabat!.id}`)
    expect(inRabat.cache).toBe('miss')
    expect(inRabat.html).toContain(rabat!.name_fr)
  })

  it('shows a change made by plain SQL on the next page view of both instances', { timeout: 60_000 }, async () => {
    const [product] = await sql<{ id: number; slug: string; name_fr: string; name_ar: string }>(
      "SELECT id, slug, name_fr, name_ar FROM products WHERE slug = 'sidi-ali-1-5l'",
    )
    const path = `/produit/${product!.id}-${product!.slug}`
    for (const port of PORTS) {
      await untilServedFromMemory(port, path)
      await untilServedFromMemory(port, `/ar${path}`)
    }
    await sql('UPDATE products SET name_fr = $2, name_ar = $3 WHERE id = $1', [product!.id, 'Sidi Ali renommée', 'سيدي علي الجديدة'])
    await announced()
    for (const port of PORTS) {
      const french = await page(port, path)
      expect(french.cache).toBe('miss')
      expect(french.html).toContain('Sidi Ali renommée')
      expect((await page(port, `/ar${path}`)).html).toContain('سيدي علي الجديدة')
    }
    await sql('UPDATE products SET name_fr = $2, name_ar = $3 WHERE id = $1', [product!.id, product!.name_fr, product!.name_ar])
  })

  it(
    'answers the API’s anonymous catalogue reads from memory, and shows a change on both instances at once',
    { timeout: 60_000 },
    async () => {
      const [product] = await sql<{ id: number; name_fr: string }>("SELECT id, name_fr FROM products WHERE slug = 'oulmes-1l'")
      const [city] = await sql<{ id: number }>("SELECT id FROM cities WHERE slug = 'casablanca'")
      const read = async (port: number, headers: Record<string, string> = {}) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/fr/${city!.id}/product/${product!.id}`, { headers })
        return { cache: response.headers.get('X-Api-Cache'), name: ((await response.json()) as { data: { name: string } }).data.name }
      }
      for (const port of PORTS) {
        let answer = await read(port)
        for (let tries = 0; answer.cache !== 'hit' && tries < 50; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 200))
          answer = await read(port)
        }
        expect(answer).toEqual({ cache: 'hit', name: product!.name_fr })
        // A signed-in read (a token, or any cookie) is never answered from memory.
        expect((await read(port, { Authorization: 'Bearer not-a-session' })).cache).toBeNull()
        expect((await read(port, { Cookie: 'selectedCityId=1' })).cache).toBeNull()
      }
      await sql('UPDATE products SET name_fr = $2 WHERE id = $1', [product!.id, 'Oulmès renommée'])
      await announced()
      for (const port of PORTS) expect(await read(port)).toEqual({ cache: 'miss', name: 'Oulmès renommée' })
      await sql('UPDATE products SET name_fr = $2 WHERE id = $1', [product!.id, product!.name_fr])
    },
  )

  it('keeps its pages when an order takes a unit, and drops them when the pack size runs out', { timeout: 60_000 }, async () => {
    const [variant] = await sql<{ id: number; product_id: number; slug: string; stock: number | null }>(
      `SELECT v.id, v.product_id, p.slug, v.stock FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.is_active AND p.is_active ORDER BY v.id LIMIT 1`,
    )
    const path = `/produit/${variant!.product_id}-${variant!.slug}`
    await sql('UPDATE product_variants SET stock = 10 WHERE id = $1', [variant!.id])
    await announced()
    expect((await untilServedFromMemory(PORTS[1], path)).html).not.toContain('Épuisé')
    await sql('UPDATE product_variants SET stock = stock - 1 WHERE id = $1', [variant!.id])
    await announced()
    expect((await page(PORTS[1], path)).cache).toBe('hit')
    await sql('UPDATE product_variants SET stock = 0 WHERE id = $1', [variant!.id])
    await announced()
    const soldOut = await page(PORTS[1], path)
    expect(soldOut.cache).toBe('miss')
    expect(soldOut.html).toContain('Épuisé')
    await sql('UPDATE product_variants SET stock = $2 WHERE id = $1', [variant!.id, variant!.stock])
  })

  it('stops answering from memory while it cannot hear announcements, and starts again once it can', { timeout: 60_000 }, async () => {
    await untilServedFromMemory(PORTS[0], '/faq')
    // The listening connections end (a database restart or a network cut would do the same).
    const ended = await sql<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    )
    expect(ended.length).toBeGreaterThanOrEqual(2)
    await announced()
    expect((await page(PORTS[0], '/faq')).cache).not.toBe('hit')
    await untilServedFromMemory(PORTS[0], '/faq')
    // Listening again: a change still reaches it.
    await sql("UPDATE content_pages SET texts = texts WHERE slug = 'faq'")
    await announced()
    expect((await page(PORTS[0], '/faq')).cache).toBe('miss')
  })
})
