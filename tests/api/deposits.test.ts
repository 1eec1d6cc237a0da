/**
 * Returnable jugs on a real PostgreSQL (issue 36 §1, docs/decisions/0083): the checkout charges the
 * deposit on the jugs taken beyond the empties returned and the deposit already held, apart from
 * the total (no voucher, no points); the order keeps it and the jug account records it; the
 * ledger refuses a balance below zero; a cancellation undoes the order's rows; the product editor
 * reads and saves the deposit.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type AdminProduct, DEPOSIT_MAX_CENTIMES, type ProductSave } from '~/api/contract/admin-products'
import { carts, cities, emailOutbox, jugMovements, orders, products } from '~/api/db/schema'
import { readJugAccount, readJugBalance, recordJugMovement } from '~/api/services/deposits/jug-ledger'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { call, checkoutFixtures, createCustomer, type Customer, createVoucher, together } from './checkout-helpers'
import { checkoutOrders } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Monday 20 July 2026, 09:00 in Casablanca: the 22nd is a standard delivery day. */
const NOW = new Date('2026-07-20T08:00:00Z')
const { db, api } = await useTestDatabase({ now: () => NOW })
const f = await checkoutFixtures(db)
await db.update(cities).set({ minOrderCentimes: 0 }).where(eq(cities.id, f.casablanca.id))
const staff = await createMember(db, 'staff')

const DEPOSIT = 5000
const [jug] = await db.update(products).set({ depositCentimes: DEPOSIT }).where(eq(products.slug, 'sidi-ali-recharge-18-9l')).returning()

const newCustomer = () => createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, points: 500 })
const { orderBody, placeOrder } = checkoutOrders(api, f)
/** `jugs` jugs and a pack of Sidi Ali, `empties` empty jugs given back. */
const lines = (jugs: number) => [
  { product_id: jug!.id, quantity: jugs },
  { product_id: f.sidiAli.id, quantity: 1, product_attribute_id: f.variants[0]!.id },
]
const order = (customer: Customer, jugs: number, empties: number, extra: Record<string, unknown> = {}, locale = 'fr') =>
  placeOrder(customer, lines(jugs), { extra: { empties_returned: empties, ...extra }, locale })
// validate-cart saves the cart too: each call one revision later than the last, as the storefront's are.
let revision = 0
const price = (customer: Customer, jugs: number, empties: number, extra: Record<string, unknown> = {}, locale = 'fr') =>
  call(api, `/api/validate-cart?lang=${locale}`, {
    body: { ...orderBody(customer, lines(jugs), { empties_returned: empties, ...extra }), revision: ++revision },
    token: customer.token,
  })
const orderRow = async (reference: string) => (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!

describe('the deposit at checkout', () => {
  it('charges the jugs taken beyond the empties returned, apart from the total, and records them in the jug account', async () => {
    const customer = await newCustomer()
    const priced = await price(customer, 2, 1)
    expect(priced.status).toBe(200)
    const { totals } = priced.body.data
    expect(totals).toMatchObject({ returnable_jugs: 2, jugs_held: 0, max_empties: 2, deposit_jugs: 1, deposit: DEPOSIT })
    expect(totals.to_pay).toBe(totals.total + DEPOSIT)
    expect(totals.total).toBe(totals.subtotal + totals.delivery_fee)

    const placed = await order(customer, 2, 1)
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect(placed.body.data).toMatchObject({ total: totals.total, deposit: DEPOSIT })
    const row = await orderRow(placed.body.data.reference)
    expect([row.emptiesAnnounced, row.depositCentimes, row.totalCentimes]).toEqual([1, DEPOSIT, totals.total])
    // The empties were this order's: the cart starts again from none, as with its voucher and points.
    const [cart] = await db.select().from(carts).where(eq(carts.userId, customer.id))
    expect(cart!.emptiesReturned).toBe(0)

    const account = await readJugAccount(db, customer.id)
    expect(account).toMatchObject({ jugs_held: 1, deposit_held: DEPOSIT, deposits_paid: DEPOSIT, jugs_returned: 1 })
    expect(account.movements.map((movement) => [movement.kind, movement.jugs, movement.deposit])).toEqual([
      ['deposit_paid', 0, DEPOSIT],
      ['returned', -1, 0],
      ['lent', 2, 0],
    ])
    const detail = await call(api, `/api/fr/orders/${row.reference}`, { token: customer.token, method: 'GET' })
    expect(detail.body.data).toMatchObject({ jugs: 2, empties_announced: 1, deposit: DEPOSIT })
    const jugs = await call(api, '/api/fr/account/jugs', { token: customer.token, method: 'GET' })
    expect(jugs.body.data).toMatchObject({ jugs_held: 1, deposit_held: DEPOSIT })
    // The order's e-mail: the purchases, the deposit apart, then what is paid with it.
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))
    expect(mail!.text).toContain(m.dep_mail_goods_total({ amount: formatMoney(totals.total, 'fr') }, { locale: 'fr' }))
    expect(mail!.text).toContain(m.dep_mail_deposit({ count: 1, amount: formatMoney(DEPOSIT, 'fr') }, { locale: 'fr' }))
    expect(mail!.text).toContain(m.dep_mail_empties({ count: 1 }, { locale: 'fr' }))
    expect(mail!.text).toContain(m.dep_mail_to_pay({ amount: formatMoney(totals.total + DEPOSIT, 'fr') }, { locale: 'fr' }))
  })

  it('charges nothing to a customer holding 2 jugs who orders 2 and returns 2', async () => {
    const customer = await newCustomer()
    expect((await order(customer, 2, 0)).status).toBe(201)
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 2, depositCentimes: 2 * DEPOSIT })
    const priced = await price(customer, 2, 2)
    expect(priced.body.data.totals).toMatchObject({ jugs_held: 2, max_empties: 4, deposit: 0 })
    const placed = await order(customer, 2, 2)
    expect(placed.body.data.deposit).toBe(0)
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 2, depositCentimes: 2 * DEPOSIT })
  })

  it('keeps the deposit out of the voucher and the points', async () => {
    const customer = await newCustomer()
    const voucher = await createVoucher(db, { kind: 'percent', value: 50 })
    const plain = (await price(customer, 2, 0)).body.data.totals
    const answer = await price(customer, 2, 0, { voucher_code: voucher.code, used_points: 10 })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const discounted = answer.body.data.totals
    expect(discounted.discount).toBeGreaterThan(0)
    expect(discounted.points_discount).toBeGreaterThan(0)
    expect(discounted.deposit).toBe(2 * DEPOSIT)
    // The goods' discounts and the points earned are as if there were no deposit at all.
    expect(discounted.total).toBe(plain.total - discounted.discount - discounted.points_discount)
    expect(plain.gained_points).toBe(Math.floor(plain.subtotal / f.settings.pointsEarnPerCentimes))
  })

  it('refuses more empties than the customer holds and takes, in French and Arabic', async () => {
    const customer = await newCustomer()
    for (const locale of ['fr', 'ar'] as const) {
      const refused = await order(customer, 1, 3, {}, locale)
      expect(refused.status).toBe(400)
      expect(refused.body.data.errors.empties_returned).toEqual([m.dep_api_empties_over({ max: 1 }, { locale })])
    }
    const none = await price(customer, 0, 1, {
      products: [{ product_id: f.sidiAli.id, quantity: 1, product_attribute_id: f.variants[0]!.id }],
    })
    expect(none.body.data.messages).toContainEqual(expect.objectContaining({ field: 'empties_returned', code: 'empties_over' }))
    expect(await db.select().from(jugMovements).where(eq(jugMovements.userId, customer.id))).toEqual([])
  })
})

describe('the jug ledger', () => {
  it('refuses a balance below zero and never rewrites a row', async () => {
    const customer = await newCustomer()
    await recordJugMovement(db, { userId: customer.id, kind: 'lent', jugs: 1 })
    await expect(recordJugMovement(db, { userId: customer.id, kind: 'returned', jugs: -2 })).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'jug_movements_jugs_after_non_negative' }),
    })
    await expect(recordJugMovement(db, { userId: customer.id, kind: 'deposit_refunded', depositCentimes: -1 })).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'jug_movements_deposit_after_non_negative' }),
    })
    await expect(db.update(jugMovements).set({ jugsAfter: 5 }).where(eq(jugMovements.userId, customer.id))).rejects.toThrow()
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 1, depositCentimes: 0 })
  })

  it('chains the balances of two orders placed at once by one customer', async () => {
    const customer = await newCustomer()
    const placed = await together(2, () => order(customer, 2, 0))
    expect(placed.map((answer) => answer.status)).toEqual([201, 201])
    // The second order found the first's jugs: each paid for its own two, nothing lost or doubled.
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 4, depositCentimes: 4 * DEPOSIT })
    const rows = await db.select().from(jugMovements).where(eq(jugMovements.userId, customer.id)).orderBy(jugMovements.seq)
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4])
    expect(rows.map((row) => row.jugsAfter)).toEqual([2, 2, 4, 4])
  })

  it('undoes an order’s rows when it is cancelled, once', async () => {
    const customer = await newCustomer()
    const placed = await order(customer, 3, 1)
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 2, depositCentimes: 2 * DEPOSIT })
    const path = `/api/admin/orders/${placed.body.data.reference}/status`
    expect((await adminCall(api, path, { token: staff.token, body: { action: 'cancel', reason: 'Client absent' } })).status).toBe(200)
    expect((await adminCall(api, path, { token: staff.token, body: { action: 'cancel', reason: 'Encore' } })).status).toBe(409)
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 0, depositCentimes: 0 })
    const [last] = (await readJugAccount(db, customer.id)).movements
    expect(last).toMatchObject({ kind: 'cancelled', jugs: -2, deposit: -2 * DEPOSIT, reason: 'Client absent' })
  })
})

describe('the deposit in the product editor', () => {
  it('is read and saved with the product and each pack size; a save without it keeps it', async () => {
    const admin = await createMember(db, 'admin')
    const path = `/api/admin/products/${f.sidiAli.id}`
    const read = async () => (await adminCall(api, path, { token: admin.token })).body.data as AdminProduct
    const saveBody = ({ id: _id, slug: _slug, updated: _updated, ...product }: AdminProduct): ProductSave => product
    const before = await read()
    expect(before.deposit).toBe(0)
    const body = saveBody(before)
    body.pack_sizes[0]!.deposit = 2000
    const saved = await adminCall(api, path, { token: admin.token, method: 'PUT', body })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const { deposit: _deposit, ...withoutDeposit } = saveBody(await read())
    const again = await adminCall(api, path, {
      token: admin.token,
      method: 'PUT',
      body: { ...withoutDeposit, pack_sizes: withoutDeposit.pack_sizes.map(({ deposit: _packDeposit, ...pack }) => pack) },
    })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    const after = await read()
    expect(after.pack_sizes.map((pack) => pack.deposit)).toEqual([2000, ...after.pack_sizes.slice(1).map(() => 0)])
    const tooMuch = await adminCall(api, path, {
      token: admin.token,
      method: 'PUT',
      body: { ...saveBody(after), deposit: DEPOSIT_MAX_CENTIMES + 1 },
    })
    expect(tooMuch.status).toBe(400)
  })
})
