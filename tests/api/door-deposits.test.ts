/**
 * Jugs at the door and in the back office on a real PostgreSQL (issue 36 §1, docs/decisions/0084):
 * the driver's count of empties moves the jug account and the deposit charged both ways, in the
 * delivery's transaction, and the amount to collect follows; a deposit refund pressed twice (two
 * instances, one key or one stale balance) refunds once; lost jugs written off; jugs out per city.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, depositRefunds, jugMovements, orders } from '~/api/db/schema'
import { readJugBalance, recordJugMovement } from '~/api/services/deposits/jug-ledger'
import { adminCall, createMember } from './back-office-helpers'
import { newKey, together } from './checkout-helpers'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'

const NOW = new Date('2026-11-27T10:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const { createCustomer, createOrder } = orderFixtures(db)
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')
const JUG = 5_000
const key = () => newKey().replace(/[^A-Za-z0-9]/g, 'k')

/**
 * A customer who holds 1 jug (its deposit paid), then orders 2 jugs of water at 20,00 announcing
 * 1 empty: 1 deposit charged. Out for delivery with the driver; 40,00 + 50,00 to collect.
 */
async function jugOrder() {
  const customer = await createCustomer()
  const common = { userId: customer.id, now: NOW }
  await recordJugMovement(db, { ...common, kind: 'lent', jugs: 1 })
  await recordJugMovement(db, { ...common, kind: 'deposit_paid', depositCentimes: JUG })
  const order = await createOrder(customer.id, {
    lines: [
      {
        nameFr: 'Bonbonne 19 L',
        nameAr: 'قارورة 19 ل',
        reference: 'BB-19',
        quantity: 2,
        unitPriceCentimes: 2_000,
        unitDepositCentimes: JUG,
      },
    ],
    status: 'out_for_delivery',
    deliveryDate: '2026-11-27',
    values: { totalCentimes: 4_000, emptiesAnnounced: 1, depositCentimes: JUG, driverId: driver.id },
  })
  await recordJugMovement(db, { ...common, orderId: order.id, kind: 'lent', jugs: 2 })
  await recordJugMovement(db, { ...common, orderId: order.id, kind: 'returned', jugs: -1 })
  await recordJugMovement(db, { ...common, orderId: order.id, kind: 'deposit_paid', depositCentimes: JUG })
  return { customer, order }
}

const deliver = (reference: string, body: Record<string, unknown>) =>
  adminCall(api, `/api/admin/orders/${reference}/status`, { token: driver.token, body: { action: 'deliver', client_key: key(), ...body } })

describe('jugs at the door', () => {
  it('takes a deposit off for an extra empty counted, and the round asks for less', async () => {
    const { customer, order } = await jugOrder()
    const round = await adminCall(api, '/api/admin/my-round?date=2026-11-27', { token: driver.token })
    const card = round.body.data.orders.find((each: { reference: string }) => each.reference === order.reference)
    expect(card).toMatchObject({
      to_collect: 9_000,
      jugs: { empties_announced: 1, empties_collected: null, deposit: JUG, unit_deposit: JUG },
    })

    const answer = await deliver(order.reference, { empties_collected: 2, collected: 4_000 })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ emptiesCollected: 2, doorDepositCentimes: -JUG, collectedCentimes: 4_000, collectedReason: null })
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 1, depositCentimes: JUG })
    const cash = await adminCall(api, '/api/admin/deliveries/cash?date=2026-11-27', { token: staff.token })
    const entry = cash.body.data.drivers.find((each: { driver: { id: number } | null }) => each.driver?.id === driver.id)
    expect(entry.differences).toEqual([])
    // The deposit charged (50,00) less the door's (−50,00): none in the driver's hands for this order.
    expect(entry.deposits).toBe(0)
  })

  it('charges one more deposit for a jug kept, and a replay of the queued delivery counts once', async () => {
    const { customer, order } = await jugOrder()
    const clientKey = key()
    const body = { empties_collected: 0, collected: 14_000, client_key: clientKey }
    expect((await deliver(order.reference, body)).status).toBe(200)
    const replay = await deliver(order.reference, body)
    expect(replay.body.data).toMatchObject({ replayed: true })
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 3, depositCentimes: 3 * JUG })
    const adjusted = await db
      .select()
      .from(jugMovements)
      .where(and(eq(jugMovements.orderId, order.id), eq(jugMovements.kind, 'adjusted')))
    expect(adjusted).toMatchObject([{ jugs: 1, depositCentimes: JUG, actorId: driver.id }])
    const cash = await adminCall(api, '/api/admin/deliveries/cash?date=2026-11-27', { token: staff.token })
    expect(cash.body.data.drivers.find((each: { driver: { id: number } | null }) => each.driver?.id === driver.id).deposits).toBe(2 * JUG)
  })

  it('asks for the reason when the amount collected ignores the deposit the count moved', async () => {
    const { customer, order } = await jugOrder()
    const refused = await deliver(order.reference, { empties_collected: 0, collected: 9_000 })
    expect(refused.status).toBe(400)
    // Nothing was written: the count went with the refused delivery.
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 2, depositCentimes: 2 * JUG })
  })
})

describe('jugs in the back office', () => {
  it('refunds a deposit pressed twice at once, from two instances, once (one key, or two keys over one balance)', async () => {
    const { customer } = await jugOrder()
    const path = `/api/admin/customers/${customer.id}/jugs/refund`
    const body = { deposit_seen: 2 * JUG, jugs: 2, amount: 2 * JUG, reason: 'Client qui arrête', method: 'bank_transfer' }
    const sameKey = { ...body, idempotency_key: key() }
    const first = await together(2, (index) => adminCall(index ? secondInstance : api, path, { token: staff.token, body: sameKey }))
    expect(first.map((answer) => answer.status)).toEqual([200, 200])
    expect(first.map((answer) => answer.body.data.replayed).sort()).toEqual([false, true])
    expect(await readJugBalance(db, customer.id)).toEqual({ jugs: 0, depositCentimes: 0 })

    const other = await jugOrder()
    const otherPath = `/api/admin/customers/${other.customer.id}/jugs/refund`
    const twoKeys = await together(2, (index) =>
      adminCall(index ? secondInstance : api, otherPath, { token: staff.token, body: { ...body, idempotency_key: key() } }),
    )
    expect(twoKeys.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await db.select().from(depositRefunds).where(eq(depositRefunds.userId, other.customer.id))).toHaveLength(1)
    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.deposit_refund'), eq(auditLog.entityId, String(customer.id))))
    expect(lines).toHaveLength(1)
  })

  it('refuses a refund above the deposit held and a cash refund without its driver', async () => {
    const { customer } = await jugOrder()
    const path = `/api/admin/customers/${customer.id}/jugs/refund`
    const body = { deposit_seen: 2 * JUG, jugs: 0, amount: 3 * JUG, reason: 'x', method: 'bank_transfer', idempotency_key: key() }
    expect((await adminCall(api, path, { token: staff.token, body })).status).toBe(400)
    expect((await adminCall(api, path, { token: staff.token, body: { ...body, amount: JUG, method: 'cash' } })).status).toBe(400)
    const cash = await adminCall(api, path, {
      token: staff.token,
      body: { ...body, amount: JUG, method: 'cash', driver_id: driver.id, paid_on: '2026-11-27' },
    })
    expect(cash.status, JSON.stringify(cash.body)).toBe(200)
    const day = await adminCall(api, '/api/admin/deliveries/cash?date=2026-11-27', { token: staff.token })
    expect(
      day.body.data.drivers.find((each: { driver: { id: number } | null }) => each.driver?.id === driver.id).refunded,
    ).toBeGreaterThanOrEqual(JUG)
  })

  it('writes off lost jugs with a reason, keeping their deposit; shows jugs out per city and customer', async () => {
    const { customer } = await jugOrder()
    const path = `/api/admin/customers/${customer.id}/jugs/write-off`
    expect(
      (await adminCall(api, path, { token: staff.token, body: { jugs_seen: 2, jugs: 1, deposit_kept: JUG, reason: '' } })).status,
    ).toBe(400)
    expect(
      (await adminCall(api, path, { token: staff.token, body: { jugs_seen: 1, jugs: 1, deposit_kept: JUG, reason: 'Perdue' } })).status,
    ).toBe(409)
    const done = await adminCall(api, path, { token: staff.token, body: { jugs_seen: 2, jugs: 1, deposit_kept: JUG, reason: 'Perdue' } })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.data).toMatchObject({ jugs_held: 1, deposit_held: JUG })
    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.jugs_write_off'), eq(auditLog.entityId, String(customer.id))))
    expect(line?.after).toMatchObject({ jugs: 1, reason: 'Perdue' })

    const out = await adminCall(api, `/api/admin/jugs?q=${encodeURIComponent(customer.email)}`, { token: staff.token })
    expect(out.status).toBe(200)
    expect(out.body.data.customers).toEqual([expect.objectContaining({ id: customer.id, jugs: 1, deposit: JUG })])
    expect(out.body.data.cities.length).toBeGreaterThan(0)
    const account = await adminCall(api, `/api/admin/customers/${customer.id}/jugs`, { token: staff.token })
    expect(account.body.data).toMatchObject({ jugs_held: 1, deposit_held: JUG })
  })
})
