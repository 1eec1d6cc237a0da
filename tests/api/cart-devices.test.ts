/**
 * One customer's cart on several devices (docs/decisions/0019): GET /api/{locale}/cart reads the
 * cart as stored without saving it, the save answer carries the choices the server kept, and
 * sign-in answers the account's cart even when the browser brings none.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { readCartResponseSchema, saveCartResponseSchema } from '~/api/contract/cart'
import { products } from '~/api/db/schema'
import { registerThroughLink } from './auth-helpers'
import { call, checkoutFixtures, createCustomer } from './checkout-helpers'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const { casablanca, rabat, standard, variants, sidiAli } = await checkoutFixtures(db)
const line = (quantity: number, variant = variants[0]!) => ({ product_id: sidiAli.id, product_attribute_id: variant.id, quantity })

describe('GET /api/{locale}/cart', () => {
  it("answers the customer's cart with its lines, choices and revision, and does not change it", async () => {
    const customer = await createCustomer(db, { cityId: casablanca.id, otherCityId: rabat.id })
    const saved = await call(api, '/api/fr/save-cart', {
      token: customer.token,
      body: {
        city_id: casablanca.id,
        products: [line(2)],
        delivery_mode_id: standard.id,
        delivery_address_id: customer.home.id,
        revision: 7,
      },
    })
    const answer = saveCartResponseSchema.parse(saved.body).data
    expect(answer.choices).toMatchObject({ delivery_mode_id: standard.id, delivery_address_id: customer.home.id, comment: '' })

    for (const locale of ['fr', 'ar']) {
      const read = await call(api, `/api/${locale}/cart`, { token: customer.token, method: 'GET' })
      expect(read.status).toBe(200)
      const cart = readCartResponseSchema.parse(read.body).data!
      expect(cart).toMatchObject({ reference: answer.reference, revision: 7, city_id: casablanca.id, choices: answer.choices })
      expect(cart.cart_details.map((detail) => [detail.product_attribute_id, detail.quantity])).toEqual([[variants[0]!.id, 2]])
      expect(cart.totals.subtotal).toBe(answer.totals.subtotal)
    }
    // Reading does not count as a save: the next save with revision 8 is accepted.
    const next = await call(api, '/api/fr/save-cart', {
      token: customer.token,
      body: { city_id: casablanca.id, products: [line(3)], revision: 8 },
    })
    expect(next.status).toBe(200)
  })

  it('answers null for a customer without a cart and for a visitor without reference; a visitor reads theirs by reference', async () => {
    const customer = await createCustomer(db, { cityId: casablanca.id, otherCityId: rabat.id })
    expect((await call(api, '/api/fr/cart', { token: customer.token, method: 'GET' })).body).toEqual({ success: true, data: null })
    expect((await call(api, '/api/fr/cart', { method: 'GET' })).body).toEqual({ success: true, data: null })

    const visitor = saveCartResponseSchema.parse(
      (await call(api, '/api/fr/save-cart', { body: { city_id: casablanca.id, products: [line(1)] } })).body,
    ).data
    const byReference = (reference: string) => ({ method: 'GET', headers: { 'X-Cart-Reference': reference } })
    const read = readCartResponseSchema.parse((await call(api, '/api/fr/cart', byReference(visitor.reference))).body).data
    expect(read?.reference).toBe(visitor.reference)
    // A visitor's reference never reads a customer's cart, and a malformed one is refused.
    await call(api, '/api/fr/save-cart', { token: customer.token, body: { city_id: casablanca.id, products: [line(4)] } })
    const accountReference = readCartResponseSchema.parse((await call(api, '/api/fr/cart', { token: customer.token, method: 'GET' })).body)
      .data!.reference
    expect((await call(api, '/api/fr/cart', byReference(accountReference))).body.data).toBeNull()
    expect((await call(api, '/api/fr/cart', byReference('../../x'))).status).toBe(400)
    // Never from the URL, which proxies and access logs keep: a reference there reads nothing.
    expect((await call(api, `/api/fr/cart?reference=${visitor.reference}`, { method: 'GET' })).body.data).toBeNull()
  })

  it('leaves out a line whose product was withdrawn since', async () => {
    const customer = await createCustomer(db, { cityId: casablanca.id, otherCityId: rabat.id })
    // A product without pack sizes (a fountain or the purifier), withdrawn after it was put in the cart.
    const [withdrawn] = (await db.select().from(products)).filter(
      (product) => product.slug.includes('fontaine') || product.slug.includes('purif'),
    )
    const saved = await call(api, '/api/fr/save-cart', {
      token: customer.token,
      body: { city_id: casablanca.id, products: [line(1), { product_id: withdrawn!.id, product_attribute_id: null, quantity: 1 }] },
    })
    expect(saved.body.data.cart_details).toHaveLength(2)
    await db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn!.id))
    try {
      const cart = readCartResponseSchema.parse((await call(api, '/api/fr/cart', { token: customer.token, method: 'GET' })).body).data!
      expect(cart.cart_details.map((detail) => detail.product_id)).toEqual([sidiAli.id])
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.id, withdrawn!.id))
    }
  })

  it('is in the OpenAPI document', async () => {
    const document = await (await api.request('/api/openapi.json')).json()
    expect(document.paths['/api/{locale}/cart']?.get).toBeDefined()
  })
})

describe('POST /api/{locale}/save-cart on two devices', () => {
  it("refuses a save built on an older revision once another page saved, not after the page's own saves", async () => {
    const customer = await createCustomer(db, { cityId: casablanca.id, otherCityId: rabat.id })
    const save = (body: Record<string, unknown>) =>
      call(api, '/api/fr/save-cart', { token: customer.token, body: { city_id: casablanca.id, ...body } })
    const first = saveCartResponseSchema.parse((await save({ products: [line(1)], revision: 1, writer: 'device-a-page-1' })).body).data
    // Both devices start from revision 1 and count on from it: the same next revision, 2.
    expect(
      (await save({ products: [line(1), line(1, variants[1])], revision: 2, base_revision: first.revision, writer: 'device-b-page-1' }))
        .status,
    ).toBe(200)
    const stale = await call(api, '/api/ar/save-cart', {
      token: customer.token,
      body: { city_id: casablanca.id, products: [line(2)], revision: 2, base_revision: 1, writer: 'device-a-page-1' },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe('تم تعديل سلتك في هذه الأثناء، وتمت إعادة تحميلها.')
    // Device B's own saves overlap (one it aborted still arrived): not stale.
    expect((await save({ products: [line(3)], revision: 4, base_revision: 1, writer: 'device-b-page-1' })).status).toBe(200)
    // Device A, after reading the newer cart, saves on top of it.
    expect((await save({ products: [line(4)], revision: 5, base_revision: 4, writer: 'device-a-page-1' })).status).toBe(200)
  })
})

describe('sign-in answers the account cart', () => {
  it('without a visitor cart: the stored cart, its revision unchanged (a second device follows it)', async () => {
    const email = `devices-${Date.now()}@example.test`
    const password = 'Une-source-fraiche-2026'
    const { token } = await registerThroughLink(api, db, { email, password })
    await call(api, '/api/fr/save-cart', { token, body: { city_id: casablanca.id, products: [line(2)], revision: 12 } })
    // The cart emptied (an order placed on the first device) still has its revision.
    await call(api, '/api/fr/save-cart', { token, body: { city_id: casablanca.id, products: [], revision: 13 } })
    const signIn = await call(api, '/api/ar/login', { body: { email, password } })
    expect(signIn.status).toBe(200)
    expect(signIn.body.data.cart).toMatchObject({ revision: 13, cart_details: [] })
  })

  it("with a visitor cart: the visitor's choice wins, the account's stays where the visitor made none", async () => {
    const email = `devices-choice-${Date.now()}@example.test`
    const password = 'Une-source-fraiche-2026'
    const { token } = await registerThroughLink(api, db, { email, password })
    await call(api, '/api/fr/save-cart', {
      token,
      body: { city_id: casablanca.id, products: [line(2)], delivery_mode_id: standard.id, comment: 'Sonner deux fois' },
    })
    const signIn = await call(api, '/api/fr/login', {
      body: { email, password, cart: { city_id: casablanca.id, products: [line(1, variants[1])], comment: 'Laisser chez le gardien' } },
    })
    const cart = signIn.body.data.cart
    expect(cart.choices).toMatchObject({ delivery_mode_id: standard.id, comment: 'Laisser chez le gardien' })
    expect(cart.cart_details.map((detail: { quantity: number }) => detail.quantity)).toEqual([2, 1])
  })
})
