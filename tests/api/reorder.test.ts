/**
 * `POST /api/{locale}/orders/{reference}/reorder` on a real PostgreSQL: one's own order back in
 * the cart (merged, priced by the server), another customer's order or none (404, nothing of
 * it), no session (401), lines no longer sold reported instead of added.
 */
import { and, eq, notExists } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reorderResponseSchema } from '~/api/contract/checkout'
import { cartLines, carts, productCities, products, productVariants } from '~/api/db/schema'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const { cityId, createCustomer, createOrder } = orderFixtures(db)
const casablanca = await cityId('casablanca')

const productBySlug = async (slug: string) => (await db.select().from(products).where(eq(products.slug, slug)))[0]!
const firstVariant = async (productId: number) =>
  (await db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(productVariants.id))[0]!
const sidiAli = await productBySlug('sidi-ali-1-5l')
const sidiAliPack = await firstVariant(sidiAli.id)
const sidiAli1l = await productBySlug('sidi-ali-1l')
const sidiAli1lPack = await firstVariant(sidiAli1l.id)
const [plain] = await db
  .select()
  .from(products)
  .where(and(eq(products.isActive, true), notExists(db.select().from(productVariants).where(eq(productVariants.productId, products.id)))))
  .limit(1)

/** An order line of a catalogue product, as the checkout copies it. */
const line = (product: typeof sidiAli, quantity: number, variantId: number | null = null) => ({
  productId: product.id,
  variantId,
  nameFr: product.nameFr,
  nameAr: product.nameAr,
  reference: product.reference,
  quantity,
})

async function reorder(token: string | null, reference: string, { locale = 'fr', query = '' } = {}) {
  const response = await api.request(`/api/${locale}/orders/${reference}/reorder${query}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return { status: response.status, body: await response.json() }
}

const storedLines = async (userId: number) => {
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId))
  const lines = cart ? await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)) : []
  return lines.map((row) => [row.productId, row.variantId, row.quantity]).sort()
}

describe('POST /api/{locale}/orders/{reference}/reorder', () => {
  it("puts one's own order back in the cart, priced by the server", async () => {
    const customer = await createCustomer()
    const order = await createOrder(customer.id, { lines: [line(sidiAli, 2, sidiAliPack.id), line(plain!, 1)] })
    const { status, body } = await reorder(customer.token, order.reference)
    expect(status).toBe(200)
    const { data } = reorderResponseSchema.parse(body)
    expect(data.city_id).toBe(casablanca)
    expect(data.cart_details.map((detail) => [detail.product_id, detail.product_attribute_id, detail.quantity, detail.available])).toEqual([
      [sidiAli.id, sidiAliPack.id, 2, true],
      [plain!.id, null, 1, true],
    ])
    const unit = sidiAliPack.sellPriceCentimes ?? sidiAliPack.priceCentimes
    expect(data.cart_details[0]!.prices).toEqual({ price: unit, total: unit * 2 })
    expect(data.messages.filter((message) => message.code === 'reorder_unavailable')).toEqual([])
    expect(await storedLines(customer.id)).toEqual(
      [
        [sidiAli.id, sidiAliPack.id, 2],
        [plain!.id, null, 1],
      ].sort(),
    )
  })

  it("answers 404 without any of its data for another customer's order, as for an unknown one", async () => {
    const owner = await createCustomer()
    const other = await createCustomer()
    const order = await createOrder(owner.id, { lines: [line(sidiAli, 3, sidiAliPack.id)] })
    const theirs = await reorder(other.token, order.reference)
    const unknown = await reorder(other.token, 'MS-NOPE-0000')
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(unknown.body)
    expect(theirs.body).toEqual({ success: false, message: "Cette commande n'existe pas.", data: { errors: {} } })
    expect(await storedLines(other.id)).toEqual([])
    expect(await storedLines(owner.id)).toEqual([])
  })

  it('answers 401 without a session', async () => {
    const owner = await createCustomer()
    const order = await createOrder(owner.id, { lines: [line(sidiAli, 1, sidiAliPack.id)] })
    const { status, body } = await reorder(null, order.reference)
    expect(status).toBe(401)
    expect(body.success).toBe(false)
    expect(await storedLines(owner.id)).toEqual([])
  })

  it('reports lines no longer sold (withdrawn, or not in the city) instead of adding them', async () => {
    const customer = await createCustomer({ locale: 'ar' })
    const order = await createOrder(customer.id, {
      lines: [line(sidiAli, 2, sidiAliPack.id), line(sidiAli1l, 1, sidiAli1lPack.id), line(plain!, 4)],
    })
    // Sidi Ali 1 L withdrawn from the catalogue, the plain product no longer sold in Casablanca.
    await db.update(products).set({ isActive: false }).where(eq(products.id, sidiAli1l.id))
    await db.delete(productCities).where(and(eq(productCities.productId, plain!.id), eq(productCities.cityId, casablanca)))
    try {
      const fr = reorderResponseSchema.parse((await reorder(customer.token, order.reference)).body).data
      expect(fr.cart_details.map((detail) => detail.product_id)).toEqual([sidiAli.id])
      const reported = fr.messages.filter((message) => message.code === 'reorder_unavailable')
      expect(reported).toEqual([
        {
          code: 'reorder_unavailable',
          field: 'products',
          message: 'Sidi Ali 1 L n’est plus vendu à Casablanca : il n’a pas été remis dans le panier.',
        },
        {
          code: 'reorder_unavailable',
          field: 'products',
          message: `${plain!.nameFr} n’est plus vendu à Casablanca : il n’a pas été remis dans le panier.`,
        },
      ])
      const ar = reorderResponseSchema.parse((await reorder(customer.token, order.reference, { locale: 'ar' })).body).data
      expect(ar.messages[0]!.message).toBe(`${sidiAli1l.nameAr} لم يعد يُباع في الدار البيضاء، لذلك لم تتم إعادته إلى السلة.`)
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.id, sidiAli1l.id))
      await db.insert(productCities).values({ productId: plain!.id, cityId: casablanca }).onConflictDoNothing()
    }
  })

  it("merges with the cart's lines: the same product and variant keeps the larger quantity, never doubled", async () => {
    const customer = await createCustomer()
    const order = await createOrder(customer.id, { lines: [line(sidiAli, 2, sidiAliPack.id), line(sidiAli1l, 5, sidiAli1lPack.id)] })
    const saved = await api.request('/api/fr/save-cart', {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        city_id: casablanca,
        comment: 'Sonnez deux fois',
        products: [
          { product_id: sidiAli.id, product_attribute_id: sidiAliPack.id, quantity: 4 },
          { product_id: sidiAli1l.id, product_attribute_id: sidiAli1lPack.id, quantity: 1 },
          { product_id: plain!.id, quantity: 1 },
        ],
      }),
    })
    expect(saved.status).toBe(200)
    const expected = [
      [sidiAli.id, sidiAliPack.id, 4],
      [sidiAli1l.id, sidiAli1lPack.id, 5],
      [plain!.id, null, 1],
    ].sort()
    for (let time = 0; time < 2; time++) {
      const { status, body } = await reorder(customer.token, order.reference)
      expect(status).toBe(200)
      expect(await storedLines(customer.id)).toEqual(expected)
      expect(reorderResponseSchema.parse(body).data.totals.items).toBe(10)
    }
    // What the cart held besides its lines stays.
    expect((await db.select().from(carts).where(eq(carts.userId, customer.id)))[0]!.comment).toBe('Sonnez deux fois')
  })

  it('refuses odd references and cities cleanly (never a 5xx)', async () => {
    const customer = await createCustomer()
    const order = await createOrder(customer.id, { lines: [line(sidiAli, 1, sidiAliPack.id)] })
    const odd = ["' OR 1=1 --", '%', '_', '..%2F..%2Fetc', 'a'.repeat(200), '٣٤', '__proto__']
    for (const reference of odd) expect((await reorder(customer.token, encodeURIComponent(reference))).status).toBeOneOf([400, 404])
    for (const city of ['0', '-1', '999999', '1.5', 'abc', '99999999999999999999']) {
      expect((await reorder(customer.token, order.reference, { query: `?city_id=${city}` })).status).toBeOneOf([400, 404])
    }
    expect(await storedLines(customer.id)).toEqual([])
  })

  it('fills the cart of the city the customer browses in', async () => {
    const customer = await createCustomer()
    const order = await createOrder(customer.id, { lines: [line(sidiAli, 1, sidiAliPack.id)] })
    const rabat = await cityId('rabat')
    const { body } = await reorder(customer.token, order.reference, { query: `?city_id=${rabat}` })
    expect(reorderResponseSchema.parse(body).data.city_id).toBe(rabat)
  })
})
