/**
 * The back office's orders on a real PostgreSQL (docs/decisions/0028, 0029): who may call what
 * (the role matrix), the order state machine and its effects (points, voucher, timeline, e-mail
 * in the order's language, audit log), and the races: two staff pressing at once through two app
 * instances, delivered against cancelled, a driver's queued action replayed.
 */
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, emailOutbox, orderEvents, orders, pointsLedger, users, voucherRedemptions, vouchers } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { together } from './checkout-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Tuesday 24 November 2026, 10:00 in Casablanca. */
const NOW = new Date('2026-11-24T09:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const { createCustomer, createOrder } = orderFixtures(db)

const admin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')
const otherDriver = await createMember(db, 'driver')

/** A placed order of a customer, 40 points to earn, optionally spending points and a voucher. */
async function placedOrder({
  locale = 'fr',
  pointsUsed = 0,
  voucher = false,
  status = 'placed' as const,
  driverId = null as number | null,
} = {}) {
  const customer = await createCustomer({ locale })
  const [code] = voucher
    ? await db
        .insert(vouchers)
        .values({ code: `BO${Math.random().toString(36).slice(2, 8).toUpperCase()}`, kind: 'fixed', value: 500, maxUses: 1, usedCount: 1 })
        .returning()
    : [undefined]
  const order = await createOrder(customer.id, {
    lines: sidiAliLines,
    status,
    locale,
    deliveryDate: '2026-11-25',
    values: { pointsGained: 40, pointsUsed, pointsDiscountCentimes: pointsUsed * 10, voucherId: code?.id ?? null, driverId },
  })
  if (pointsUsed) {
    // Points the customer had, then spent on this order, as placing it wrote them: balance 0, ledger 0.
    await db.insert(pointsLedger).values([
      { userId: customer.id, delta: pointsUsed, reason: 'gift' },
      { userId: customer.id, delta: -pointsUsed, reason: 'order_spend', orderId: order.id },
    ])
  }
  if (code) await db.insert(voucherRedemptions).values({ voucherId: code.id, userId: customer.id, orderId: order.id })
  return { customer, order, voucher: code }
}

const change = (reference: string, body: Record<string, unknown>, token: string, instance = api) =>
  adminCall(instance, `/api/admin/orders/${reference}/status`, { token, body })

const ledger = async (userId: number) =>
  (
    await db
      .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int`, balance: sql<number>`max(${users.pointsBalance})` })
      .from(users)
      .leftJoin(pointsLedger, eq(pointsLedger.userId, users.id))
      .where(eq(users.id, userId))
  )[0]!

describe('the back office role matrix', () => {
  it('refuses visitors (401) and customers (403) on every back-office endpoint, with no data', async () => {
    const { order } = await placedOrder()
    const customer = await createCustomer()
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${order.reference}`],
      ['POST', `/api/admin/orders/${order.reference}/status`, { action: 'confirm' }],
      ['POST', `/api/admin/orders/${order.reference}/notes`, { text: 'Appeler avant' }],
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff', { email: 'x@example.test', first_name: 'X', last_name: 'Y', role: 'admin' }],
      ['PATCH', `/api/admin/staff/${staff.id}`, { role: 'admin' }],
      ['GET', '/api/admin/audit'],
    ]
    for (const [method, path, body] of endpoints) {
      const visitor = await adminCall(api, path, { method, body })
      expect(visitor.status, `${method} ${path}`).toBe(401)
      expect(visitor.body.data).toEqual({ errors: {} })
      const asCustomer = await adminCall(api, path, { method, body, token: customer.token })
      expect(asCustomer.status, `${method} ${path}`).toBe(403)
      expect(asCustomer.body.message).toBe(m.api_forbidden({}, { locale: 'fr' }))
    }
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('placed')
  })

  it('gives staff the orders but not the staff accounts or the audit log; the admin everything', async () => {
    const { order } = await placedOrder()
    for (const path of ['/api/admin/me', '/api/admin/orders', `/api/admin/orders/${order.reference}`]) {
      const seen = await adminCall(api, path, { token: staff.token })
      expect(seen.status, JSON.stringify(seen.body)).toBe(200)
      expect((await adminCall(api, path, { token: admin.token })).status, path).toBe(200)
    }
    for (const path of ['/api/admin/staff', '/api/admin/audit']) {
      expect((await adminCall(api, path, { token: staff.token })).status, path).toBe(403)
      expect((await adminCall(api, path, { token: admin.token })).status, path).toBe(200)
    }
    expect(
      (await adminCall(api, `/api/admin/staff/${driver.id}`, { method: 'PATCH', token: staff.token, body: { role: 'admin' } })).status,
    ).toBe(403)
  })

  it('shows a driver only their own deliveries, and lets them only deliver or report a failed attempt', async () => {
    const { order: mine } = await placedOrder({ status: 'out_for_delivery' as never, driverId: driver.id })
    const { order: theirs } = await placedOrder({ status: 'out_for_delivery' as never, driverId: otherDriver.id })
    expect((await adminCall(api, '/api/admin/orders', { token: driver.token })).status).toBe(403)
    expect((await adminCall(api, `/api/admin/orders/${mine.reference}`, { token: driver.token })).body.data.actions).toEqual([
      'deliver',
      'fail',
    ])
    expect((await adminCall(api, `/api/admin/orders/${theirs.reference}`, { token: driver.token })).status).toBe(404)
    expect((await change(theirs.reference, { action: 'deliver' }, driver.token)).status).toBe(404)
    expect((await change(mine.reference, { action: 'cancel', reason: 'Client absent' }, driver.token)).status).toBe(403)
    expect((await adminCall(api, `/api/admin/orders/${mine.reference}/notes`, { token: driver.token, body: { text: 'x' } })).status).toBe(
      403,
    )
    expect((await change(mine.reference, { action: 'deliver' }, driver.token)).status).toBe(200)
    expect((await db.select().from(orders).where(eq(orders.id, theirs.id)))[0]!.status).toBe('out_for_delivery')
  })

  it('ignores fields that must not change anything: a status in the body, points or a role on a staff change', async () => {
    const { order } = await placedOrder()
    const confirmed = await change(order.reference, { action: 'confirm', status: 'delivered', points_gained: 9999 }, staff.token)
    expect(confirmed.body.data.status).toBe('confirmed')
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect([row!.status, row!.pointsGained]).toEqual(['confirmed', 40])
    const refused = await adminCall(api, `/api/admin/staff/${driver.id}`, { method: 'PATCH', token: admin.token, body: { points: 1000 } })
    expect(refused.status).toBe(400)
    expect((await db.select().from(users).where(eq(users.id, driver.id)))[0]!.pointsBalance).toBe(0)
  })

  it('refuses a staff member asked to change password, and a disabled one loses their sessions at once', async () => {
    const member = await createMember(db, 'staff')
    const updated = await adminCall(api, `/api/admin/staff/${member.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { must_change_password: true },
    })
    expect(updated.body.data.must_change_password).toBe(true)
    const asked = await adminCall(api, '/api/admin/orders', { token: member.token })
    expect(asked.status).toBe(403)
    expect(asked.body.message).toBe(m.api_staff_password_change_required({}, { locale: 'fr' }))
    await adminCall(api, `/api/admin/staff/${member.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { must_change_password: false, disabled: true },
    })
    // The other instance reads the same sessions: the account is out there too.
    expect((await adminCall(secondInstance, '/api/admin/me', { token: member.token })).status).toBe(401)
    expect(
      (await adminCall(api, `/api/admin/staff/${admin.id}`, { method: 'PATCH', token: admin.token, body: { disabled: true } })).status,
    ).toBe(409)
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(member.id))))
    expect(audit.map((entry) => entry.after)).toContainEqual({ role: 'staff', disabled: true, must_change_password: false })
  })
})

describe('the orders list', () => {
  it('finds an order by its reference, the customer’s name, e-mail or phone digits, and filters and sorts on the server', async () => {
    const customer = await createCustomer({ firstName: 'Ghizlane' })
    await db.update(users).set({ phone: '+212 6 61 23 45 67' }).where(eq(users.id, customer.id))
    const order = await createOrder(customer.id, { lines: sidiAliLines, status: 'confirmed', deliveryDate: '2026-11-26' })
    const list = async (query: string) => (await adminCall(api, `/api/admin/orders?${query}`, { token: staff.token })).body.data
    for (const q of [
      order.reference,
      order.reference.toLowerCase().slice(3),
      'ghizlane test',
      customer.email.toUpperCase(),
      '0661 23 45 67',
    ]) {
      const found = await list(`q=${encodeURIComponent(q)}`)
      expect(
        found.items.map((row: { reference: string }) => row.reference),
        q,
      ).toContain(order.reference)
    }
    // LIKE's own characters match themselves, not everything.
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0)
    expect((await list(`q=${encodeURIComponent('_')}`)).total).toBe(0)
    const filtered = await list(`status=confirmed&from=2026-11-26&to=2026-11-26&q=${order.reference}`)
    expect(filtered.total).toBe(1)
    expect(filtered.items[0]).toMatchObject({
      reference: order.reference,
      customer: { name: 'Ghizlane Test', phone: '+212 6 61 23 45 67' },
    })
    expect((await list(`status=delivered&q=${order.reference}`)).total).toBe(0)
    const byTotal = await list('sort=total&dir=desc&per_page=25')
    const totals = byTotal.items.map((row: { total: number }) => row.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    expect((await adminCall(api, '/api/admin/orders?per_page=7', { token: staff.token })).status).toBe(400)
  })
})

describe('the order state machine', () => {
  it('confirms, dispatches and delivers: points credited once, timeline, e-mails in the order’s language, audit', async () => {
    const { customer, order } = await placedOrder({ locale: 'ar' })
    expect((await change(order.reference, { action: 'deliver' }, staff.token)).status).toBe(409)
    for (const action of ['confirm', 'dispatch', 'deliver']) {
      const answer = await change(order.reference, { action }, staff.token)
      expect(answer.status, action).toBe(200)
    }
    expect(await ledger(customer.id)).toEqual({ sum: 40, balance: 40 })
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect([row!.status, row!.collectedCentimes]).toEqual(['delivered', order.totalCentimes])
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array(3).fill(m.mail_status_subject({ reference: order.reference }, { locale: 'ar' })),
    )
    expect(mails.at(-1)!.text).toContain(m.mail_status_delivered_points({ reference: order.reference, points: 40 }, { locale: 'ar' }))
    const detail = await adminCall(api, `/api/admin/orders/${order.reference}?lang=fr`, { token: staff.token })
    expect(detail.body.data.events.map((event: { to: string }) => event.to)).toEqual([
      'placed',
      'confirmed',
      'out_for_delivery',
      'delivered',
    ])
    expect(detail.body.data.actions).toEqual([])
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, order.reference))
    expect(audit.map((entry) => entry.action)).toEqual(['order.confirm', 'order.dispatch', 'order.deliver'])
    expect(audit[0]).toMatchObject({ actorId: staff.id, before: { status: 'placed' }, after: { status: 'confirmed' } })
    // The customer's own page shows it delivered.
    const own = await adminCall(api, `/api/fr/orders/${order.reference}`, { token: customer.token })
    expect(own.body.data.status).toBe('delivered')
    expect(own.body.data.timeline.map((step: { status: string }) => step.status)).toEqual([
      'placed',
      'confirmed',
      'out_for_delivery',
      'delivered',
    ])
  })

  it('cancels with a reason only, returning the points spent and the voucher use, once', async () => {
    const { customer, order, voucher } = await placedOrder({ pointsUsed: 30, voucher: true })
    const missing = await change(order.reference, { action: 'cancel' }, staff.token)
    expect(missing.status).toBe(400)
    expect(missing.body.data.errors.reason).toEqual([m.api_order_reason_required({}, { locale: 'fr' })])
    expect((await change(order.reference, { action: 'cancel', reason: 'Client injoignable' }, staff.token)).status).toBe(200)
    expect((await change(order.reference, { action: 'cancel', reason: 'Encore' }, staff.token)).status).toBe(409)
    expect(await ledger(customer.id)).toEqual({ sum: 30, balance: 30 })
    expect((await db.select().from(vouchers).where(eq(vouchers.id, voucher!.id)))[0]!.usedCount).toBe(0)
    expect(await db.select().from(voucherRedemptions).where(eq(voucherRedemptions.orderId, order.id))).toEqual([])
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.cancelReason).toBe('Client injoignable')
  })

  it('records a failed attempt with a reason and a later date, back to confirmed for another round', async () => {
    const { order } = await placedOrder({ status: 'out_for_delivery' as never, driverId: driver.id })
    const past = await change(order.reference, { action: 'fail', reason: 'Absent', new_delivery_date: '2026-11-24' }, driver.token)
    expect(past.status).toBe(400)
    expect(past.body.data.errors.new_delivery_date).toEqual([m.api_order_new_date_required({}, { locale: 'fr' })])
    expect(
      (await change(order.reference, { action: 'fail', reason: 'Absent', new_delivery_date: '2026-11-27' }, driver.token)).status,
    ).toBe(200)
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect([row!.status, row!.deliveryDate, row!.driverId]).toEqual(['confirmed', '2026-11-27', null])
    const [event] = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(event).toMatchObject({ kind: 'failed_attempt', reason: 'Absent', newDeliveryDate: '2026-11-27', actorId: driver.id })
  })
})

describe('the order state machine under races', () => {
  it('credits the points once when two staff deliver the same order at once, through two instances', async () => {
    const { customer, order } = await placedOrder({ status: 'out_for_delivery' as never })
    const answers = await together(2, (index) => change(order.reference, { action: 'deliver' }, staff.token, index ? secondInstance : api))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await ledger(customer.id)).toEqual({ sum: 40, balance: 40 })
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(1)
  })

  it('ends delivered against cancelled at once in one consistent state', async () => {
    for (let round = 0; round < 4; round++) {
      const { customer, order, voucher } = await placedOrder({ status: 'out_for_delivery' as never, pointsUsed: 20, voucher: true })
      const answers = await together(2, (index) =>
        change(
          order.reference,
          index ? { action: 'cancel', reason: 'Annulée' } : { action: 'deliver' },
          staff.token,
          index ? secondInstance : api,
        ),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
      const [code] = await db.select().from(vouchers).where(eq(vouchers.id, voucher!.id))
      if (row!.status === 'delivered') {
        expect(await ledger(customer.id)).toEqual({ sum: 40, balance: 40 })
        expect(code!.usedCount).toBe(1)
      } else {
        expect(row!.status).toBe('cancelled')
        expect(await ledger(customer.id)).toEqual({ sum: 20, balance: 20 })
        expect(code!.usedCount).toBe(0)
      }
    }
  })

  it("applies a driver's queued action once when it is replayed, even at the same moment", async () => {
    const { customer, order } = await placedOrder({ status: 'out_for_delivery' as never, driverId: driver.id })
    const unknownMode = await change(order.reference, { action: 'deliver', collected_payment_mode_id: 999_999 }, driver.token)
    expect(unknownMode.status).toBe(400)
    expect(Object.keys(unknownMode.body.data.errors)).toEqual(['collected_payment_mode_id'])
    const body = { action: 'deliver', collected: 5000, collected_reason: 'Payé en partie', client_key: 'queued-0123456789' }
    const answers = await together(3, (index) => change(order.reference, body, driver.token, index % 2 ? secondInstance : api))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.filter((answer) => answer.body.data.replayed)).toHaveLength(2)
    const replay = await change(order.reference, body, driver.token)
    expect(replay.body.data).toEqual({ reference: order.reference, status: 'delivered', replayed: true })
    expect(await ledger(customer.id)).toEqual({ sum: 40, balance: 40 })
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.collectedCentimes).toBe(5000)
  })
})
