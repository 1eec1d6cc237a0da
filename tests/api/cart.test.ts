import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { saveCartResponseSchema } from '~/api/contract/cart'
import { cartLines, carts, cities, products, productVariants } from '~/api/db/schema'
import { priceInCity } from '~/api/services/catalogue/city-prices'
import { useTestDatabase } from './test-database'
import { seededRandom } from '../support/seeded-random'

const { db, api } = await useTestDatabase()
const city = async (slug: string) => (await db.select().from(cities).where(eq(cities.slug, slug)))[0]!
const casablanca = await city('casablanca')
const [sidiAli] = await db.select().from(products).where(eq(products.slug, 'sidi-ali-1-5l'))
const sidiAliVariants = await db
  .select()
  .from(productVariants)
  .where(eq(productVariants.productId, sidiAli!.id))
  .orderBy(productVariants.id)
const [plain] = (await db.select().from(products)).filter((product) => product.slug.includes('fontaine') || product.slug.includes('purif'))

async function save(body: Record<string, unknown>, locale = 'fr', path = `/api/${locale}/save-cart`) {
  const response = await api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
  return { status: response.status, body: await response.json() }
}

describe('POST /api/{locale}/save-cart', () => {
  it('prices every line from the database for the city and sums the totals', async () => {
    const [small, big] = sidiAliVariants
    const { status, body } = await save({
      city_id: casablanca.id,
      products: [
        { product_id: sidiAli!.id, quantity: 2, product_attribute_id: small!.id },
        { product_id: sidiAli!.id, quantity: 1, product_attribute_id: big!.id },
      ],
    })
    expect(status).toBe(200)
    const { data } = saveCartResponseSchema.parse(body)
    const unit = (variant: typeof small) => variant!.sellPriceCentimes ?? variant!.priceCentimes
    expect(data.cart_details.map((line) => [line.product_attribute_id, line.quantity, line.prices.price])).toEqual([
      [small!.id, 2, unit(small)],
      [big!.id, 1, unit(big)],
    ])
    expect(data.totals.subtotal).toBe(unit(small) * 2 + unit(big))
    expect(data.totals.items).toBe(3)
    expect(data.totals.gained_points).toBe(Math.floor(data.totals.subtotal / 1000))
    expect(data.totals.cumulated_points).toBe(data.totals.points + data.totals.gained_points)
    expect(data.reference).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
  })

  it('ignores prices, totals and discounts sent by the client (check 1)', async () => {
    const variant = sidiAliVariants[0]!
    const { body } = await save({
      city_id: casablanca.id,
      total: 1,
      discount: 999999,
      products: [
        { product_id: sidiAli!.id, quantity: 3, product_attribute_id: variant.id, price: 1, prices: { price: 1 }, variantPrice: 1 },
      ],
    })
    const { data } = saveCartResponseSchema.parse(body)
    const unit = variant.sellPriceCentimes ?? variant.priceCentimes
    expect(data.cart_details[0]!.prices).toEqual({ price: unit, total: unit * 3 })
    expect(data.totals.total).toBe(unit * 3)
  })

  it('re-prices for a remote city and finds attributes given as a choice', async () => {
    const remote = (await db.select().from(cities)).find((candidate) => candidate.priceFactorPermille > 1000)!
    const variant = sidiAliVariants[0]!
    const product = (await (await api.request(`/api/fr/${remote.id}/product/${sidiAli!.id}`)).json()).data
    const choice = Object.keys(product.formated_attributes)[0]!
      .split('|')
      .map((pair: string) => pair.split(':'))
    const attributes = Object.fromEntries(choice.map(([code, id]: string[]) => [code, { id: Number(id) }]))
    const { body } = await save({ city_id: remote.id, products: [{ product_id: sidiAli!.id, quantity: 1, attributes }] })
    const { data } = saveCartResponseSchema.parse(body)
    expect(data.cart_details[0]!.product_attribute_id).toBe(variant.id)
    expect(data.cart_details[0]!.prices.price).toBe(
      priceInCity(variant.sellPriceCentimes ?? variant.priceCentimes, remote.priceFactorPermille),
    )
  })

  it('merges the same product and choice given twice', async () => {
    const variant = sidiAliVariants[0]!
    const { body } = await save({
      city_id: casablanca.id,
      products: [
        { product_id: sidiAli!.id, quantity: 2, product_attribute_id: variant.id },
        { product_id: sidiAli!.id, quantity: 5, product_attribute_id: variant.id },
      ],
    })
    expect(saveCartResponseSchema.parse(body).data.cart_details).toHaveLength(1)
    expect(body.data.cart_details[0].quantity).toBe(7)
  })

  it.each([
    ['zero', 0],
    ['negative', -3],
    ['decimal', 1.5],
    ['huge', 1_000_000],
    ['text', '2'],
  ])('refuses a %s quantity with a 400 in the request language, never a 5xx', async (_, quantity) => {
    const { status, body } = await save(
      { city_id: casablanca.id, products: [{ product_id: sidiAli!.id, quantity, product_attribute_id: sidiAliVariants[0]!.id }] },
      'ar',
    )
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.message).toBe('المعلومات المرسلة غير صالحة.')
    expect(Object.keys(body.data.errors)).toEqual(['products.0.quantity'])
  })

  it("refuses another product's variant, an unknown product, and a product without its choice", async () => {
    const [other] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, sidiAli!.id + 1))
    const cases = [
      [{ product_id: sidiAli!.id, quantity: 1, product_attribute_id: other!.id }, 'products.0.product_attribute_id'],
      [{ product_id: 999999, quantity: 1 }, 'products.0.product_id'],
      [{ product_id: sidiAli!.id, quantity: 1 }, 'products.0.product_attribute_id'],
      [{ product_id: plain!.id, quantity: 1, product_attribute_id: sidiAliVariants[0]!.id }, 'products.0.product_attribute_id'],
    ] as const
    for (const [line, field] of cases) {
      const { status, body } = await save({ city_id: casablanca.id, products: [line] })
      expect(status, JSON.stringify(line)).toBe(400)
      expect(Object.keys(body.data.errors)).toEqual([field])
      expect(body.data.errors[field][0]).toMatch(/produit|format/)
    }
  })

  it('keeps one cart per browser reference and refuses a stale save (check 18)', async () => {
    const variant = sidiAliVariants[0]!
    const first = await save({
      city_id: casablanca.id,
      revision: 1,
      products: [{ product_id: sidiAli!.id, quantity: 1, product_attribute_id: variant.id }],
    })
    const reference = first.body.data.reference
    const newer = await save({
      city_id: casablanca.id,
      reference,
      revision: 3,
      products: [{ product_id: sidiAli!.id, quantity: 3, product_attribute_id: variant.id }],
    })
    expect(newer.body.data.reference).toBe(reference)
    // The save made before (revision 2) arrives late: refused, the newer cart stays.
    const late = await save({
      city_id: casablanca.id,
      reference,
      revision: 2,
      products: [{ product_id: sidiAli!.id, quantity: 2, product_attribute_id: variant.id }],
    })
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ success: false, message: 'Votre panier a été modifié entre-temps. Il a été rechargé.' })
    const again = await save({
      city_id: casablanca.id,
      reference,
      revision: 3,
      products: [{ product_id: sidiAli!.id, quantity: 3, product_attribute_id: variant.id }],
    })
    expect(again.body.data.cart_details[0].quantity).toBe(3)
  })

  it('stores exactly the lines of each save: kept, changed, reordered, removed, emptied', async () => {
    const [small, big] = sidiAliVariants
    const line = (variant: typeof small, quantity: number) => ({ product_id: sidiAli!.id, quantity, product_attribute_id: variant!.id })
    const stored = async (reference: string) => {
      const [cart] = await db.select().from(carts).where(eq(carts.reference, reference))
      const rows = await db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id)).orderBy(cartLines.sortOrder)
      return { revision: cart!.revision, lines: rows.map((row) => [row.productId, row.variantId, row.quantity]) }
    }
    const first = await save({ city_id: casablanca.id, revision: 1, products: [line(small, 1), line(big, 2)] })
    const reference = first.body.data.reference as string
    expect(await stored(reference)).toEqual({
      revision: 1,
      lines: [
        [sidiAli!.id, small!.id, 1],
        [sidiAli!.id, big!.id, 2],
      ],
    })
    // The other order, one quantity changed, then one line removed, then none, then one again.
    await save({ city_id: casablanca.id, reference, revision: 2, products: [line(big, 5), line(small, 1)] })
    expect(await stored(reference)).toEqual({
      revision: 2,
      lines: [
        [sidiAli!.id, big!.id, 5],
        [sidiAli!.id, small!.id, 1],
      ],
    })
    await save({ city_id: casablanca.id, reference, revision: 3, products: [line(small, 4)] })
    expect(await stored(reference)).toEqual({ revision: 3, lines: [[sidiAli!.id, small!.id, 4]] })
    await save({ city_id: casablanca.id, reference, revision: 4, products: [] })
    expect(await stored(reference)).toEqual({ revision: 4, lines: [] })
    await save({ city_id: casablanca.id, reference, revision: 5, products: [line(big, 1)] })
    expect(await stored(reference)).toEqual({ revision: 5, lines: [[sidiAli!.id, big!.id, 1]] })
    // A refused save (stale) changes nothing.
    expect((await save({ city_id: casablanca.id, reference, revision: 4, products: [line(small, 9)] })).status).toBe(409)
    expect(await stored(reference)).toEqual({ revision: 5, lines: [[sidiAli!.id, big!.id, 1]] })
  })

  it('keeps one whole save when saves of one cart race: its revision and its lines together, never a mix', async () => {
    // Several rounds: a race is lost only now and then.
    for (let round = 0; round < 6; round++) {
      const [small, big] = sidiAliVariants
      const first = await save({
        city_id: casablanca.id,
        revision: 1,
        products: [{ product_id: sidiAli!.id, quantity: 1, product_attribute_id: small!.id }],
      })
      const reference = first.body.data.reference as string
      // Eight saves at once, each with lines of its own (its revision as the quantity, one or two lines).
      const revisions = [2, 3, 4, 5, 6, 7, 8, 9]
      const answers = await Promise.all(
        revisions.map((revision) =>
          save({
            city_id: casablanca.id,
            reference,
            revision,
            products: [
              { product_id: sidiAli!.id, quantity: revision, product_attribute_id: small!.id },
              ...(revision % 2 ? [{ product_id: sidiAli!.id, quantity: revision, product_attribute_id: big!.id }] : []),
            ],
          }),
        ),
      )
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
      const saved = revisions.filter((_, index) => answers[index]!.status === 200)
      expect(saved.length).toBeGreaterThan(0)
      const [cart] = await db.select().from(carts).where(eq(carts.reference, reference))
      const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id)).orderBy(cartLines.sortOrder)
      // The cart is the last save that went through, whole.
      expect(cart!.revision).toBe(Math.max(...saved))
      expect(lines.map((line) => [line.variantId, line.quantity])).toEqual([
        [small!.id, cart!.revision],
        ...(cart!.revision % 2 ? [[big!.id, cart!.revision]] : []),
      ])
    }
  })

  it('says what blocks the order: the minimum amount and a product not sold in the city', async () => {
    const remote = await city('dakhla')
    const [fountain] = (await db.select().from(products)).filter((product) => product.slug.includes('fontaine'))
    const variant = sidiAliVariants[0]!
    const { body } = await save(
      {
        city_id: remote.id,
        products: [
          { product_id: sidiAli!.id, quantity: 1, product_attribute_id: variant.id },
          { product_id: fountain!.id, quantity: 1 },
        ],
      },
      'ar',
    )
    const { data } = saveCartResponseSchema.parse(body)
    expect(data.messages.map((message) => message.code).sort()).toEqual(['min_order', 'unavailable'])
    expect(data.messages.find((message) => message.code === 'min_order')?.message).toContain('الداخلة')
    // The line not sold there does not count in the totals.
    expect(data.totals.items).toBe(1)
  })

  it.each(['{bad json', '', 'null', '[]', '{"__proto__": {"polluted": true}, "city_id": 1, "products": []}'])(
    'answers a malformed body %s with a 400, never a 5xx, and leaves Object.prototype alone',
    async (raw) => {
      const response = await api.request('/api/fr/save-cart', {
        method: 'POST',
        body: raw,
        headers: { 'Content-Type': 'application/json' },
      })
      expect([200, 400]).toContain(response.status)
      if (response.status === 400) expect((await response.json()).success).toBe(false)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    },
  )

  it('answers an unknown city with a 404', async () => {
    const { status, body } = await save({ city_id: 999999, products: [] })
    expect(status).toBe(404)
    expect(body.message).toBe("Cette ville n'est pas desservie.")
  })
})

describe('an independent oracle (check 1)', () => {
  it('agrees with the server on 40 random carts in random cities, to the centime', async () => {
    const allCities = await db.select().from(cities)
    const allProducts = await db.select().from(products)
    const allVariants = await db.select().from(productVariants)
    const availability = (await db.execute(sql`SELECT product_id, city_id FROM product_cities WHERE is_available`)).rows as {
      product_id: number
      city_id: number
    }[]
    const random = seededRandom(7)
    for (let round = 0; round < 40; round++) {
      const cartCity = allCities[random(allCities.length)]!
      const lines = Array.from({ length: 1 + random(5) }, () => {
        const product = allProducts[random(allProducts.length)]!
        const own = allVariants.filter((variant) => variant.productId === product.id)
        const variant = own.length ? own[random(own.length)]! : null
        return { product, variant, quantity: 1 + random(12) }
      })
      const { status, body } = await save({
        city_id: cartCity.id,
        products: lines.map((line) => ({
          product_id: line.product.id,
          quantity: line.quantity,
          product_attribute_id: line.variant?.id ?? null,
          price: 1,
        })),
      })
      expect(status).toBe(200)
      // The oracle: merge the same choices, keep what is sold in the city, price it with the city's factor.
      const merged = new Map<string, { unit: number; quantity: number; sold: boolean }>()
      for (const line of lines) {
        const key = `${line.product.id}:${line.variant?.id ?? ''}`
        const base = line.variant
          ? (line.variant.sellPriceCentimes ?? line.variant.priceCentimes)
          : (line.product.sellPriceCentimes ?? line.product.priceCentimes)
        const sold = availability.some((row) => row.product_id === line.product.id && row.city_id === cartCity.id)
        const previous = merged.get(key)
        merged.set(key, {
          unit: Math.round((base * cartCity.priceFactorPermille) / 1000),
          quantity: Math.min(999, (previous?.quantity ?? 0) + line.quantity),
          sold,
        })
      }
      const expected = [...merged.values()].filter((line) => line.sold).reduce((sum, line) => sum + line.unit * line.quantity, 0)
      expect(body.data.totals.total, `round ${round}`).toBe(expected)
      expect(body.data.totals.gained_points).toBe(Math.floor(expected / 1000))
    }
  })
})

describe('POST /api/validate-cart', () => {
  it('answers the cart as the server computed it, in the lang of the query', async () => {
    const { status, body } = await save(
      { city_id: casablanca.id, products: [{ product_id: sidiAli!.id, quantity: 1, product_attribute_id: sidiAliVariants[0]!.id }] },
      'ar',
      '/api/validate-cart?lang=ar',
    )
    expect(status).toBe(200)
    const { data } = saveCartResponseSchema.parse(body)
    expect(data.cart_details[0]!.product.name).toBe(sidiAli!.nameAr)
  })
})
