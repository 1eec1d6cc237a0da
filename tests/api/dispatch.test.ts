/**
 * The dispatch on a real PostgreSQL (issue 45): the fleet's doors and versioned saves, a day's
 * proposal (every capacity and window kept, what cannot be served listed with its reason, never
 * dropped) and its apply in one versioned save: a board changed since, or a second apply at the
 * same moment, is refused with the one 409. Its own city (Tanger) and day, so no other test's
 * orders mix in.
 */
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customerCompanies, orderEvents, orders } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { together } from './checkout-helpers'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Tuesday 24 November 2026, 07:00 in Tanger. */
const NOW = new Date('2026-11-24T06:00:00Z')
const DAY = '2026-11-25'
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const { cityId, createCustomer, createOrder } = orderFixtures(db)

const admin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')
const small = await createMember(db, 'driver', { firstName: 'Ahmed', lastName: 'Petit' })
const large = await createMember(db, 'driver', { firstName: 'Hamza', lastName: 'Grand' })
const tanger = await cityId('tanger')
/** The fleet's own tests give their drivers vans elsewhere: Tanger's vans are the day's two. */
const rabat = await cityId('rabat')
const DEPOT = { latitude: 35.7442, longitude: -5.7797 }

const van = (values: Record<string, unknown> = {}) => ({
  city_id: tanger,
  label: 'Kangoo',
  jug_capacity: 10,
  pack_capacity: 20,
  shift_start: '08:00',
  shift_end: '17:00',
  minutes_per_stop: 10,
  version: 0,
  ...values,
})
const saveVan = (driverId: number, body: unknown, token = admin.token, instance = api) =>
  adminCall(instance, `/api/admin/dispatch/vans/${driverId}`, { token, body, method: 'PUT' })

/** A confirmed order of the day in Tanger, near the depot, of `jugs` jugs (with a deposit) and `packs` packs. */
async function dayOrder({
  jugs = 0,
  packs = 1,
  empties = 0,
  north = 0.01,
  userId,
}: { jugs?: number; packs?: number; empties?: number; north?: number; userId?: number } = {}) {
  const customer = userId ?? (await createCustomer({ city: 'tanger' })).id
  const address = {
    recipientName: 'Client Tanger',
    phone: '+212612345678',
    line1: '1 rue de Fès',
    district: 'Centre',
    city: 'tanger',
    latitude: DEPOT.latitude + north,
    longitude: DEPOT.longitude + 0.01,
  }
  const lines = [
    ...(jugs
      ? [{ nameFr: 'Bonbonne 18,9 L', nameAr: 'قارورة 18,9 ل', reference: 'JUG-19L', quantity: jugs, unitDepositCentimes: 5000 }]
      : []),
    ...(packs ? [{ nameFr: 'Sidi Ali 1,5 L', nameAr: 'سيدي علي 1,5 ل', reference: 'SA-6X1-5L', quantity: packs }] : []),
  ]
  return createOrder(customer, {
    lines,
    status: 'confirmed',
    city: 'tanger',
    deliveryDate: DAY,
    values: { deliveryAddress: address, billingAddress: address, emptiesAnnounced: empties },
  })
}

const proposal = async (token = staff.token) => adminCall(api, `/api/admin/dispatch/proposal?date=${DAY}&city=${tanger}`, { token })
const apply = (body: unknown, instance = api, token = staff.token) => adminCall(instance, '/api/admin/dispatch/apply', { token, body })
const minute = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3))

describe('the fleet', () => {
  it('is read by staff, saved by the admin only; a driver and a customer are refused', async () => {
    const customer = await createCustomer({ city: 'tanger' })
    expect((await adminCall(api, '/api/admin/dispatch/fleet')).status).toBe(401)
    expect((await adminCall(api, '/api/admin/dispatch/fleet', { token: customer.token })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/dispatch/fleet', { token: small.token })).status).toBe(403)
    expect((await adminCall(api, `/api/admin/dispatch/proposal?date=${DAY}&city=${tanger}`, { token: small.token })).status).toBe(403)
    expect((await saveVan(small.id, van(), staff.token)).status).toBe(403)
    const fleet = await adminCall(api, '/api/admin/dispatch/fleet', { token: staff.token })
    expect(fleet.status).toBe(200)
    expect(fleet.body.data.vans.find((each: { driver_id: number }) => each.driver_id === small.id)).toEqual({
      driver_id: small.id,
      driver_name: 'Ahmed Petit',
      van: null,
    })
  })

  it("saves a driver's van over the version read; a stale save gets the one 409 and changes nothing", async () => {
    const driver = await createMember(db, 'driver')
    const created = await saveVan(driver.id, van({ label: 'Berlingo', city_id: rabat }))
    expect(created.status).toBe(200)
    expect(created.body.data.van).toMatchObject({ label: 'Berlingo', shift_start: '08:00', version: 1 })
    const changed = await saveVan(driver.id, van({ jug_capacity: 40, city_id: rabat, version: 1 }))
    expect(changed.body.data.van).toMatchObject({ jug_capacity: 40, version: 2 })
    // Someone else's form, opened before both saves.
    const stale = await saveVan(driver.id, van({ jug_capacity: 5, city_id: rabat, version: 1 }), admin.token, secondInstance)
    expect(stale.status).toBe(409)
    expect(stale.body.data.conflict).toMatchObject({ version: 2 })
    expect(stale.body.data.errors.jug_capacity).toEqual([m.api_bo_edit_field_changed({}, { locale: 'fr' })])
    const twiceNew = await saveVan(driver.id, van({ city_id: rabat, version: 0 }))
    expect(twiceNew.status).toBe(409)
    const fleet = await adminCall(api, '/api/admin/dispatch/fleet', { token: staff.token })
    expect(fleet.body.data.vans.find((each: { driver_id: number }) => each.driver_id === driver.id).van).toMatchObject({
      jug_capacity: 40,
      version: 2,
    })
  })

  it('refuses a shift that ends before it starts, under its field, in the admin’s language', async () => {
    const driver = await createMember(db, 'driver')
    const refused = await saveVan(driver.id, van({ shift_start: '17:00', shift_end: '08:00' }).valueOf(), admin.token)
    expect(refused.status).toBe(400)
    const arabic = await adminCall(api, `/api/admin/dispatch/vans/${driver.id}?lang=ar`, {
      token: admin.token,
      method: 'PUT',
      body: van({ shift_start: '17:00', shift_end: '08:00' }),
    })
    expect(arabic.body.data.errors.shift_end).toEqual([m.dispatch_api_shift_order({}, { locale: 'ar' })])
  })

  it('adds a depot with its cities and saves it over the version read', async () => {
    const created = await adminCall(api, '/api/admin/dispatch/depots', {
      token: admin.token,
      body: { name: 'Dépôt test Tanger', ...DEPOT, city_ids: [tanger], version: 0 },
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ city_ids: [tanger], version: 1 })
    const id = created.body.data.id
    const put = (body: Record<string, unknown>) =>
      adminCall(api, `/api/admin/dispatch/depots/${id}`, {
        token: admin.token,
        method: 'PUT',
        body: { name: 'Dépôt test Tanger', ...DEPOT, city_ids: [tanger], ...body },
      })
    expect((await put({ name: 'Dépôt test Tanger Mghogha', version: 1 })).body.data).toMatchObject({
      name: 'Dépôt test Tanger Mghogha',
      version: 2,
    })
    expect((await put({ version: 1 })).status).toBe(409)
    const taken = await adminCall(api, '/api/admin/dispatch/depots', {
      token: admin.token,
      body: { name: 'Dépôt test Tanger Mghogha', ...DEPOT, city_ids: [], version: 0 },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.data.errors.name).toEqual([m.dispatch_api_depot_name_taken({}, { locale: 'fr' })])
  })
})

describe('a day dispatched in one press', () => {
  it('splits the day among the vans within their capacities and windows, lists what cannot be served, and applies it once', async () => {
    expect((await saveVan(small.id, van({ jug_capacity: 10, pack_capacity: 20 }))).status).toBe(200)
    expect((await saveVan(large.id, van({ jug_capacity: 30, pack_capacity: 40, shift_end: '18:00' }))).status).toBe(200)
    // Twelve ordinary orders: 3 jugs each (36 in all: more than the large van alone), some empties back.
    const ordinary = []
    for (let index = 0; index < 12; index++) ordinary.push(await dayOrder({ jugs: 3, packs: 1, empties: index % 3, north: 0.002 * index }))
    // Too much for every van, and a company that takes deliveries only at night.
    const tooBig = await dayOrder({ jugs: 45 })
    const nightCustomer = await createCustomer({ city: 'tanger' })
    await db
      .insert(customerCompanies)
      .values({ userId: nightCustomer.id, name: 'Boulangerie de nuit', opensMinute: 22 * 60, closesMinute: 23 * 60 })
    const night = await dayOrder({ userId: nightCustomer.id })

    const answer = await proposal()
    expect(answer.status).toBe(200)
    const plan = answer.body.data
    const served = plan.rounds.flatMap((round: { stops: { reference: string }[] }) => round.stops.map((stop) => stop.reference))
    expect(served.sort()).toEqual(ordinary.map((order) => order.reference).sort())
    expect(plan.unserved.map((each: { reference: string; reason: string }) => [each.reference, each.reason]).sort()).toEqual(
      [
        [tooBig.reference, 'capacity'],
        [night.reference, 'time_window'],
      ].sort(),
    )
    expect(plan.unserved.find((each: { reference: string }) => each.reference === tooBig.reference).message).toBe(
      m.dispatch_unserved_capacity({}, { locale: 'fr' }),
    )
    for (const round of plan.rounds) {
      expect(round.peak.jugs, round.driver_name).toBeLessThanOrEqual(round.capacity.jugs)
      expect(round.peak.packs, round.driver_name).toBeLessThanOrEqual(round.capacity.packs)
      expect(minute(round.returns_at)).toBeLessThanOrEqual(minute(round.shift_end))
      for (const stop of round.stops) {
        expect(minute(stop.arrival)).toBeGreaterThanOrEqual(minute(stop.window_start))
        expect(minute(stop.arrival)).toBeLessThanOrEqual(minute(stop.window_end))
      }
    }
    expect(plan.rounds.map((round: { driver_id: number }) => round.driver_id).sort()).toEqual([small.id, large.id].sort())

    // Staff move one stop to the other round, then apply.
    const rounds = plan.rounds.map((round: { driver_id: number; stops: { reference: string }[] }) => ({
      driver_id: round.driver_id,
      references: round.stops.map((stop) => stop.reference),
    }))
    const moved = rounds[0].references.pop()
    rounds[1].references.push(moved)
    const applied = await apply({ date: DAY, city: tanger, board_version: plan.board_version, rounds })
    expect(applied.status).toBe(200)
    expect(applied.body.data).toMatchObject({ assigned: 12, unassigned: 2 })
    for (const round of rounds) {
      const rows = await db.select().from(orders).where(inArray(orders.reference, round.references))
      for (const [index, reference] of round.references.entries()) {
        expect(rows.find((row) => row.reference === reference)).toMatchObject({ driverId: round.driver_id, roundPosition: index + 1 })
      }
    }
    const [movedRow] = await db.select().from(orders).where(eq(orders.reference, moved))
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, movedRow!.id))).toEqual([
      expect.objectContaining({ kind: 'assigned', driverId: rounds[1].driver_id, actorId: staff.id }),
    ])

    // The same proposal applied again: the board changed since it was made (by the apply itself).
    const again = await apply({ date: DAY, city: tanger, board_version: plan.board_version, rounds })
    expect(again.status).toBe(409)
    expect(again.body.data.conflict).toMatchObject({ version: applied.body.data.board_version })
    expect(again.body.message).toContain(staff.firstName)
  })

  it('two staff applying at once: one saved plan and one 409', async () => {
    const fresh = await proposal()
    const { board_version, rounds } = fresh.body.data
    const bodies = [0, 1].map((index) => ({
      date: DAY,
      city: tanger,
      board_version,
      // Each its own plan: the rounds swapped between the drivers in the second.
      rounds: rounds.map((round: { driver_id: number; stops: { reference: string }[] }, at: number) => ({
        driver_id: index === 0 ? round.driver_id : rounds[(at + 1) % rounds.length].driver_id,
        references: round.stops.map((stop) => stop.reference),
      })),
    }))
    const answers = await together(2, (index) => apply(bodies[index], index === 0 ? api : secondInstance))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = bodies[answers.findIndex((answer) => answer.status === 200)]!
    for (const round of winner.rounds) {
      const rows = await db.select({ driverId: orders.driverId }).from(orders).where(inArray(orders.reference, round.references))
      expect(new Set(rows.map((row) => row.driverId))).toEqual(new Set([round.driver_id]))
    }
  })

  it('refuses rounds naming an order not confirmed for that day and city, or one twice (400), changing nothing', async () => {
    const { board_version, rounds } = (await proposal()).body.data
    const other = await createOrder((await createCustomer()).id, { lines: [], status: 'confirmed', deliveryDate: DAY })
    const first = { driver_id: rounds[0].driver_id, references: [other.reference] }
    expect((await apply({ date: DAY, city: tanger, board_version, rounds: [first] })).status).toBe(400)
    const twice = { driver_id: rounds[0].driver_id, references: [rounds[0].stops[0].reference, rounds[0].stops[0].reference] }
    expect((await apply({ date: DAY, city: tanger, board_version, rounds: [twice] })).status).toBe(400)
    expect((await proposal()).body.data.board_version).toBe(board_version)
  })
})
