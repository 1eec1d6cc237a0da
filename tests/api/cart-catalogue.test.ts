/**
 * What a cart save reads of the catalogue from memory (src/api/services/cart/cart-catalogue.ts,
 * docs/decisions/0072): a price, a pack size withdrawn or a city closed reach the next saves once
 * PostgreSQL has announced them, a stock count (which is never announced) at once, and nothing is
 * kept while the instance cannot hear announcements.
 */
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { cities, cityPrices, products, productVariants } from '~/api/db/schema'
import { cartCatalogueCache } from '~/api/services/cart/cart-catalogue'
import { followChanges } from '~/api/services/shared/change-feed'
import { useTestDatabase } from './test-database'

const { db, api, url } = await useTestDatabase()
const listenerPool = new pg.Pool({ connectionString: url, max: 1 })
listenerPool.on('error', () => {}) // the database is dropped with its connections at the end
let nowListening: () => void
const listening = new Promise<void>((resolve) => (nowListening = resolve))
/** Set by a test that needs the cache to hear nothing for a moment. */
let deaf = false
const stopFollowing = followChanges(() => Promise.resolve(listenerPool), {
  onChange: () => deaf || cartCatalogueCache.clear(),
  onListening: (on) => {
    cartCatalogueCache.setListening(on)
    if (on) nowListening()
  },
})
afterAll(async () => {
  await stopFollowing()
  await listenerPool.end()
})
await listening

const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))
const [sidiAli] = await db.select().from(products).where(eq(products.slug, 'sidi-ali-1-5l'))
const [pack] = await db.select().from(productVariants).where(eq(productVariants.productId, sidiAli!.id)).orderBy(productVariants.id)

async function save(quantity = 1) {
  const response = await api.request('/api/fr/save-cart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ city_id: casablanca!.id, products: [{ product_id: sidiAli!.id, product_attribute_id: pack!.id, quantity }] }),
  })
  return {
    status: response.status,
    body: (await response.json()) as { data: { cart_details: { prices: { price: number }; in_stock: boolean }[] } },
  }
}
const priceOf = async () => (await save()).body.data.cart_details[0]!.prices.price

describe('a cart save priced from memory', () => {
  it('sees a new city price once it is announced', async () => {
    const before = await priceOf()
    await db
      .insert(cityPrices)
      .values({ cityId: casablanca!.id, productId: sidiAli!.id, variantId: pack!.id, priceCentimes: before + 700, sellPriceCentimes: null })
      .onConflictDoUpdate({
        target: [cityPrices.cityId, cityPrices.productId, cityPrices.variantId],
        set: { priceCentimes: before + 700, sellPriceCentimes: null },
      })
    await expect.poll(priceOf).toBe(before + 700)
    await db.delete(cityPrices).where(and(eq(cityPrices.cityId, casablanca!.id), eq(cityPrices.productId, sidiAli!.id)))
    await expect.poll(priceOf).toBe(before)
  })

  it('sees a stock count at once, though no stock count is announced', async () => {
    await db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, pack!.id))
    await expect.poll(async () => (await save(3)).body.data.cart_details[0]!.in_stock).toBe(true)
    // 50 → 2: still in stock for the product page, so nothing is announced; the save must see it now.
    await db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, pack!.id))
    expect((await save(3)).body.data.cart_details[0]!.in_stock).toBe(false)
    await db.update(productVariants).set({ stock: null }).where(eq(productVariants.id, pack!.id))
  })

  it('refuses a pack size withdrawn and a city closed once they are announced', async () => {
    expect((await save()).status).toBe(200)
    await db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, pack!.id))
    await expect.poll(async () => (await save()).status).toBe(400)
    await db.update(productVariants).set({ isActive: true }).where(eq(productVariants.id, pack!.id))
    await expect.poll(async () => (await save()).status).toBe(200)
    await db.update(cities).set({ isActive: false }).where(eq(cities.id, casablanca!.id))
    await expect.poll(async () => (await save()).status).toBe(404)
    await db.update(cities).set({ isActive: true }).where(eq(cities.id, casablanca!.id))
    await expect.poll(async () => (await save()).status).toBe(200)
  })

  it('serves from memory until a change is announced, and keeps nothing while it cannot hear announcements', async () => {
    const before = await priceOf()
    const changePrice = (centimes: number) =>
      db.update(productVariants).set({ priceCentimes: centimes, sellPriceCentimes: null }).where(eq(productVariants.id, pack!.id))
    deaf = true
    try {
      // Listening, but the announcement is not heard: the save still prices from memory.
      await changePrice(pack!.priceCentimes + 300)
      expect(await priceOf()).toBe(before)
      // Not listening: nothing is served from memory, the next save reads the change.
      cartCatalogueCache.setListening(false)
      const changed = await priceOf()
      expect(changed).not.toBe(before)
      await changePrice(pack!.priceCentimes + 600)
      expect(await priceOf()).not.toBe(changed)
    } finally {
      deaf = false
      await db
        .update(productVariants)
        .set({ priceCentimes: pack!.priceCentimes, sellPriceCentimes: pack!.sellPriceCentimes })
        .where(eq(productVariants.id, pack!.id))
      cartCatalogueCache.setListening(true)
    }
  })
})
