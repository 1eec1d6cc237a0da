/**
 * Stock on a real PostgreSQL (issue 17 §3, docs/decisions/0032): who may read and change it, bad
 * input under its field in both languages, two admins saving over each other (409, never a silent
 * overwrite), the audit line; an order takes its units in its transaction and its cancellation
 * gives them back once; a sold-out pack size in the product answer and the cart; the low-stock
 * list and the dashboard; and 50 orders for the last 5 units through two app instances.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { productResponseSchema } from '~/api/contract/product'
import { auditLog, cartLines, carts, cities, orderLines, orders, products, productVariants } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { call, checkoutFixtures, createCustomer, together } from './checkout-helpers'
import { checkoutOrders } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Monday 20 July 2026, 09:00 in Casablanca: the 22nd is a standard delivery day. */
const NOW = new Date('2026-07-20T08:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const f = await checkoutFixtures(db)
// One unit is an order here: no city minimum in this file's own database.
await db.update(cities).set({ minOrderCentimes: 0 }).where(eq(cities.id, f.casablanca.id))

const admin = await createMember(db, 'admin')
const otherAdmin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')
const shopper = await createMember(db, 'customer')

const small = f.variants[0]!
const large = f.variants[1]!
const [jug] = await db.select().from(products).where(eq(products.slug, 'sidi-ali-recharge-18-9l'))

const setStock = (variantId: number, stock: number | null, lowStockThreshold = 5) =>
  db.update(productVariants).set({ stock, lowStockThreshold }).where(eq(productVariants.id, variantId))
const stockOf = async (variantId: number) =>
  (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock
const put = (token: string, path: string, body: unknown, instance = api) => adminCall(instance, path, { token, body, method: 'PUT' })

const newCustomer = () => createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
const { orderBody, placeOrder } = checkoutOrders(api, f)
const smallPacks = (quantity: number) => ({ product_id: f.sidiAli.id, quantity, product_attribute_id: small.id })

beforeEach(async () => {
  await setStock(small.id, null)
  await setStock(large.id, null)
})

describe('who may read and change the stock', () => {
  it('lets staff read, and only admins change; customers and drivers get nothing', async () => {
    await setStock(small.id, 7)
    const path = `/api/admin/stock/variant/${small.id}`
    const body = { stock: 9, low_threshold: 5, expected: { stock: 7, low_threshold: 5 } }
    expect((await adminCall(api, '/api/admin/stock', { token: shopper.token })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/stock', { token: driver.token })).status).toBe(403)
    const read = await adminCall(api, '/api/admin/stock', { token: staff.token })
    expect(read.status).toBe(200)
    expect(read.body.data.items).toContainEqual(
      expect.objectContaining({ kind: 'variant', id: small.id, reference: small.reference, stock: 7, low_threshold: 5, low: false }),
    )
    for (const member of [shopper, driver, staff]) {
      const refused = await put(member.token, path, body)
      expect(refused.status, member.role).toBe(403)
    }
    expect((await put('', path, body)).status).toBe(401)
    expect(await stockOf(small.id)).toBe(7)

    const saved = await put(admin.token, path, body)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({ kind: 'variant', id: small.id, stock: 9, low_threshold: 5 })
    expect(await stockOf(small.id)).toBe(9)
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_variant'), eq(auditLog.entityId, String(small.id))))
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'stock.change',
      before: { stock: 7, low_threshold: 5 },
      after: { stock: 9, low_threshold: 5 },
    })
  })

  it('refuses bad input under its field, in the admin’s language, and changes nothing', async () => {
    await setStock(small.id, 4)
    const path = `/api/admin/stock/variant/${small.id}`
    const expected = { stock: 4, low_threshold: 5 }
    const french = await put(admin.token, path, { stock: -1, low_threshold: 2.5, expected })
    expect(french.status).toBe(400)
    expect(french.body.data.errors).toEqual({
      stock: [m.api_stock_count_invalid({}, { locale: 'fr' })],
      low_threshold: [m.api_stock_threshold_invalid({}, { locale: 'fr' })],
    })
    const arabic = await put(admin.token, `${path}?lang=ar`, { stock: 'beaucoup', low_threshold: 5, expected })
    expect(arabic.status).toBe(400)
    expect(arabic.body.data.errors).toEqual({ stock: [m.api_stock_count_invalid({}, { locale: 'ar' })] })
    const noExpected = await put(admin.token, path, { stock: 3, low_threshold: 5 })
    expect(noExpected.status).toBe(400)
    expect(Object.keys(noExpected.body.data.errors)).toEqual(['expected'])
    expect(await stockOf(small.id)).toBe(4)
    expect((await put(admin.token, `/api/admin/stock/variant/999999`, { stock: 1, low_threshold: 5, expected })).status).toBe(404)
    // A product with pack sizes keeps its stock on them.
    expect((await put(admin.token, `/api/admin/stock/product/${f.sidiAli.id}`, { stock: 1, low_threshold: 5, expected })).status).toBe(404)
  })

  it('refuses the second of two admins who saw the same count (409, what changed), never overwriting the first', async () => {
    await setStock(small.id, 10)
    const path = `/api/admin/stock/variant/${small.id}`
    const seen = { stock: 10, low_threshold: 5 }
    expect((await put(admin.token, path, { stock: 12, low_threshold: 5, expected: seen })).status).toBe(200)
    const second = await put(otherAdmin.token, `${path}?lang=ar`, { stock: 8, low_threshold: 3, expected: seen }, secondInstance)
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(m.api_stock_changed_since({}, { locale: 'ar' }))
    expect(second.body.data.errors).toEqual({ stock: [m.api_stock_now({ now: '12', seen: '10' }, { locale: 'ar' })] })
    expect(await stockOf(small.id)).toBe(12)
    // Seen again, saved again: applied over what the admin now sees.
    const again = await put(otherAdmin.token, path, { stock: 8, low_threshold: 3, expected: { stock: 12, low_threshold: 5 } })
    expect(again.status).toBe(200)
    expect(await stockOf(small.id)).toBe(8)
  })

  it('switches tracking off and on (null), and refuses a save made before an order took units', async () => {
    await setStock(small.id, 6)
    const path = `/api/admin/stock/variant/${small.id}`
    expect((await placeOrder(await newCustomer(), [smallPacks(2)])).status).toBe(201)
    const stale = await put(admin.token, path, { stock: 20, low_threshold: 5, expected: { stock: 6, low_threshold: 5 } })
    expect(stale.status).toBe(409)
    expect(stale.body.data.errors.stock).toEqual([m.api_stock_now({ now: '4', seen: '6' }, { locale: 'fr' })])
    const off = await put(admin.token, path, { stock: null, low_threshold: 5, expected: { stock: 4, low_threshold: 5 } })
    expect(off.body.data).toMatchObject({ stock: null, low: false })
    expect(await stockOf(small.id)).toBeNull()
  })
})

describe('orders take the stock and cancellations give it back', () => {
  it('takes the units in the order, refuses what it cannot cover (409 naming the pack size) and writes nothing', async () => {
    await setStock(small.id, 5)
    const first = await newCustomer()
    const placed = await placeOrder(first, [smallPacks(3)])
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect(await stockOf(small.id)).toBe(2)
    const [order] = await db.select().from(orders).where(eq(orders.reference, placed.body.data.reference))
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    expect(line).toMatchObject({ variantId: small.id, quantity: 3, stockReserved: true })

    const second = await newCustomer()
    const saved = await call(api, '/api/fr/save-cart', {
      body: orderBody(second, [smallPacks(3)]),
      token: second.token,
    })
    expect(saved.status).toBe(200)
    const refused = await placeOrder(second, [smallPacks(3)], { locale: 'ar' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain(f.sidiAli.nameAr)
    expect(refused.body.message).toContain('2')
    expect(refused.body.data.errors.products).toEqual([refused.body.message])
    expect(await stockOf(small.id)).toBe(2)
    expect(await db.select().from(orders).where(eq(orders.userId, second.id))).toEqual([])
    // The cart stays, to be changed.
    const [cart] = await db.select().from(carts).where(eq(carts.userId, second.id))
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toHaveLength(1)
  })

  it('takes nothing from any line when one line of the order is short', async () => {
    await setStock(small.id, 5)
    await setStock(large.id, 1)
    const customer = await newCustomer()
    const refused = await placeOrder(customer, [smallPacks(2), { product_id: f.sidiAli.id, quantity: 2, product_attribute_id: large.id }])
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('1')
    expect([await stockOf(small.id), await stockOf(large.id)]).toEqual([5, 1])
  })

  it('gives the units back when the order is cancelled, once', async () => {
    await setStock(small.id, 4)
    const placed = await placeOrder(await newCustomer(), [smallPacks(4)])
    expect(placed.status).toBe(201)
    expect(await stockOf(small.id)).toBe(0)
    const path = `/api/admin/orders/${placed.body.data.reference}/status`
    const cancel = { action: 'cancel', reason: 'Client absent' }
    expect((await adminCall(api, path, { token: staff.token, body: cancel })).status).toBe(200)
    expect(await stockOf(small.id)).toBe(4)
    expect((await adminCall(api, path, { token: staff.token, body: cancel })).status).toBe(409)
    expect(await stockOf(small.id)).toBe(4)
  })

  it('leaves untracked pack sizes alone, and tracks a product without pack sizes on the product', async () => {
    const free = await placeOrder(await newCustomer(), [smallPacks(50)])
    expect(free.status).toBe(201)
    expect(await stockOf(small.id)).toBeNull()
    const [line] = await db.select().from(orderLines).where(eq(orderLines.variantId, small.id))
    expect(line!.stockReserved).toBe(false)

    await db.update(products).set({ stock: 2 }).where(eq(products.id, jug!.id))
    const customer = await newCustomer()
    const jugOrder = (quantity: number) => placeOrder(customer, [{ product_id: jug!.id, quantity }])
    expect((await jugOrder(3)).status).toBe(409)
    expect((await jugOrder(2)).status).toBe(201)
    const [after] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, jug!.id))
    expect(after!.stock).toBe(0)
    const stock = await adminCall(api, '/api/admin/stock?low=1', { token: admin.token })
    expect(stock.body.data.items).toContainEqual(expect.objectContaining({ kind: 'product', id: jug!.id, stock: 0, low: true }))
    await db.update(products).set({ stock: null }).where(eq(products.id, jug!.id))
  })
})

describe('the shop says what is sold out', () => {
  it('marks a sold-out pack size in the product answer, and a cart line the stock cannot cover', async () => {
    await setStock(small.id, 0)
    await setStock(large.id, 2)
    const product = productResponseSchema.parse(
      (await call(api, `/api/fr/${f.casablanca.id}/product/${f.sidiAli.id}`, { method: 'GET' })).body,
    ).data
    const entries = Object.values(product.formated_attributes)
    expect(entries.find((entry) => entry.id === small.id)!.in_stock).toBe(false)
    expect(entries.find((entry) => entry.id === large.id)!.in_stock).toBe(true)
    expect(product.in_stock).toBe(true)

    for (const locale of ['fr', 'ar'] as const) {
      const { status, body } = await call(api, `/api/validate-cart?lang=${locale}`, {
        body: {
          city_id: f.casablanca.id,
          products: [
            { product_id: f.sidiAli.id, quantity: 1, product_attribute_id: small.id },
            { product_id: f.sidiAli.id, quantity: 3, product_attribute_id: large.id },
          ],
        },
      })
      expect(status).toBe(200)
      expect(body.data.cart_details.map((detail: { in_stock: boolean }) => detail.in_stock)).toEqual([false, false])
      const stockMessages = body.data.messages.filter((message: { code: string }) => ['sold_out', 'stock_short'].includes(message.code))
      expect(stockMessages.map((message: { field: string; code: string }) => `${message.field}:${message.code}`)).toEqual([
        'products:sold_out',
        'products:stock_short',
      ])
      const name = locale === 'ar' ? f.sidiAli.nameAr : f.sidiAli.nameFr
      expect(stockMessages[0].message).toContain(name)
      expect(stockMessages[1].message).toContain('2')
    }
  })
})

describe('the low-stock list', () => {
  it('lists what is tracked and at or below its threshold, on the stock page and the dashboard', async () => {
    await setStock(small.id, 3, 5)
    await setStock(large.id, 30, 5)
    const low = await adminCall(api, '/api/admin/stock?low=1', { token: staff.token })
    const ids = low.body.data.items.map((item: { id: number; kind: string }) => `${item.kind}:${item.id}`)
    expect(ids).toContain(`variant:${small.id}`)
    expect(ids).not.toContain(`variant:${large.id}`)
    expect(low.body.data.low_count).toBe(low.body.data.items.length)
    const dashboard = await adminCall(api, '/api/admin/dashboard?lang=ar', { token: staff.token })
    expect(dashboard.body.data.low_stock).toContainEqual(
      expect.objectContaining({ id: small.id, product_name: f.sidiAli.nameAr, stock: 3, low: true }),
    )
  })
})

describe('a stock race', () => {
  it('lets exactly 5 of 50 orders for the last 5 units through, on two app instances', async () => {
    await setStock(small.id, 5)
    const customers = await Promise.all(Array.from({ length: 50 }, () => newCustomer()))
    const answers = await together(50, (index) =>
      placeOrder(customers[index]!, [smallPacks(1)], { instance: index % 2 ? secondInstance : api, locale: index % 3 ? 'fr' : 'ar' }),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(45)
    expect(await stockOf(small.id)).toBe(0)
    const taken = await db
      .select({ quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orderLines.variantId, small.id),
          eq(orderLines.stockReserved, true),
          inArray(
            orders.userId,
            customers.map((customer) => customer.id),
          ),
        ),
      )
    expect(taken).toEqual(Array.from({ length: 5 }, () => ({ quantity: 1 })))
  })
})
