/**
 * Tampering, vouchers, points and double orders on the checkout, on a real PostgreSQL with real
 * connection pools: requests are released together, through TWO app instances (two pools) on one
 * database where it matters.
 * 1: tampered prices, totals and quantities; totals against an independent oracle.
 * 2: a limited voucher redeemed concurrently: exactly the limit, the rest a clear 400.
 * 3: the same points spent concurrently: the balance never below 0, the ledger equal to it.
 * 4: one order per Idempotency-Key: double click, 20 at once, another body refused.
 */
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { placedOrderResponseSchema } from '~/api/contract/checkout'
import { emailOutbox, orders, users, voucherRedemptions, vouchers } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import {
  call,
  checkoutFixtures,
  createCustomer,
  createVoucher,
  type Customer,
  feeOf,
  ledgerSum,
  newKey,
  oracle,
  together,
} from '../api/checkout-helpers'
import { checkoutOrders } from '../api/order-fixtures'
import { useTestDatabase } from '../api/test-database'
import { seededRandom } from '../support/seeded-random'

// Monday 20 July 2026, 09:00 in Casablanca: the dates below are deliverable.
const now = () => new Date('2026-07-20T08:00:00Z')
const { db, api: one, anotherInstance } = await useTestDatabase({ now })
const two = anotherInstance()
const instances = [one, two]

const f = await checkoutFixtures(db)
const small = f.variants[0]!
const unit = small.sellPriceCentimes ?? small.priceCentimes
const newCustomer = (points = 0) => createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, points })
const checkout = checkoutOrders(one, f)
/** Three small packs, unless `extra` says otherwise. */
const orderBody = (customer: Customer, extra: Record<string, unknown> = {}) =>
  checkout.orderBody(customer, [{ product_id: f.sidiAli.id, quantity: 3, product_attribute_id: small.id }], extra)
// Not checkoutOrders' placeOrder: the races send one body (one key) through either instance, altered or not.
const place = (index: number, body: unknown, token: string, key = newKey()) =>
  call(instances[index % 2]!, '/api/fr/orders', { body, token, key })
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort()

describe('check 2: a limited voucher redeemed concurrently through two instances', () => {
  it(
    'redeems exactly the limit out of 50 orders released together; the others get a clear 400, never a 5xx',
    { timeout: 60_000 },
    async () => {
      const limit = 5
      const voucher = await createVoucher(db, { kind: 'percent', value: 20, maxUses: limit })
      const customers = await Promise.all(Array.from({ length: 50 }, () => newCustomer()))
      const answers = await together(50, (index) =>
        place(index, orderBody(customers[index]!, { voucher_code: voucher.code }), customers[index]!.token),
      )
      expect(statuses(answers).filter((status) => status === 201)).toHaveLength(limit)
      const refused = answers.filter((answer) => answer.status !== 201)
      expect(refused.every((answer) => answer.status === 400)).toBe(true)
      for (const answer of refused) expect(answer.body.data.errors).toEqual({ voucher_code: [m.api_voucher_used_up({}, { locale: 'fr' })] })
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id))
      expect(row!.usedCount).toBe(limit)
      expect(await db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucher.id))).toHaveLength(limit)
      expect(await db.select().from(orders).where(eq(orders.voucherId, voucher.id))).toHaveLength(limit)
    },
  )

  it('keeps the per-customer limit when one customer sends 10 orders with different keys at once', { timeout: 30_000 }, async () => {
    const voucher = await createVoucher(db, { kind: 'fixed', value: 500, maxUsesPerCustomer: 1 })
    const customer = await newCustomer()
    const answers = await together(10, (index) => place(index, orderBody(customer, { voucher_code: voucher.code }), customer.token))
    expect(statuses(answers)).toEqual([201, ...Array(9).fill(400)])
    for (const answer of answers.filter((candidate) => candidate.status === 400)) {
      expect(answer.body.data.errors.voucher_code).toEqual([m.api_voucher_already_used({}, { locale: 'fr' })])
    }
    expect(
      await db
        .select()
        .from(voucherRedemptions)
        .where(and(eq(voucherRedemptions.voucherId, voucher.id), eq(voucherRedemptions.userId, customer.id))),
    ).toHaveLength(1)
  })
})

describe('check 3: the same points spent concurrently', () => {
  it(
    'lets one of 20 orders spend 60 of 100 points; the balance never goes below 0 and equals the ledger',
    { timeout: 30_000 },
    async () => {
      const customer = await newCustomer(100)
      const answers = await together(20, (index) => place(index, orderBody(customer, { used_points: 60 }), customer.token))
      expect(statuses(answers)).toEqual([201, ...Array(19).fill(400)])
      for (const answer of answers.filter((candidate) => candidate.status === 400)) {
        expect(answer.body.data.errors.used_points).toEqual([m.api_points_over_balance({ balance: 40 }, { locale: 'fr' })])
      }
      expect(await ledgerSum(db, customer.id)).toEqual({ sum: 40, balance: 40 })
    },
  )

  it('lets exactly 10 of 20 orders spend 10 of 100 points each, down to 0', { timeout: 30_000 }, async () => {
    const customer = await newCustomer(100)
    const answers = await together(20, (index) => place(index, orderBody(customer, { used_points: 10 }), customer.token))
    expect(statuses(answers)).toEqual([...Array(10).fill(201), ...Array(10).fill(400)])
    expect(await ledgerSum(db, customer.id)).toEqual({ sum: 0, balance: 0 })
  })

  it('has the database refuse a negative balance whatever the code does', async () => {
    const customer = await newCustomer(5)
    await expect(
      db
        .update(users)
        .set({ pointsBalance: sql`${users.pointsBalance} - 6` })
        .where(eq(users.id, customer.id)),
    ).rejects.toThrow()
  })
})

describe('check 4: one order per Idempotency-Key', () => {
  it('answers a double click with one order and the same answer twice', async () => {
    const customer = await newCustomer()
    const key = newKey()
    const answers = await together(2, (index) => place(index, orderBody(customer), customer.token, key))
    expect(statuses(answers)).toEqual([200, 201])
    expect(answers[0]!.body).toEqual(answers[1]!.body)
    expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(1)
  })

  it(
    'makes 20 concurrent requests with one key through two instances one order, spending voucher and points once',
    { timeout: 30_000 },
    async () => {
      const customer = await newCustomer(200)
      const voucher = await createVoucher(db, { kind: 'percent', value: 10, maxUses: 50 })
      const key = newKey()
      const body = orderBody(customer, { voucher_code: voucher.code, used_points: 50 })
      const answers = await together(20, (index) => place(index, body, customer.token, key))
      expect(statuses(answers)).toEqual([...Array(19).fill(200), 201])
      const placed = answers.map((answer) => placedOrderResponseSchema.parse(answer.body).data)
      expect(new Set(placed.map((order) => JSON.stringify(order))).size).toBe(1)
      const mine = await db.select().from(orders).where(eq(orders.userId, customer.id))
      expect(mine).toHaveLength(1)
      expect((await db.select().from(vouchers).where(eq(vouchers.id, voucher.id)))[0]!.usedCount).toBe(1)
      expect(await ledgerSum(db, customer.id)).toEqual({ sum: 150, balance: 150 })
      expect(
        await db
          .select()
          .from(emailOutbox)
          .where(sql`${emailOutbox.subject} LIKE ${`%${mine[0]!.reference}%`}`),
      ).toHaveLength(2)
      // A retry later gets the same answer; the key with another body is refused.
      expect(await place(1, body, customer.token, key)).toEqual({ status: 200, body: answers[0]!.body })
      const other = await place(0, { ...body, comment: 'autre chose' }, customer.token, key)
      expect(other.status).toBe(409)
      expect(other.body.message).toBe(m.api_order_key_reused({}, { locale: 'fr' }))
    },
  )

  it('keeps keys per customer: another customer may use the same key', async () => {
    const [alice, bob] = [await newCustomer(), await newCustomer()]
    const key = newKey()
    const answers = await together(2, (index) => place(index, orderBody([alice, bob][index]!), [alice, bob][index]!.token, key))
    expect(statuses(answers)).toEqual([201, 201])
    expect(answers[0]!.body.data.reference).not.toBe(answers[1]!.body.data.reference)
  })
})

describe('check 1: tampering with prices, totals and quantities', () => {
  it("ignores prices, totals and discounts sent with the order: the total is the oracle's", async () => {
    const customer = await newCustomer(300)
    const voucher = await createVoucher(db, { kind: 'percent', value: 15 })
    const { status, body } = await place(
      0,
      {
        ...orderBody(customer, { voucher_code: voucher.code, used_points: 100 }),
        products: [
          {
            product_id: f.sidiAli.id,
            quantity: 7,
            product_attribute_id: small.id,
            price: 1,
            prices: { price: 1, total: 7 },
            variantPrice: 1,
          },
        ],
        total: 100,
        subtotal: 100,
        discount: 999_999,
        delivery_fee: 0,
        points_discount: 999_999,
        totals: { total: 1 },
        user_id: 1,
        status: 'delivered',
      },
      customer.token,
    )
    expect(status).toBe(201)
    const expected = oracle({
      lines: [{ unit, quantity: 7 }],
      fee: await feeOf(db, f.casablanca.id, f.standard.id),
      voucher,
      askedPoints: 100,
      balance: 300,
      settings: f.settings,
    })
    expect(body.data).toMatchObject({ total: expected.total, points_used: 100, points_gained: expected.gained_points })
    const [order] = await db.select().from(orders).where(eq(orders.reference, body.data.reference))
    expect(order).toMatchObject({
      userId: customer.id,
      status: 'placed',
      subtotalCentimes: expected.subtotal,
      discountCentimes: expected.discount,
      totalCentimes: expected.total,
    })
  })

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['decimal', 1.5],
    ['huge', 1_000_000],
    ['text', '3'],
    ['null', null],
  ])('refuses a %s quantity with a 400 under its field and places nothing', async (_, quantity) => {
    const customer = await newCustomer()
    const body = { ...orderBody(customer), products: [{ product_id: f.sidiAli.id, quantity, product_attribute_id: small.id }] }
    const { status, body: answer } = await place(1, body, customer.token)
    expect(status).toBe(400)
    expect(Object.keys(answer.data.errors)).toEqual(['products.0.quantity'])
    expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(0)
  })

  it('reads duplicated parameters one way (JSON: the last; lines: merged, capped) and never answers 5xx', async () => {
    const customer = await newCustomer()
    const raw = (quantities: string) =>
      `{"city_id":${f.casablanca.id},"total":1,"total":2,"products":[{"product_id":${f.sidiAli.id},"product_attribute_id":${small.id},${quantities}}],` +
      `"delivery_address_id":${customer.home.id},"delivery_mode_id":${f.standard.id},"delivery_date":"2026-07-22","payment_mode_id":${f.cash.id}}`
    const huge = await call(one, '/api/fr/orders', { raw: raw('"quantity":1,"quantity":1000'), token: customer.token, key: newKey() })
    expect(huge.status).toBe(400)
    const fine = await call(one, '/api/fr/orders', { raw: raw('"quantity":1000,"quantity":2'), token: customer.token, key: newKey() })
    expect(fine.status).toBe(201)
    expect(fine.body.data.total).toBe(unit * 2 + 1500)
    // The same line twice is one line; 600 + 600 is capped at 999, never an overflow.
    const twice = await call(two, '/api/fr/save-cart', {
      body: {
        city_id: f.casablanca.id,
        products: [0, 1].map(() => ({ product_id: f.sidiAli.id, quantity: 600, product_attribute_id: small.id })),
      },
      token: customer.token,
    })
    expect(twice.body.data.cart_details).toHaveLength(1)
    expect(twice.body.data.cart_details[0].quantity).toBe(999)
    for (const query of [`city_id=${f.casablanca.id}&city_id=${f.rabat.id}`, 'city_id=1e309', 'city_id=-1', 'city_id=%00']) {
      const { status } = await call(two, `/api/fr/checkout/options?${query}`, { method: 'GET' })
      expect([200, 400, 404], query).toContain(status)
    }
  })

  it('agrees with the oracle on 20 random orders (variants, quantities, modes, vouchers, points)', { timeout: 60_000 }, async () => {
    const vouchersOnOffer = [
      null,
      await createVoucher(db, { kind: 'percent', value: 12 }),
      await createVoucher(db, { kind: 'fixed', value: 777 }),
      await createVoucher(db, { kind: 'free_delivery' }),
    ]
    const random = seededRandom(2026)
    for (let round = 0; round < 20; round++) {
      const balance = random(800)
      const customer = await newCustomer(balance)
      const variant = f.variants[random(f.variants.length)]!
      const quantity = 2 + random(15)
      const mode = [f.standard, f.express][random(2)]!
      const voucher = vouchersOnOffer[random(vouchersOnOffer.length)] ?? null
      const expected = oracle({
        lines: [{ unit: variant.sellPriceCentimes ?? variant.priceCentimes, quantity }],
        fee: await feeOf(db, f.casablanca.id, mode.id),
        voucher,
        askedPoints: balance,
        balance,
        settings: f.settings,
      })
      // Ask for the points the customer may use (asking more is refused, tested elsewhere).
      const body = orderBody(customer, {
        products: [{ product_id: f.sidiAli.id, quantity, product_attribute_id: variant.id, price: 1 }],
        delivery_mode_id: mode.id,
        voucher_code: voucher?.code ?? null,
        used_points: expected.used_points,
        total: 0,
      })
      const { status, body: answer } = await place(round, body, customer.token)
      expect(status, `round ${round}: ${JSON.stringify(answer)}`).toBe(201)
      expect(answer.data, `round ${round}`).toMatchObject({
        total: expected.total,
        points_used: expected.used_points,
        points_gained: expected.gained_points,
      })
      const [order] = await db.select().from(orders).where(eq(orders.reference, answer.data.reference))
      expect(order).toMatchObject({
        subtotalCentimes: expected.subtotal,
        deliveryFeeCentimes: expected.delivery_fee,
        discountCentimes: expected.discount,
        pointsDiscountCentimes: expected.points_discount,
        totalCentimes: expected.total,
      })
      expect(await ledgerSum(db, customer.id)).toEqual({ sum: balance - expected.used_points, balance: balance - expected.used_points })
    }
  })
})
