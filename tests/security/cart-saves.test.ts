/**
 * Check 18 and check 6 for the cart: a save never overwrites a newer cart, whatever it leaves
 * out; and a visitor's cart reference is a secret nobody can guess their way past.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { readCartResponseSchema, saveCartResponseSchema } from '~/api/contract/cart'
import { cartLines, carts, products, productVariants } from '~/api/db/schema'
import { call, checkoutFixtures, createCustomer, together } from '../api/checkout-helpers'
import { orderFixtures } from '../api/order-fixtures'
import { useTestDatabase } from '../api/test-database'

const { db, api } = await useTestDatabase()
const { casablanca, rabat, variants, sidiAli } = await checkoutFixtures(db)
const line = (quantity: number, variant = variants[0]!) => ({ product_id: sidiAli.id, product_attribute_id: variant.id, quantity })
const saved = (answer: { body: unknown }) => saveCartResponseSchema.parse(answer.body).data
const quantities = async (reference: string) => {
  const [cart] = await db.select().from(carts).where(eq(carts.reference, reference))
  return (await db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).map((row) => row.quantity)
}

describe('check 18: a save never overwrites a newer cart', () => {
  it('a save naming no revision creates a cart, and is refused on a cart that was saved since', async () => {
    const first = saved(await call(api, '/api/fr/save-cart', { body: { city_id: casablanca.id, products: [line(1)] } }))
    const newer = await call(api, '/api/fr/save-cart', {
      body: { city_id: casablanca.id, products: [line(5)], reference: first.reference, revision: 9 },
    })
    expect(newer.status).toBe(200)
    // Neither `revision` nor `base_revision`: it cannot be told from a save sent before the newer one.
    const blind = await call(api, '/api/ar/save-cart', {
      body: { city_id: casablanca.id, products: [line(2)], reference: first.reference },
    })
    expect(blind.status).toBe(409)
    expect(blind.body.message).toBe('تم تعديل سلتك في هذه الأثناء، وتمت إعادة تحميلها.')
    expect(await quantities(first.reference)).toEqual([5])
  })

  it('a save built on the current revision goes through without its own; one built on an older is refused', async () => {
    const customer = await createCustomer(db, { cityId: casablanca.id, otherCityId: rabat.id })
    const first = saved(
      await call(api, '/api/fr/save-cart', { token: customer.token, body: { city_id: casablanca.id, products: [line(1)] } }),
    )
    const onCurrent = await call(api, '/api/fr/save-cart', {
      token: customer.token,
      body: { city_id: casablanca.id, products: [line(3)], base_revision: first.revision },
    })
    expect(onCurrent.status).toBe(200)
    const onOlder = await call(api, '/api/fr/save-cart', {
      token: customer.token,
      body: { city_id: casablanca.id, products: [line(7)], base_revision: first.revision },
    })
    expect(onOlder.status).toBe(409)
    expect(await quantities(first.reference)).toEqual([3])
  })

  it('reorders of two orders at once both land in the cart: neither overwrites the other', async () => {
    const { createCustomer: customerWithOrders, createOrder } = orderFixtures(db)
    const customer = await customerWithOrders()
    const [other] = await db.select().from(products).where(eq(products.slug, 'sidi-ali-1l'))
    const [otherPack] = await db.select().from(productVariants).where(eq(productVariants.productId, other!.id)).orderBy(productVariants.id)
    const orderLine = (product: typeof sidiAli, variantId: number) => ({
      productId: product.id,
      variantId,
      nameFr: product.nameFr,
      nameAr: product.nameAr,
      reference: product.reference,
      quantity: 2,
    })
    const orders = [
      await createOrder(customer.id, { lines: [orderLine(sidiAli, variants[0]!.id)] }),
      await createOrder(customer.id, { lines: [orderLine(other!, otherPack!.id)] }),
    ]
    const answers = await together(2, (index) => call(api, `/api/fr/orders/${orders[index]!.reference}/reorder`, { token: customer.token }))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const [cart] = await db.select().from(carts).where(eq(carts.userId, customer.id))
    const stored = await db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id))
    expect(stored.map((row) => row.variantId).sort()).toEqual([variants[0]!.id, otherPack!.id].sort())
  })
})

describe("check 6: a visitor's cart reference is a secret", () => {
  it('is 144 random bits, different for every cart', async () => {
    const references = await Promise.all(
      Array.from(
        { length: 20 },
        async () => saved(await call(api, '/api/fr/save-cart', { body: { city_id: casablanca.id, products: [line(1)] } })).reference,
      ),
    )
    expect(new Set(references).size).toBe(20)
    for (const reference of references) expect(Buffer.from(reference, 'base64url')).toHaveLength(18)
  })

  it('a guessed or slightly altered reference reads nothing and changes nothing', async () => {
    const mine = saved(await call(api, '/api/fr/save-cart', { body: { city_id: casablanca.id, products: [line(4)] } }))
    const altered = mine.reference.slice(0, -1) + (mine.reference.endsWith('A') ? 'B' : 'A')
    for (const guess of [altered, 'A'.repeat(24), mine.reference.toUpperCase()]) {
      if (guess === mine.reference) continue
      const read = await call(api, '/api/fr/cart', { method: 'GET', headers: { 'X-Cart-Reference': guess } })
      expect(readCartResponseSchema.parse(read.body).data).toBeNull()
      // A save with it makes a new cart of its own, under a new reference.
      const written = saved(
        await call(api, '/api/fr/save-cart', { body: { city_id: casablanca.id, products: [line(9)], reference: guess, revision: 99 } }),
      )
      expect(written.reference).not.toBe(guess)
      expect(written.reference).not.toBe(mine.reference)
    }
    expect(await quantities(mine.reference)).toEqual([4])
  })
})
