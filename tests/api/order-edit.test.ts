/**
 * Editing a placed order on a real PostgreSQL (issue 35 §1, docs/decisions/0076): the preview
 * writes nothing; the save prices the order as checkout prices the same cart, moves the stock by
 * the difference (one `edited` movement), writes the history before → after and e-mails the
 * customer; checkout's rules refuse under their field; two staff saving at once (one wins, the
 * other is told who and when) and an edit racing a dispatch or a cancellation end in one
 * consistent state.
 */
import { and, desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  auditLog,
  cities,
  emailOutbox,
  orderLines,
  orders,
  productVariants,
  stockMovements,
  users,
  voucherRedemptions,
  vouchers,
} from '~/api/db/schema'
import { adminCall, createMember } from './back-office-helpers'
import { call, checkoutFixtures, createCustomer, createVoucher, ledgerSum } from './checkout-helpers'
import { checkoutOrders } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Monday 20 July 2026, 09:00 in Casablanca. */
const NOW = new Date('2026-07-20T08:00:00Z')
const { db, api } = await useTestDatabase({ now: () => NOW })
const f = await checkoutFixtures(db)
await db.update(cities).set({ minOrderCentimes: 0 }).where(eq(cities.id, f.casablanca.id))

const staff = await createMember(db, 'staff', { firstName: 'Salma', lastName: 'Bennani' })
const otherStaff = await createMember(db, 'staff', { firstName: 'Youssef', lastName: 'Amrani' })
const driver = await createMember(db, 'driver')
const small = f.variants[0]!
const large = f.variants[1]!

const stockOf = async (variantId: number) =>
  (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock
const orderRow = async (reference: string) => (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!
const newCustomer = () => createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })

type LineInput = { product_id: number; quantity: number; product_attribute_id: number }
const line = (variantId: number, quantity: number): LineInput => ({ product_id: f.sidiAli.id, quantity, product_attribute_id: variantId })

const { placedReference } = checkoutOrders(api, f)

const editPath = (reference: string) => `/api/admin/orders/${reference}/edit`
const editor = async (reference: string) => (await adminCall(api, editPath(reference), { token: staff.token })).body.data
const editBody = (version: number, lines: LineInput[], date: string, extra: Record<string, unknown> = {}) => ({
  version,
  products: lines,
  delivery_date: date,
  delivery_mode_id: f.standard.id,
  payment_mode_id: f.cash.id,
  ...extra,
})

beforeEach(async () => {
  await db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, small.id))
  await db.update(productVariants).set({ stock: null }).where(eq(productVariants.id, large.id))
})

describe('editing a placed order', () => {
  it('previews without writing, then saves as checkout prices the same cart, with stock, history and e-mail', async () => {
    const customer = await newCustomer()
    const reference = await placedReference(customer, [line(small.id, 3)])
    expect(await stockOf(small.id)).toBe(47)
    const start = await editor(reference)
    expect(start).toMatchObject({ version: 0, editable: true, lines: [{ product_attribute_id: small.id, quantity: 3 }] })
    const standardDates: string[] = start.delivery_modes.find((mode: { id: number }) => mode.id === f.standard.id).dates
    const newDate = standardDates.find((date) => date > '2026-07-22')!
    const lines = [line(small.id, 5), line(large.id, 2)]

    const before = await orderRow(reference)
    const preview = await adminCall(api, `${editPath(reference)}/preview`, { token: staff.token, body: editBody(0, lines, newDate) })
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    expect(preview.body.data.before.total).toBe(before.totalCentimes)
    expect(preview.body.data.changes.map((change: { field: string }) => change.field)).toEqual(
      expect.arrayContaining(['lines', 'date', 'total']),
    )
    // Nothing written: the order, its lines and the stock are as they were.
    expect(await orderRow(reference)).toEqual(before)
    expect(await stockOf(small.id)).toBe(47)

    const saved = await adminCall(api, editPath(reference), {
      token: staff.token,
      body: editBody(0, lines, newDate, { reason: 'Appel du client' }),
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({ version: 1, after: preview.body.data.after })

    // The same totals as checkout gives the same cart.
    const priced = await call(api, '/api/validate-cart?lang=fr', {
      body: { ...editBody(0, lines, newDate), version: undefined, city_id: f.casablanca.id, delivery_address_id: customer.home.id },
      token: customer.token,
    })
    const totals = (priced.body as { data: { totals: { total: number; subtotal: number; delivery_fee: number } } }).data.totals
    const after = await orderRow(reference)
    expect(after).toMatchObject({
      version: 1,
      deliveryDate: newDate,
      subtotalCentimes: totals.subtotal,
      deliveryFeeCentimes: totals.delivery_fee,
      totalCentimes: totals.total,
    })
    const savedLines = await db.select().from(orderLines).where(eq(orderLines.orderId, after.id)).orderBy(orderLines.id)
    expect(savedLines.map((row) => [row.variantId, row.quantity, row.stockReserved])).toEqual([
      [small.id, 5, true],
      [large.id, 2, false],
    ])

    // Stock: two more taken, one `edited` movement naming the order and who.
    expect(await stockOf(small.id)).toBe(45)
    const movements = await db.select().from(stockMovements).where(eq(stockMovements.orderId, after.id)).orderBy(stockMovements.id)
    expect(movements.map((row) => [row.kind, row.delta, row.stockAfter, row.actorId])).toEqual([
      ['reserved', -3, 47, null],
      ['edited', -2, 45, staff.id],
    ])

    // History before → after, in each language.
    for (const lang of ['fr', 'ar'] as const) {
      const detail = await adminCall(api, `/api/admin/orders/${reference}?lang=${lang}`, { token: staff.token })
      const edited = detail.body.data.events.find((event: { kind: string }) => event.kind === 'edited')
      expect(edited).toMatchObject({ by: 'Salma Bennani', reason: 'Appel du client' })
      expect(edited.changes).toContainEqual(expect.objectContaining({ field: 'lines', before: expect.stringContaining('3 ×') }))
      if (lang === 'ar')
        expect(edited.changes.find((change: { field: string }) => change.field === 'lines').after).toMatch(/[\u0600-\u06FF]/)
    }
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, reference), eq(auditLog.action, 'order.edit')))
    expect(audit).toMatchObject({ before: expect.objectContaining({ version: 0 }), after: expect.objectContaining({ version: 1 }) })

    // The customer is e-mailed the new order, in their language.
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, customer.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
    expect(mail!.subject).toBe(`Votre commande ${reference} a été modifiée`)
    expect(mail!.text).toContain('5 ×')
  })

  it("refuses what checkout refuses, under its field, and what is not staff's or has left", async () => {
    const customer = await newCustomer()
    const stranger = await newCustomer()
    const reference = await placedReference(customer, [line(small.id, 2)])
    const save = (body: unknown, token = staff.token) => adminCall(api, editPath(reference), { token, body })
    const lines = [line(small.id, 2)]

    const badDate = await save(editBody(0, lines, '2026-07-19'))
    expect(badDate.status).toBe(400)
    expect(badDate.body.data.errors).toHaveProperty('delivery_date')
    for (const addressId of [stranger.home.id, customer.away.id]) {
      const refused = await save(editBody(0, lines, '2026-07-22', { delivery_address_id: addressId }))
      expect(refused.status).toBe(400)
      expect(refused.body.data.errors).toHaveProperty('delivery_address_id')
    }
    expect((await save(editBody(0, [], '2026-07-22'))).status).toBe(400)
    expect((await save(editBody(0, [line(small.id, 51)], '2026-07-22'))).status).toBe(409)
    expect((await save(editBody(0, lines, '2026-07-22'), driver.token)).status).toBe(403)
    expect(await stockOf(small.id)).toBe(48)

    const typed = { recipient_name: 'Bureau Ahmed', phone: '+212600000000', line1: '12 bd Zerktouni', line2: '', district: 'Gauthier' }
    const ok = await save(editBody(0, lines, '2026-07-22', { typed_address: typed }))
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect((await orderRow(reference)).deliveryAddress).toMatchObject({ recipientName: 'Bureau Ahmed', line1: '12 bd Zerktouni' })

    await db.update(orders).set({ status: 'out_for_delivery' }).where(eq(orders.reference, reference))
    const left = await save(editBody(1, lines, '2026-07-22'))
    expect(left.status).toBe(409)
    expect(left.body.message).toContain('En cours de livraison')
  })
})

describe("the order's own uses", () => {
  it('keeps a one-use voucher the order already used while it applies, takes it off when it no longer does; points only come back', async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, points: 200 })
    const voucher = await createVoucher(db, { kind: 'fixed', value: 1000, minOrderCentimes: 6000, maxUses: 1, maxUsesPerCustomer: 1 })
    const reference = await placedReference(customer, [line(small.id, 2)], { extra: { voucher_code: voucher.code, used_points: 20 } })
    const placed = await orderRow(reference)
    expect(placed).toMatchObject({ voucherId: voucher.id, pointsUsed: 20 })
    const voucherNow = async () => (await db.select().from(vouchers).where(eq(vouchers.id, voucher.id)))[0]!.usedCount
    const save = (version: number, quantity: number) =>
      adminCall(api, editPath(reference), { token: staff.token, body: editBody(version, [line(small.id, quantity)], '2026-07-22') })

    // More goods: the voucher still applies (this order's own use is not counted against it).
    const more = await save(0, 3)
    expect(more.status, JSON.stringify(more.body)).toBe(200)
    expect(more.body.data.voucher_dropped).toBe(false)
    expect((await orderRow(reference)).voucherId).toBe(voucher.id)
    expect(await voucherNow()).toBe(1)

    // Below the voucher's minimum: taken off, its use given back; the points asked stay within what the goods allow.
    const less = await save(1, 1)
    expect(less.status, JSON.stringify(less.body)).toBe(200)
    expect(less.body.data.voucher_dropped).toBe(true)
    const edited = await orderRow(reference)
    expect(edited).toMatchObject({ voucherId: null, discountCentimes: 0 })
    expect(edited.pointsUsed).toBeLessThanOrEqual(20)
    expect(await voucherNow()).toBe(0)
    expect(await db.select().from(voucherRedemptions).where(eq(voucherRedemptions.orderId, edited.id))).toEqual([])
    const [user] = await db.select().from(users).where(eq(users.id, customer.id))
    expect(user!.pointsBalance).toBe(200 - edited.pointsUsed)
    expect(await ledgerSum(db, customer.id)).toEqual({ sum: user!.pointsBalance, balance: user!.pointsBalance })
  })
})

describe('races on one order', () => {
  it('two staff saving at once: one wins, the other is told who and when (409)', async () => {
    const customer = await newCustomer()
    const reference = await placedReference(customer, [line(small.id, 2)])
    const [first, second] = await Promise.all([
      adminCall(api, editPath(reference), { token: staff.token, body: editBody(0, [line(small.id, 4)], '2026-07-22') }),
      adminCall(api, editPath(reference), { token: otherStaff.token, body: editBody(0, [line(small.id, 6)], '2026-07-22') }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const [won, lost] = first.status === 200 ? [first, second] : [second, first]
    const winner = won === first ? 'Salma Bennani' : 'Youssef Amrani'
    expect(lost.body.message).toContain(winner)
    expect(lost.body.data.conflict).toMatchObject({ saved_by: winner, version: 1 })
    const quantity = won === first ? 4 : 6
    expect(await stockOf(small.id)).toBe(50 - quantity)
    expect(
      (
        await db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, (await orderRow(reference)).id))
      )[0]!.quantity,
    ).toBe(quantity)
  })

  it('an edit racing a dispatch or a cancellation ends in one consistent state', async () => {
    for (const action of ['dispatch', 'cancel'] as const) {
      const customer = await newCustomer()
      const reference = await placedReference(customer, [line(small.id, 2)])
      await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.reference, reference))
      const [edit, change] = await Promise.all([
        adminCall(api, editPath(reference), { token: staff.token, body: editBody(0, [line(small.id, 7)], '2026-07-22') }),
        adminCall(api, `/api/admin/orders/${reference}/status`, { token: otherStaff.token, body: { action, reason: 'Le client annule' } }),
      ])
      expect(change.status, action).toBe(200)
      expect([200, 409], action).toContain(edit.status)
      const order = await orderRow(reference)
      const [orderLine] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))
      // The lines and totals agree with each other, and the stock with the lines.
      expect(order.subtotalCentimes).toBe(orderLine!.lineTotalCentimes)
      if (action === 'cancel') {
        expect(order.status).toBe('cancelled')
        expect(await stockOf(small.id)).toBe(50)
      } else {
        expect(order.status).toBe('out_for_delivery')
        expect(orderLine!.quantity).toBe(edit.status === 200 ? 7 : 2)
        expect(await stockOf(small.id)).toBe(50 - orderLine!.quantity)
      }
      await db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, small.id))
    }
  })
})
