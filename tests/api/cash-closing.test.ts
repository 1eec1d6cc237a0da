/**
 * The cash reconciliation on a real PostgreSQL (issue 36 §3, docs/decisions/0084): what is due
 * per driver and day, a closing with a difference needs its reason, one closing per driver and
 * day (two at once: one), a closed day is final (the closing itself, a late delivery, a late cash
 * refund or deposit refund are refused by the database), audited, and the dashboard's list of days not closed.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, cashClosings, orders } from '~/api/db/schema'
import { readJugBalance, recordJugMovement } from '~/api/services/deposits/jug-ledger'
import { adminCall, createMember } from './back-office-helpers'
import { newKey, together } from './checkout-helpers'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Friday 27 November 2026, 11:00 in Casablanca. */
const NOW = new Date('2026-11-27T10:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const { createCustomer, createOrder } = orderFixtures(db)

const staff = await createMember(db, 'staff')

/** A driver's delivered order of `total` centimes, collected in full on `day` (11:00 in Casablanca). */
async function delivered(driverId: number, day: string, total: number) {
  const customer = await createCustomer()
  return createOrder(customer.id, {
    lines: [{ nameFr: 'Bonbonne 19 L', nameAr: 'قارورة 19 ل', reference: 'BB-19', quantity: 1, unitPriceCentimes: total }],
    values: { totalCentimes: total, collectedCentimes: total, deliveredAt: new Date(`${day}T10:00:00Z`), driverId },
  })
}

const closingsOf = (date: string) => adminCall(api, `/api/admin/deliveries/cash/closings?date=${date}`, { token: staff.token })
const close = (body: Record<string, unknown>, instance = api) =>
  adminCall(instance, '/api/admin/deliveries/cash/closings', { token: staff.token, body })
const entryOf = (answer: Awaited<ReturnType<typeof closingsOf>>, driverId: number) =>
  answer.body.data.drivers.find((entry: { driver: { id: number } }) => entry.driver.id === driverId)

describe('cash closing', () => {
  it('closes a day with a difference only with its reason, once, audited and final', async () => {
    const driver = await createMember(db, 'driver')
    await delivered(driver.id, '2026-11-25', 12_000)
    await delivered(driver.id, '2026-11-25', 8_000)
    const before = entryOf(await closingsOf('2026-11-25'), driver.id)
    expect(before).toMatchObject({ collected: 20_000, paid_back: 0, due: 20_000, closing: null })

    const body = { date: '2026-11-25', driver_id: driver.id, declared: 19_500, due_seen: 20_000 }
    const noReason = await close(body)
    expect(noReason.status).toBe(400)
    expect(Object.keys(noReason.body.data.errors)).toEqual(['reason'])
    expect((await close({ ...body, due_seen: 12_000, reason: 'x' })).status).toBe(409)

    const closed = await close({ ...body, reason: 'Billet de 5 DH manquant' })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect(closed.body.data.closing).toMatchObject({ declared: 19_500, difference: -500, reason: 'Billet de 5 DH manquant' })
    const again = await close({ ...body, declared: 20_000 })
    expect(again.status).toBe(409)

    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cash.close'), eq(auditLog.entityId, `2026-11-25:${driver.id}`)))
    expect(line).toMatchObject({ actorId: staff.id, after: { due: 20_000, declared: 19_500, difference: -500 } })
    // Final: PostgreSQL refuses to rewrite or remove the closing, whoever asks.
    await expect(db.update(cashClosings).set({ declaredCentimes: 20_000 }).where(eq(cashClosings.driverId, driver.id))).rejects.toThrow()
    await expect(db.delete(cashClosings).where(eq(cashClosings.driverId, driver.id))).rejects.toThrow()
  })

  it('refuses a day to come and a driver with nothing that day; a matching count needs no reason', async () => {
    const driver = await createMember(db, 'driver')
    await delivered(driver.id, '2026-11-24', 5_000)
    expect((await close({ date: '2026-11-28', driver_id: driver.id, declared: 0, due_seen: 0 })).status).toBe(400)
    expect((await close({ date: '2026-11-23', driver_id: driver.id, declared: 0, due_seen: 0 })).status).toBe(400)
    const closed = await close({ date: '2026-11-24', driver_id: driver.id, declared: 5_000, due_seen: 5_000 })
    expect(closed.status).toBe(200)
    expect(closed.body.data.closing).toMatchObject({ difference: 0, reason: null })
  })

  it('closes a day pressed twice at once from two instances once', async () => {
    const driver = await createMember(db, 'driver')
    await delivered(driver.id, '2026-11-20', 3_000)
    const body = { date: '2026-11-20', driver_id: driver.id, declared: 3_000, due_seen: 3_000 }
    const answers = await together(2, (index) => close(body, index === 0 ? api : secondInstance))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const rows = await db.select().from(cashClosings).where(eq(cashClosings.driverId, driver.id))
    expect(rows).toHaveLength(1)
  })

  it('refuses a late change of a closed day: a delivery, a cash refund, an edit of a counted order', async () => {
    const driver = await createMember(db, 'driver')
    const counted = await delivered(driver.id, '2026-11-27', 4_000)
    const customer = await createCustomer()
    const late = await createOrder(customer.id, {
      lines: [{ nameFr: 'Bonbonne 19 L', nameAr: 'قارورة 19 ل', reference: 'BB-19', quantity: 1, unitPriceCentimes: 6_000 }],
      status: 'out_for_delivery',
      deliveryDate: '2026-11-27',
      values: { totalCentimes: 6_000, driverId: driver.id },
    })
    expect((await close({ date: '2026-11-27', driver_id: driver.id, declared: 4_000, due_seen: 4_000 })).status).toBe(200)

    const delivery = await adminCall(api, `/api/admin/orders/${late.reference}/status`, {
      token: driver.token,
      body: { action: 'deliver', client_key: newKey().replace(/[^A-Za-z0-9]/g, 'a') },
    })
    expect(delivery.status, JSON.stringify(delivery.body)).toBe(409)
    expect(delivery.body.message).toContain('clôturée')
    expect((await db.select().from(orders).where(eq(orders.id, late.id)))[0]!.status).toBe('out_for_delivery')

    const refund = await adminCall(api, `/api/admin/orders/${counted.reference}/refunds`, {
      token: staff.token,
      body: { idempotency_key: newKey(), reason: 'Geste', method: 'cash', amount: 1_000, driver_id: driver.id, paid_on: '2026-11-27' },
    })
    expect(refund.status, JSON.stringify(refund.body)).toBe(409)
    // A deposit the driver would pay back in cash that day: refused the same way.
    await recordJugMovement(db, { userId: customer.id, kind: 'lent', jugs: 1, depositCentimes: 5_000, now: NOW })
    const depositRefund = await adminCall(api, `/api/admin/customers/${customer.id}/jugs/refund`, {
      token: staff.token,
      body: {
        idempotency_key: newKey(),
        deposit_seen: 5_000,
        jugs: 1,
        amount: 5_000,
        reason: 'Arrête',
        method: 'cash',
        driver_id: driver.id,
        paid_on: '2026-11-27',
      },
    })
    expect(depositRefund.status, JSON.stringify(depositRefund.body)).toBe(409)
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 1, depositCentimes: 5_000 })
    await expect(db.update(orders).set({ collectedCentimes: 3_000 }).where(eq(orders.id, counted.id))).rejects.toMatchObject({
      cause: { constraint: 'cash_day_closed' },
    })
    // What is not the day's cash still changes (a comment).
    await db.update(orders).set({ comment: 'sonner deux fois' }).where(eq(orders.id, counted.id))
    const day = entryOf(await closingsOf('2026-11-27'), driver.id)
    expect(day).toMatchObject({ due: 4_000, closing: { declared: 4_000 } })
  })

  it("lists the past days a driver delivered whose cash is not closed, not today's", async () => {
    const driver = await createMember(db, 'driver', { firstName: 'Nadia', lastName: 'Route' })
    await delivered(driver.id, '2026-11-19', 7_000)
    await delivered(driver.id, '2026-11-18', 2_000)
    await delivered(driver.id, '2026-11-27', 1_000)
    expect((await close({ date: '2026-11-18', driver_id: driver.id, declared: 2_000, due_seen: 2_000 })).status).toBe(200)
    const answer = await adminCall(api, '/api/admin/deliveries/cash/unclosed', { token: staff.token })
    expect(answer.status).toBe(200)
    const mine = answer.body.data.days.filter((day: { driver: { id: number } }) => day.driver.id === driver.id)
    expect(mine).toEqual([{ date: '2026-11-19', driver: { id: driver.id, name: 'Nadia Route' }, due: 7_000 }])
    // A driver reads none of it.
    expect((await adminCall(api, '/api/admin/deliveries/cash/unclosed', { token: driver.token })).status).toBe(403)
  })
})
