/**
 * A steady light load of shoppers while something else runs in the same process (the standing
 * orders' job, as it runs inside the shop's own server): catalogue pages and product pages read
 * from the Shop API, and visitors' cart saves, through the in-process app on the shop's own pool.
 * Each request's latency is counted from the moment it was due, sent whether or not earlier answers
 * came back (as scripts/load/fixed-rate.ts does: a sender that waits would hide the queue).
 */
import { createApiApp } from '../../src/api/app'
import { type LatencyStats, latencyStats } from './latency-stats'

export type ShopperKind = 'page' | 'cart save'
type CartLine = { product_id: number; product_attribute_id: number | null; quantity: number }
export type MeanwhileFigures = { stats: Record<ShopperKind, LatencyStats>; failures: Map<string, number>; unsent: number }

/** Beyond this many answers still awaited, the shop is overwhelmed: the load says so (unsent) instead of piling up. */
const MAX_IN_FLIGHT = 200

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

/** Reads the city's catalogue as a shopper meets it: its pages, and each product's first pack size for the carts. */
export async function prepareShoppers(cityId: number) {
  const app = createApiApp()
  const json = async <T>(path: string) => {
    const response = await app.request(path)
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return ((await response.json()) as { data: T }).data
  }
  const catalogue = await json<{ items: { id: number; available: boolean }[] }>(`/api/fr/${cityId}/products?per_page=60`)
  const lines: CartLine[] = []
  for (const item of catalogue.items.filter((product) => product.available)) {
    const detail = await json<{ in_stock: boolean; formated_attributes: Record<string, { id: number; in_stock: boolean }> | null }>(
      `/api/fr/${cityId}/product/${item.id}`,
    )
    const packs = Object.values(detail.formated_attributes ?? {}).filter((pack) => pack.in_stock)
    if (packs.length > 0) lines.push({ product_id: item.id, product_attribute_id: packs[0]!.id, quantity: 1 })
    else if (detail.in_stock && !detail.formated_attributes) lines.push({ product_id: item.id, product_attribute_id: null, quantity: 1 })
  }
  if (lines.length === 0) throw new Error(`City ${cityId} sells nothing: the shoppers have no cart to save.`)
  const pages = [
    ...['fr', 'ar'].map((locale) => `/api/${locale}/${cityId}/products?per_page=24`),
    ...lines.map((line) => `/api/${pick(['fr', 'ar'])}/${cityId}/product/${line.product_id}`),
  ]
  return { app, cityId, lines, pages }
}

/** Starts `rate` requests a second, half pages, half cart saves; `stop()` waits for the last answers and gives the figures. */
export function startShoppers({ app, cityId, lines, pages }: Awaited<ReturnType<typeof prepareShoppers>>, rate: number) {
  const latencies: Record<ShopperKind, number[]> = { page: [], 'cart save': [] }
  const failures = new Map<string, number>()
  const running = new Set<Promise<void>>()
  let unsent = 0
  let stopped = false
  // Visitors' carts: each saves again with its reference and the next revision, one save at a time.
  const carts: { reference: string | null; revision: number; busy: boolean }[] = []

  const saveCart = async () => {
    let cart = carts.find((each) => !each.busy && Math.random() < 0.5)
    if (!cart) carts.push((cart = { reference: null, revision: 0, busy: false }))
    cart.busy = true
    try {
      const revision = cart.revision + 1
      const products = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
        ...pick(lines),
        quantity: 1 + Math.floor(Math.random() * 4),
      }))
      const response = await app.request(`/api/${pick(['fr', 'ar'])}/save-cart`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ city_id: cityId, products, reference: cart.reference, revision }),
      })
      if (response.ok) {
        const { data } = (await response.json()) as { data: { reference: string; revision: number } }
        cart.reference = data.reference
        cart.revision = Math.max(revision, data.revision)
      } else await response.body?.cancel()
      return response.status
    } finally {
      cart.busy = false
    }
  }
  const readPage = async () => {
    const response = await app.request(pick(pages))
    await response.arrayBuffer()
    return response.status
  }

  const send = async (kind: ShopperKind, due: number) => {
    try {
      const status = await (kind === 'page' ? readPage() : saveCart())
      if (status >= 400) failures.set(`${kind} ${status}`, (failures.get(`${kind} ${status}`) ?? 0) + 1)
    } catch (error) {
      failures.set(`${kind} ${(error as Error).message}`, (failures.get(`${kind} ${(error as Error).message}`) ?? 0) + 1)
    }
    latencies[kind].push(performance.now() - due)
  }

  const loop = (async () => {
    const started = performance.now()
    for (let sent = 0; !stopped; sent++) {
      const due = started + (sent * 1000) / rate
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      if (stopped) break
      if (running.size >= MAX_IN_FLIGHT) {
        unsent++
        continue
      }
      const done: Promise<void> = send(sent % 2 === 0 ? 'page' : 'cart save', due).finally(() => running.delete(done))
      running.add(done)
    }
  })()

  return {
    async stop(): Promise<MeanwhileFigures> {
      stopped = true
      await loop
      await Promise.all(running)
      return { stats: { page: latencyStats(latencies.page), 'cart save': latencyStats(latencies['cart save']) }, failures, unsent }
    },
  }
}
