/**
 * A driver's round reordered by the team on a real PostgreSQL (issue 36 §3, docs/decisions/0086):
 * the new order is the driver's, a stop moved to another driver leaves its round, a save made from
 * an older round is refused and names who changed it, and the suggested order is the shorter one.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, orderEvents, orders } from '~/api/db/schema'
import { roundStops } from '~/api/services/delivery/round-order'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { together } from './checkout-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

const NOW = new Date('2026-11-24T09:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const { cityId, createCustomer, createOrder } = orderFixtures(db)

const staff = await createMember(db, 'staff', { firstName: 'Salma', lastName: 'Planning' })
const admin = await createMember(db, 'admin')
const driver = await createMember(db, 'driver')
const otherDriver = await createMember(db, 'driver')
const casablanca = await cityId('casablanca')

/** An open order of the day in Casablanca, at `pin` (none: an address without a pin). */
async function stop(
  day: string,
  { driverId = null as number | null, position = null as number | null, pin = null as [number, number] | null } = {},
) {
  const customer = await createCustomer()
  const order = await createOrder(customer.id, {
    lines: sidiAliLines,
    status: 'confirmed',
    deliveryDate: day,
    values: { driverId, roundPosition: position },
  })
  if (pin) {
    const address = { ...(order.deliveryAddress as object), latitude: pin[0], longitude: pin[1] }
    await db.update(orders).set({ deliveryAddress: address }).where(eq(orders.id, order.id))
  }
  return order
}
/** A round of `count` stops of `driverId`, positions 1…count. */
const roundOf = async (day: string, driverId: number, count: number) => {
  const list = []
  for (let i = 1; i <= count; i++) list.push(await stop(day, { driverId, position: i }))
  return list.map((order) => order.reference)
}
const reorder = (body: Record<string, unknown>, token = staff.token, instance = api) =>
  adminCall(instance, '/api/admin/deliveries/round', { token, body: { city: casablanca, moving: [], ...body } })
const roundNow = async (day: string, driverId = driver.id) =>
  (await roundStops(db, driverId, day, { statuses: ['confirmed', 'out_for_delivery'] })).map((each) => each.reference)

describe('reordering a round', () => {
  it('saves the new order, which the driver’s phone then lists, with an audit line for the round', async () => {
    const day = '2026-12-02'
    const [a, b, c] = await roundOf(day, driver.id, 3)
    const answer = await reorder({ date: day, driver_id: driver.id, references: [c, a, b], seen: [a, b, c] })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.round).toEqual([
      { reference: c, round_position: 1 },
      { reference: a, round_position: 2 },
      { reference: b, round_position: 3 },
    ])
    const phone = await adminCall(api, `/api/admin/my-round?date=${day}`, { token: driver.token })
    expect(phone.body.data.orders.map((order: { reference: string }) => order.reference)).toEqual([c, a, b])
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${day}/${driver.id}`))
    expect([audit?.action, audit?.after]).toEqual(['delivery.round_order', { references: [c, a, b] }])
  })

  it('keeps the stops already delivered before the ones left to do', async () => {
    const day = '2026-12-03'
    const [a, b] = await roundOf(day, driver.id, 2)
    const customer = await createCustomer()
    const done = await createOrder(customer.id, {
      lines: sidiAliLines,
      status: 'delivered',
      deliveryDate: day,
      values: { driverId: driver.id, roundPosition: 3 },
    })
    expect((await reorder({ date: day, driver_id: driver.id, references: [b, a], seen: [a, b] })).status).toBe(200)
    const phone = await adminCall(api, `/api/admin/my-round?date=${day}`, { token: driver.token })
    expect(phone.body.data.orders.map((order: { reference: string }) => order.reference)).toEqual([done.reference, b, a])
  })

  it('moves a stop to another driver at its place: it leaves the first round, with an assigned event', async () => {
    const day = '2026-12-04'
    const [a, b] = await roundOf(day, driver.id, 2)
    const [x, y] = await roundOf(day, otherDriver.id, 2)
    const answer = await reorder({
      date: day,
      driver_id: otherDriver.id,
      references: [x, b, y],
      seen: [x, y],
      moving: [{ reference: b, driver_id: driver.id }],
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(await roundNow(day, otherDriver.id)).toEqual([x, b, y])
    expect(await roundNow(day)).toEqual([a])
    const [moved] = await db.select().from(orders).where(eq(orders.reference, b!))
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, moved!.id))
    expect(events.map((event) => [event.kind, event.driverId])).toEqual([['assigned', otherDriver.id]])
    // The round it left was changed too: a save made from its old list is told so.
    const stale = await reorder({ date: day, driver_id: driver.id, references: [b, a], seen: [a, b] })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('Salma Planning')
  })

  it('refuses a save made from an older round (409, naming who changed it), and changes nothing', async () => {
    const day = '2026-12-05'
    const [a, b, c] = await roundOf(day, driver.id, 3)
    expect((await reorder({ date: day, driver_id: driver.id, references: [b, a, c], seen: [a, b, c] })).status).toBe(200)
    // A second member still looking at a, b, c.
    const stale = await reorder({ date: day, driver_id: driver.id, references: [c, b, a], seen: [a, b, c] }, admin.token)
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/^Cette tournée a changé depuis que vous l'avez ouverte \(Salma Planning, /)
    expect(await roundNow(day)).toEqual([b, a, c])
  })

  it('lets one of two saves made at once from the same round win; the other is told', async () => {
    const day = '2026-12-07'
    const [a, b, c] = await roundOf(day, driver.id, 3)
    const answers = await together(2, (index) =>
      reorder(
        { date: day, driver_id: driver.id, references: index ? [c, a, b] : [b, c, a], seen: [a, b, c] },
        index ? admin.token : staff.token,
        index ? secondInstance : api,
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = answers.findIndex((answer) => answer.status === 200)
    expect(await roundNow(day)).toEqual(winner ? [c, a, b] : [b, c, a])
  })

  it('refuses a list that is not the round seen plus the stops moved in (400), and a stop moved meanwhile (409)', async () => {
    const day = '2026-12-08'
    const [a, b] = await roundOf(day, driver.id, 2)
    const [x] = await roundOf(day, otherDriver.id, 1)
    for (const references of [[a], [a, b, b], [a, b, x]]) {
      const refused = await reorder({ date: day, driver_id: driver.id, references, seen: [a, b] })
      expect(refused.status, references.join()).toBe(400)
      expect(refused.body.message).toBe(m.map_api_round_list({}, { locale: 'fr' }))
    }
    // The page showed x unassigned, but it is the other driver's by now.
    const moved = await reorder({
      date: day,
      driver_id: driver.id,
      references: [a, x, b],
      seen: [a, b],
      moving: [{ reference: x, driver_id: null }],
    })
    expect(moved.status).toBe(409)
    expect(await roundNow(day, otherDriver.id)).toEqual([x])
    expect((await reorder({ date: day, driver_id: staff.id, references: [a, b], seen: [a, b] })).status).toBe(400)
    expect((await reorder({ date: day, driver_id: driver.id, references: [a, b], seen: [a, b] }, driver.token)).status).toBe(403)
  })
})

describe('suggesting the order', () => {
  it('orders the stops with a pin by the solver, from the depot, and keeps those without a pin last', async () => {
    const day = '2026-12-09'
    // Around the default depot (Casablanca's centre): a rectangle 1 km east by 2 km north, given
    // in a zigzag; one stop without a pin.
    const at = (eastKm: number, northKm: number): [number, number] => [33.5731 + northKm / 111.2, -7.5898 + eastKm / 92.7]
    const far = await stop(day, { driverId: driver.id, position: 1, pin: at(1, 2) })
    const near = await stop(day, { driverId: driver.id, position: 2, pin: at(1, 0) })
    const unplaced = await stop(day, { driverId: driver.id, position: 3 })
    const middle = await stop(day, { driverId: driver.id, position: 4, pin: at(0, 2) })
    const answer = await adminCall(api, `/api/admin/deliveries/round/suggestion?date=${day}&city=${casablanca}&driver=${driver.id}`, {
      token: staff.token,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const suggestion = answer.body.data
    expect(suggestion.engine).toBe('solver')
    expect(suggestion.current.references).toEqual([far.reference, near.reference, unplaced.reference, middle.reference])
    expect(suggestion.suggested.references).toEqual([near.reference, far.reference, middle.reference, unplaced.reference])
    expect(suggestion.unplaced).toEqual([unplaced.reference])
    // Round the rectangle, nearer corner first: 1 + 2 + 1 + 2 km, against the zigzag's 8.5 km.
    expect(suggestion.suggested.distance_m).toBeGreaterThan(5950)
    expect(suggestion.suggested.distance_m).toBeLessThan(6050)
    expect(suggestion.current.distance_m).toBeGreaterThan(suggestion.suggested.distance_m)
    // Accepting it is a save like any other, from the round seen.
    const accepted = await reorder({
      date: day,
      driver_id: driver.id,
      references: suggestion.suggested.references,
      seen: suggestion.current.references,
    })
    expect(accepted.status).toBe(200)
    expect(await roundNow(day)).toEqual(suggestion.suggested.references)
  })
})
