/**
 * Refunds and credit notes on a real PostgreSQL (issue 35 §2, docs/decisions/0082): partial
 * refunds that add up to the order, never more than was paid, the points given back and taken
 * back, a press sent twice refunding once, credit note numbers consecutive under concurrency,
 * the driver's cash of the day, the customer's own credit notes.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  checkoutSettings,
  creditNotes,
  emailOutbox,
  orderEvents,
  orderLines,
  orders,
  pointsLedger,
  sessions,
  users,
} from '~/api/db/schema'
import { hashToken } from '~/api/auth/token-hash'
import { adminCall, createMember } from './back-office-helpers'
import { ledgerSum, newKey, together } from './checkout-helpers'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'
import { closePdfBrowser } from '~/api/files/pdf'
import { pdfLines } from '../support/pdf-text'

/** Friday 27 November 2026, 11:00 in Casablanca. */
const NOW = new Date('2026-11-27T10:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const { createCustomer, createOrder } = orderFixtures(db)
afterAll(closePdfBrowser)

const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver', { firstName: 'Karim', lastName: 'Livreur' })

/**
 * A delivered order of 3 packs at 30,00 and 1 jug at 40,00 (130,00), a fee of 15,00, 20 points
 * used (20,00 off the goods) and 11 earned (credited on delivery), cash collected: 125,00.
 */
async function deliveredOrder({ balance = 50, values = {} as Partial<typeof orders.$inferInsert> } = {}) {
  const customer = await createCustomer()
  await db.update(users).set({ pointsBalance: balance }).where(eq(users.id, customer.id))
  const order = await createOrder(customer.id, {
    lines: [
      { nameFr: 'Pack Sidi Ali', nameAr: 'علبة سيدي علي', reference: 'SA-6', quantity: 3, unitPriceCentimes: 3000 },
      { nameFr: 'Bonbonne 19 L', nameAr: 'قارورة 19 ل', reference: 'BB-19', quantity: 1, unitPriceCentimes: 4000 },
    ],
    values: {
      deliveryFeeCentimes: 1500,
      pointsUsed: 20,
      pointsDiscountCentimes: 2000,
      pointsGained: 11,
      totalCentimes: 12500,
      collectedCentimes: 12500,
      deliveredAt: NOW,
      driverId: driver.id,
      ...values,
    },
  })
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id)
  return { customer, order, pack: lines[0]!, jug: lines[1]! }
}

const refund = (reference: string, body: Record<string, unknown>, instance = api) =>
  adminCall(instance, `/api/admin/orders/${reference}/refunds`, {
    token: staff.token,
    body: { idempotency_key: newKey(), reason: 'Pack abîmé', method: 'bank_transfer', ...body },
  })
const balanceOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!.pointsBalance

describe('refunds', () => {
  it('refunds part of an order twice, adding up to what a whole refund gives, with the points pro rata', async () => {
    const { customer, order, pack, jug } = await deliveredOrder()
    // 1 pack of 130,00 of goods: paid goods 110,00 → 25,38 (rounded); 20 points × 30/130 → 4; 11 earned × 30/130 → 2.
    const first = await refund(order.reference, { lines: [{ line_id: pack.id, quantity: 1 }] })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data).toMatchObject({ total: 2538, replayed: false })
    const second = await refund(order.reference, {
      lines: [
        { line_id: pack.id, quantity: 2 },
        { line_id: jug.id, quantity: 1 },
      ],
      delivery_fee: true,
    })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    // The rest of the goods (110,00 − 25,38) and the fee: everything that was paid, to the centime.
    expect(second.body.data.total).toBe(11000 - 2538 + 1500)
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id)).orderBy(creditNotes.id)
    expect(notes.map((note) => [note.pointsReturned, note.pointsTakenBack])).toEqual([
      [4, 2],
      [16, 9],
    ])
    expect(await balanceOf(customer.id)).toBe(50 + 20 - 11)
    expect((await ledgerSum(db, customer.id)).sum).toBe(20 - 11)
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(after!.refundedCentimes).toBe(12500)

    const view = await adminCall(api, `/api/admin/orders/${order.reference}/refunds`, { token: staff.token })
    expect(view.body.data).toMatchObject({ paid: 12500, refunded: 12500, remaining: 0, delivery_fee_refunded: true })
    expect(view.body.data.credit_notes).toHaveLength(2)
    expect(view.body.data.credit_notes[0]).toMatchObject({
      reason: 'Pack abîmé',
      by: expect.stringContaining('staff'),
      lines: [{ quantity: 1 }],
    })
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(events.filter((event) => event.kind === 'refund').map((event) => event.reason)).toEqual(['Pack abîmé', 'Pack abîmé'])
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, order.reference))
    expect(audits.filter((line) => line.action === 'order.refund')).toHaveLength(2)
    // The customer is told each time, in the order's language, with the credit note's number.
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))
    expect(mails.map((mail) => mail.subject)).toEqual([0, 1].map(() => `Remboursement de votre commande ${order.reference}`))
  })

  it('refuses more than was paid, counting earlier refunds, and more of a line than is left', async () => {
    const { order, pack } = await deliveredOrder()
    const tooMuch = await refund(order.reference, { amount: 12501 })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toContain('125,00')
    expect((await refund(order.reference, { amount: 10000 })).status).toBe(200)
    const past = await refund(order.reference, { amount: 2501 })
    expect(past.status).toBe(400)
    expect(past.body.message).toContain('25,00')
    expect((await refund(order.reference, { lines: [{ line_id: pack.id, quantity: 4 }] })).status).toBe(400)
    // The database holds the rule too, whatever the code above it does.
    await expect(db.update(orders).set({ refundedCentimes: 12501 }).where(eq(orders.id, order.id))).rejects.toThrow()
    await expect(db.update(orderLines).set({ refundedQuantity: 4 }).where(eq(orderLines.id, pack.id))).rejects.toThrow()
  })

  it('refuses an order not delivered, a refund without a reason, and a cash refund without its driver', async () => {
    const customer = await createCustomer()
    const placed = await createOrder(customer.id, {
      lines: [{ nameFr: 'Pack', nameAr: 'علبة', reference: 'P', quantity: 1 }],
      status: 'confirmed',
    })
    expect((await refund(placed.reference, { amount: 100 })).status).toBe(409)
    const { order } = await deliveredOrder()
    expect((await refund(order.reference, { amount: 100, reason: '  ' })).status).toBe(400)
    expect((await refund(order.reference, { amount: 100, method: 'cash' })).status).toBe(400)
    expect((await refund(order.reference, {})).status).toBe(400)
  })

  it('never takes the points back below zero', async () => {
    const { customer, order, pack, jug } = await deliveredOrder({
      balance: 3,
      values: { pointsUsed: 0, pointsDiscountCentimes: 0, totalCentimes: 14500, collectedCentimes: 14500 },
    })
    const answer = await refund(order.reference, {
      lines: [
        { line_id: pack.id, quantity: 3 },
        { line_id: jug.id, quantity: 1 },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.total).toBe(13000)
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))
    // 11 points were earned on the goods; the customer has 3 left: 3 are taken back, not 11.
    expect([note!.pointsReturned, note!.pointsTakenBack]).toEqual([0, 3])
    expect(await balanceOf(customer.id)).toBe(0)
  })

  it('refunds once when the same press arrives twice at once, on two instances', async () => {
    const { order } = await deliveredOrder()
    const body = { idempotency_key: newKey(), reason: 'Cruche cassée', method: 'bank_transfer', amount: 3000 }
    const answers = await Promise.all([
      adminCall(api, `/api/admin/orders/${order.reference}/refunds`, { token: staff.token, body }),
      adminCall(secondInstance, `/api/admin/orders/${order.reference}/refunds`, { token: staff.token, body }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers.map((answer) => answer.body.data.replayed).sort()).toEqual([false, true])
    expect(new Set(answers.map((answer) => answer.body.data.credit_note)).size).toBe(1)
    expect(await db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toHaveLength(1)
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.refundedCentimes).toBe(3000)
  })

  it('numbers credit notes consecutively when many are issued at once', async () => {
    const made = await together(12, () => deliveredOrder())
    const answers = await together(12, (index) => refund(made[index]!.order.reference, { amount: 500 }, index % 2 ? secondInstance : api))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    const numbers = (await db.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.year, 2026)))
      .map((row) => row.number)
      .sort((a, b) => a - b)
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index))
    expect(answers.every((answer) => /^2026-\d{6}$/.test(answer.body.data.credit_note))).toBe(true)
  })

  it('counts a cash refund in its driver’s cash of the day', async () => {
    const { order } = await deliveredOrder()
    const cashBefore = await adminCall(api, '/api/admin/deliveries/cash?date=2026-11-27', { token: staff.token })
    const driverBefore = cashBefore.body.data.drivers.find((entry: { driver: { id: number } | null }) => entry.driver?.id === driver.id)
    expect((await refund(order.reference, { amount: 2000, method: 'cash', driver_id: driver.id, paid_on: '2026-11-27' })).status).toBe(200)
    const cash = await adminCall(api, '/api/admin/deliveries/cash?date=2026-11-27', { token: staff.token })
    const entry = cash.body.data.drivers.find((each: { driver: { id: number } | null }) => each.driver?.id === driver.id)
    expect(entry.refunded).toBe((driverBefore?.refunded ?? 0) + 2000)
    expect(entry.total).toBe(driverBefore.total - 2000)
    expect(entry.refunds.map((each: { reference: string }) => each.reference)).toContain(order.reference)
  })

  it('shows the customer their own credit notes, never another’s', async () => {
    const { customer, order } = await deliveredOrder()
    await refund(order.reference, { amount: 1000 })
    const own = await adminCall(api, `/api/fr/orders/${order.reference}/credit-notes`, { token: customer.token })
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject([{ total: 1000, reason: 'Pack abîmé', by: null }])
    const stranger = await createCustomer()
    expect((await adminCall(api, `/api/fr/orders/${order.reference}/credit-notes`, { token: stranger.token })).status).toBe(404)
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))
    expect((await adminCall(api, `/api/fr/credit-notes/${note!.reference}/pdf`, { token: stranger.token })).status).toBe(404)
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.creditNoteId, note!.id))).toHaveLength(0)
  })

  it('makes the credit note’s PDF in the order’s language, for staff and for its customer', async () => {
    for (const locale of ['fr', 'ar'] as const) {
      const { customer, order, pack } = await deliveredOrder()
      await db.update(orders).set({ locale }).where(eq(orders.id, order.id))
      const answer = await refund(order.reference, { lines: [{ line_id: pack.id, quantity: 1 }] })
      const reference: string = answer.body.data.credit_note
      const staffPdf = await api.request(`/api/admin/credit-notes/${reference}/pdf`, {
        headers: { Authorization: `Bearer ${staff.token}` },
      })
      expect(staffPdf.status).toBe(200)
      expect(staffPdf.headers.get('content-type')).toBe('application/pdf')
      const lines = await pdfLines(new Uint8Array(await staffPdf.arrayBuffer()))
      const text = lines.join('\n')
      expect(text).toContain(reference)
      expect(text).toContain('25,38')
      expect(text).toContain(locale === 'ar' ? 'إشعار دائن' : 'Avoir')
      if (locale === 'ar') expect(lines.some((line) => line.includes('إشعار دائن') && line.includes(reference))).toBe(true)
      const own = await api.request(`/api/${locale}/credit-notes/${reference}/pdf`, {
        headers: { Authorization: `Bearer ${customer.token}` },
      })
      expect(own.status).toBe(200)
    }
  }, 60_000)
})

describe('a refund paid in points (issue 43, hole 8)', () => {
  const verifiedAt = (token: string, minutesAgo: number) =>
    db
      .update(sessions)
      .set({ verifiedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(sessions.token, hashToken(token)))
  const creditNotesOf = async (orderId: number) => db.$count(creditNotes, eq(creditNotes.orderId, orderId))

  it('needs a recent password or code, and an admin beyond the points threshold, like an adjustment', async () => {
    const admin = await createMember(db, 'admin')
    const [rules] = await db.select({ threshold: checkoutSettings.pointsAdminThreshold }).from(checkoutSettings)
    await db.update(checkoutSettings).set({ pointsAdminThreshold: 5 })
    try {
      const { order } = await deliveredOrder()
      // A session that gave no password for six minutes: the step-up first, and nothing refunded.
      await verifiedAt(staff.token, 6)
      const stale = await refund(order.reference, { method: 'points', amount: 100 })
      expect(stale.status).toBe(403)
      expect(Object.keys(stale.body.data.errors)).toEqual(['step_up_required'])
      // Paid otherwise, no step-up is asked.
      expect((await refund(order.reference, { method: 'bank_transfer', amount: 100 })).status).toBe(200)

      await verifiedAt(staff.token, 0)
      const tooMany = await refund(order.reference, { method: 'points', amount: 5000 })
      expect(tooMany.status).toBe(403)
      expect(tooMany.body.data.errors.method).toEqual(['Un ajustement de plus de 5 points doit être fait par un administrateur.'])
      expect(await creditNotesOf(order.id)).toBe(1)

      const byAdmin = await adminCall(api, `/api/admin/orders/${order.reference}/refunds`, {
        token: admin.token,
        body: { idempotency_key: newKey(), reason: 'Geste commercial', method: 'points', amount: 5000 },
      })
      expect(byAdmin.status).toBe(200)
      expect(await creditNotesOf(order.id)).toBe(2)
    } finally {
      await db.update(checkoutSettings).set({ pointsAdminThreshold: rules!.threshold })
    }
  })
})
