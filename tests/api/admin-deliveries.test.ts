/**
 * The delivery day on a real PostgreSQL (issue 16 §3, §4): who may call what, the day's list and
 * its default date, assigning rounds, dispatching once under two concurrent calls, the picking
 * sums, the CSV (French Excel, formulas defused), the driver's own round and the evening's cash.
 * Each test uses its own delivery day, so their orders never mix.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, cities, orderEvents, orders, paymentModes } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { newKey, together } from './checkout-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { apiOn, useTestDatabase } from './test-database'

/** Tuesday 24 November 2026, 10:00 in Casablanca. */
const NOW = new Date('2026-11-24T09:00:00Z')
const { db, api, anotherInstance } = await useTestDatabase({ now: () => NOW })
const secondInstance = anotherInstance()
const { cityId, createCustomer, createOrder } = orderFixtures(db)

const admin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver', { firstName: 'Youssef', lastName: 'Livreur' })
const otherDriver = await createMember(db, 'driver')
const casablanca = await cityId('casablanca')
const fes = await cityId('fes')

type Status = (typeof orders.$inferInsert)['status']
async function dayOrder(
  deliveryDate: string,
  { status = 'confirmed' as Status, city = 'casablanca', driverId = null as number | null, values = {} } = {},
) {
  const customer = await createCustomer({ city })
  return createOrder(customer.id, { lines: sidiAliLines, status, city, deliveryDate, values: { driverId, pointsGained: 10, ...values } })
}

const rowOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!
const assign = (body: Record<string, unknown>, token = staff.token, instance = api) =>
  adminCall(instance, '/api/admin/deliveries/assign', { token, body })

describe('the delivery day’s doors', () => {
  it('refuses visitors (401) and customers (403); a driver reaches only their round (403 elsewhere)', async () => {
    const customer = await createCustomer()
    const staffOnly: [string, string, unknown?][] = [
      ['GET', '/api/admin/deliveries'],
      ['POST', '/api/admin/deliveries/assign', { date: '2026-11-25', references: ['MS-X'], driver_id: driver.id }],
      ['POST', '/api/admin/deliveries/dispatch', { date: '2026-11-25', driver_id: driver.id }],
      ['GET', '/api/admin/deliveries/picking'],
      ['GET', '/api/admin/deliveries/cash'],
    ]
    for (const [method, path, body] of [...staffOnly, ['GET', '/api/admin/my-round'] as [string, string]]) {
      expect((await adminCall(api, path, { method, body })).status, `${method} ${path}`).toBe(401)
      expect((await adminCall(api, path, { method, body, token: customer.token })).status, `${method} ${path}`).toBe(403)
    }
    for (const [method, path, body] of staffOnly) {
      const refused = await adminCall(api, path, { method, body, token: driver.token })
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect(refused.body.message).toBe(m.api_forbidden({}, { locale: 'fr' }))
    }
    const csv = await api.request('/api/admin/deliveries/export.csv', { headers: { Authorization: `Bearer ${driver.token}` } })
    expect(csv.status).toBe(403)
    expect((await adminCall(api, '/api/admin/my-round', { token: driver.token })).status).toBe(200)
    expect((await adminCall(api, '/api/admin/my-round', { token: staff.token })).status).toBe(200)
  })
})

describe('the day’s list', () => {
  it('lists confirmed and out-for-delivery orders of the city and day, placed ones apart, and the active drivers', async () => {
    const day = '2026-11-25'
    const confirmed = await dayOrder(day)
    const out = await dayOrder(day, { status: 'out_for_delivery', driverId: driver.id, values: { roundPosition: 1 } })
    const placed = await dayOrder(day, { status: 'placed' })
    await dayOrder(day, { status: 'delivered' })
    await dayOrder(day, { city: 'rabat' })
    await dayOrder('2026-11-26')
    const disabled = await createMember(db, 'driver', { disabledAt: NOW })
    const answer = await adminCall(api, `/api/admin/deliveries?date=${day}&city=${casablanca}`, { token: staff.token })
    expect(answer.status).toBe(200)
    const data = answer.body.data
    expect(data.orders.map((order: { reference: string }) => order.reference)).toEqual([confirmed.reference, out.reference])
    expect(data.not_confirmed.map((order: { reference: string }) => order.reference)).toEqual([placed.reference])
    const first = data.orders[0]
    expect(first).toMatchObject({
      status: 'confirmed',
      phone: '+212612345678',
      address: { line1: '24 rue Ibnou Mounir', district: 'Maârif' },
      total: confirmed.totalCentimes,
      to_collect: confirmed.totalCentimes,
      driver: null,
      round_position: null,
    })
    expect(first.lines).toEqual([
      { name: 'Sidi Ali 1,5 L', label: 'Pack de 6', reference: 'SA-6X1-5L', quantity: 2 },
      { name: 'Oulmès 1 L', label: '', reference: 'OU-1L', quantity: 1 },
    ])
    expect(data.orders[1].driver).toEqual({ id: driver.id, name: 'Youssef Livreur' })
    const driverIds = data.drivers.map((each: { id: number }) => each.id)
    expect(driverIds).toEqual(expect.arrayContaining([driver.id, otherDriver.id]))
    expect(driverIds).not.toContain(disabled.id)
    expect(driverIds).not.toContain(staff.id)
  })

  it('opens on today when the city delivers today, else on the first day with orders or a delivery weekday', async () => {
    expect((await adminCall(api, `/api/admin/deliveries?city=${casablanca}`, { token: staff.token })).body.data.date).toBe('2026-11-24')
    // Fès delivered on Saturdays only (no other test orders there): an order moved to Thursday comes first.
    await db
      .update(cities)
      .set({ deliveryWeekdays: [6] })
      .where(eq(cities.id, fes))
    try {
      expect((await adminCall(api, `/api/admin/deliveries?city=${fes}`, { token: staff.token })).body.data.date).toBe('2026-11-28')
      await dayOrder('2026-11-26', { city: 'fes' })
      const day = (await adminCall(api, `/api/admin/deliveries?city=${fes}&lang=ar`, { token: staff.token })).body.data
      expect([day.date, day.city.name, day.orders.length]).toEqual(['2026-11-26', 'فاس', 1])
    } finally {
      await db
        .update(cities)
        .set({ deliveryWeekdays: [1, 2, 3, 4, 5, 6] })
        .where(eq(cities.id, fes))
    }
  })
})

describe('assigning rounds', () => {
  it('appends orders to a driver’s round in the order given, with an assigned event and an audit line each', async () => {
    const day = '2026-11-27'
    const [a, b, c] = [await dayOrder(day), await dayOrder(day), await dayOrder(day, { status: 'placed' })]
    const first = await assign({ date: day, references: [b.reference, a.reference], driver_id: driver.id })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data.assigned).toEqual([
      { reference: b.reference, driver_id: driver.id, round_position: 1 },
      { reference: a.reference, driver_id: driver.id, round_position: 2 },
    ])
    await assign({ date: day, references: [c.reference], driver_id: driver.id })
    expect((await rowOf(c.id)).roundPosition).toBe(3)
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, a.id))
    expect(events.map((event) => [event.kind, event.driverId, event.actorId])).toEqual([['assigned', driver.id, staff.id]])
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, a.reference))
    expect(audit.map((entry) => [entry.action, entry.after])).toEqual([['order.assign', { driver_id: driver.id, round_position: 2 }]])

    // Taken back: no driver, no place; the others keep theirs.
    await assign({ date: day, references: [b.reference], driver_id: null })
    expect([(await rowOf(b.id)).driverId, (await rowOf(b.id)).roundPosition]).toEqual([null, null])
    expect((await rowOf(a.id)).roundPosition).toBe(2)
    // The order's timeline names the driver it went to, then says it was taken back.
    const timeline = (await adminCall(api, `/api/admin/orders/${b.reference}`, { token: staff.token })).body.data.events
    expect(
      timeline.filter((event: { kind: string }) => event.kind === 'assigned').map((event: { driver: string | null }) => event.driver),
    ).toEqual(['Youssef Livreur', null])
  })

  it('refuses delivered or cancelled orders (409), another day’s order (409), and anyone but an active driver (400)', async () => {
    const day = '2026-11-28'
    const open = await dayOrder(day)
    const delivered = await dayOrder(day, { status: 'delivered' })
    const cancelled = await dayOrder(day, { status: 'cancelled' })
    for (const closed of [delivered, cancelled]) {
      const refused = await assign({ date: day, references: [open.reference, closed.reference], driver_id: driver.id })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(m.api_delivery_order_closed({ reference: closed.reference }, { locale: 'fr' }))
    }
    expect((await assign({ date: '2026-11-30', references: [open.reference], driver_id: driver.id })).status).toBe(409)
    const customer = await createCustomer()
    const disabled = await createMember(db, 'driver', { disabledAt: NOW })
    for (const id of [customer.id, staff.id, disabled.id, 999_999]) {
      const refused = await assign({ date: day, references: [open.reference], driver_id: id })
      expect(refused.status, String(id)).toBe(400)
      expect(refused.body.data.errors.driver_id).toEqual([m.api_delivery_not_driver({}, { locale: 'fr' })])
    }
    expect((await assign({ date: day, references: ['MS-NOPE'], driver_id: driver.id })).status).toBe(404)
    // Nothing of the refused calls stayed behind.
    expect((await rowOf(open.id)).driverId).toBeNull()
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, open.id))).toEqual([])
  })
})

describe('dispatching a round', () => {
  it('sends each confirmed order out once, even when two staff press at the same moment on two instances', async () => {
    const day = '2026-12-01'
    const round = [await dayOrder(day), await dayOrder(day), await dayOrder(day)]
    const notMine = await dayOrder(day, { driverId: otherDriver.id })
    await assign({ date: day, references: round.map((order) => order.reference), driver_id: driver.id })
    const answers = await together(2, (index) =>
      adminCall(index ? secondInstance : api, '/api/admin/deliveries/dispatch', {
        token: index ? admin.token : staff.token,
        body: { date: day, driver_id: driver.id },
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const results = answers.flatMap((answer) => answer.body.data.results as { reference: string; dispatched: boolean; status: string }[])
    for (const order of round) {
      const mine = results.filter((result) => result.reference === order.reference)
      // Each call reports it (or did not see it confirmed any more); exactly one dispatched it.
      expect(mine.filter((result) => result.dispatched)).toHaveLength(1)
      expect(mine.every((result) => result.status === 'out_for_delivery')).toBe(true)
      expect((await rowOf(order.id)).status).toBe('out_for_delivery')
      const events = await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'status')))
      expect(events.map((event) => event.toStatus)).toEqual(['out_for_delivery'])
    }
    expect((await rowOf(notMine.id)).status).toBe('confirmed')
    const again = await adminCall(api, '/api/admin/deliveries/dispatch', { token: staff.token, body: { date: day, driver_id: driver.id } })
    expect(again.body.data.results).toEqual([])
  })
})

describe('the picking list and the export', () => {
  it('sums the units per product and pack over the day’s open orders, for the city or one driver', async () => {
    const day = '2026-12-02'
    const mine = await dayOrder(day, { driverId: driver.id })
    await dayOrder(day, { status: 'out_for_delivery', driverId: otherDriver.id })
    await dayOrder(day, { status: 'placed' })
    await dayOrder(day, { status: 'cancelled' })
    await dayOrder(day, { city: 'rabat' })
    const customer = await createCustomer()
    await createOrder(customer.id, {
      lines: [{ nameFr: 'Sidi Ali 1,5 L', nameAr: 'سيدي علي 1,5 ل', reference: 'SA-6X1-5L', attributesLabelFr: 'Pack de 6', quantity: 5 }],
      status: 'confirmed',
      deliveryDate: day,
    })
    const all = await adminCall(api, `/api/admin/deliveries/picking?date=${day}&city=${casablanca}`, { token: staff.token })
    expect(all.body.data).toMatchObject({ date: day, orders: 3 })
    expect(all.body.data.items).toEqual([
      { name: 'Oulmès 1 L', label: '', reference: 'OU-1L', quantity: 2 },
      { name: 'Sidi Ali 1,5 L', label: 'Pack de 6', reference: 'SA-6X1-5L', quantity: 9 },
    ])
    const one = await adminCall(api, `/api/admin/deliveries/picking?date=${day}&city=${casablanca}&driver=${driver.id}&lang=ar`, {
      token: staff.token,
    })
    expect(one.body.data.orders).toBe(1)
    expect(one.body.data.items).toContainEqual({ name: 'سيدي علي 1,5 ل', label: 'علبة من 6', reference: 'SA-6X1-5L', quantity: 2 })
    expect(mine.reference).toBeTruthy()
  })

  it('exports the day for French Excel: BOM, semicolons, quoted fields, formulas defused', async () => {
    const day = '2026-12-03'
    const hostile = '=HYPERLINK("http://evil.example","Cliquez")'
    const order = await dayOrder(day, {
      values: {
        deliveryAddress: {
          recipientName: hostile,
          phone: '0612345678',
          line1: '@SUM(A1)',
          line2: 'Bât. "B"',
          district: '-Anfa',
          city: 'casablanca',
        },
      },
    })
    const response = await api.request(`/api/admin/deliveries/export.csv?date=${day}&city=${casablanca}`, {
      headers: { Authorization: `Bearer ${staff.token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="livraisons-${day}-${casablanca}.csv"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const [header, row, end] = text.split('\r\n')
    expect(header).toBe(
      '"Ordre";"Référence";"Statut";"Client";"Téléphone";"Adresse";"Quartier";"Articles";"Total (MAD)";"À encaisser (MAD)";"Paiement";"Livreur"',
    )
    expect(end).toBe('')
    const cells = row!.split(';')
    expect(cells[1]).toBe(`"${order.reference}"`)
    expect(cells[3]).toBe(`"'=HYPERLINK(""http://evil.example"",""Cliquez"")"`)
    expect(cells[4]).toBe('"0612345678"')
    expect(cells[5]).toBe(`"'@SUM(A1), Bât. ""B"""`)
    expect(cells[6]).toBe(`"'-Anfa"`)
    expect(cells[7]).toBe('"2 × Sidi Ali 1,5 L (Pack de 6), 1 × Oulmès 1 L"')
    expect(cells[8]).toBe('"49,00"')
    // No cell of the file starts a formula once Excel strips the quotes.
    for (const cell of text.split(/;|\r\n/)) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/)
  })
})

describe('the driver’s round', () => {
  it('shows the driver only their orders of the day, in round order, with the amount to collect', async () => {
    const today = '2026-11-24'
    const second = await dayOrder(today, { status: 'out_for_delivery', driverId: driver.id, values: { roundPosition: 2 } })
    const first = await dayOrder(today, { status: 'out_for_delivery', driverId: driver.id, values: { roundPosition: 1 } })
    const [online] = await db
      .insert(paymentModes)
      .values({ code: `online-${newKey().slice(0, 6)}`, nameFr: 'Carte en ligne', nameAr: 'بطاقة عبر الإنترنت', isOnline: true })
      .returning()
    const prepaid = await dayOrder(today, {
      status: 'out_for_delivery',
      driverId: driver.id,
      values: { roundPosition: 3, paymentModeId: online!.id },
    })
    await dayOrder(today, { status: 'out_for_delivery', driverId: otherDriver.id, values: { roundPosition: 1 } })
    await dayOrder('2026-11-25', { driverId: driver.id })
    const round = (await adminCall(api, '/api/admin/my-round', { token: driver.token })).body.data
    expect(round.date).toBe(today)
    expect(round.orders.map((order: { reference: string }) => order.reference)).toEqual([
      first.reference,
      second.reference,
      prepaid.reference,
    ])
    expect(round.orders.map((order: { to_collect: number }) => order.to_collect)).toEqual([first.totalCentimes, second.totalCentimes, 0])
    expect(round.orders[0].address.map_url).toContain('https://www.google.com/maps/search/?api=1&query=')
    expect(round.payment_modes.map((mode: { name: string }) => mode.name)).not.toContain('Carte en ligne')

    // Delivered from a queued action sent twice: applied once, still in the round as delivered.
    // A key as the phone makes it (round-queue.ts): letters, digits and dashes.
    const key = randomUUID()
    const body = {
      action: 'deliver',
      collected: 4000,
      collected_reason: 'Payé en partie',
      collected_payment_mode_id: round.payment_modes[0].id,
      client_key: key,
    }
    const sends = await together(2, (index) =>
      adminCall(index ? secondInstance : api, `/api/admin/orders/${first.reference}/status`, { token: driver.token, body }),
    )
    expect(sends.map((send) => [send.status, send.body.data?.replayed, send.body.message]).sort()).toEqual([
      [200, false, undefined],
      [200, true, undefined],
    ])
    const after = (await adminCall(api, `/api/admin/my-round?date=${today}`, { token: driver.token })).body.data
    expect(after.orders[0]).toMatchObject({ reference: first.reference, status: 'delivered' })
    expect((await adminCall(api, '/api/admin/my-round', { token: otherDriver.token })).body.data.orders).toHaveLength(1)
  })
})

describe('the evening’s cash', () => {
  it('adds up, per driver and payment mode, what was collected on the orders delivered that day', async () => {
    // Another day's clock: the other tests' deliveries stay out of this count.
    const evening = new Date('2026-12-05T17:00:00Z')
    const later = apiOn(db, { now: () => evening })
    const [cash] = await db.select().from(paymentModes).where(eq(paymentModes.code, 'cash_on_delivery'))
    const [card] = await db.select().from(paymentModes).where(eq(paymentModes.code, 'card_on_delivery'))
    const day = '2026-12-05'
    const deliveries: [number, number | undefined, number][] = [
      [driver.id, undefined, cash!.id],
      [driver.id, 3000, card!.id],
      [otherDriver.id, 1500, cash!.id],
    ]
    const totals: number[] = []
    for (const [driverId, collected, modeId] of deliveries) {
      const order = await dayOrder(day, { status: 'out_for_delivery', driverId })
      const token = driverId === driver.id ? driver.token : otherDriver.token
      const answer = await adminCall(later, `/api/admin/orders/${order.reference}/status`, {
        token,
        body: { action: 'deliver', collected, collected_payment_mode_id: modeId, collected_reason: collected && 'Écart de caisse' },
      })
      expect(answer.status).toBe(200)
      totals.push(collected ?? order.totalCentimes)
    }
    await dayOrder(day, { status: 'out_for_delivery', driverId: driver.id })
    const answer = await adminCall(later, `/api/admin/deliveries/cash?date=${day}`, { token: staff.token })
    expect(answer.status).toBe(200)
    const data = answer.body.data
    expect(data.total).toBe(totals[0]! + totals[1]! + totals[2]!)
    const youssef = data.drivers.find((entry: { driver: { id: number } }) => entry.driver?.id === driver.id)
    expect(youssef).toEqual({
      driver: { id: driver.id, name: 'Youssef Livreur' },
      count: 2,
      total: totals[0]! + 3000,
      collected: totals[0]! + 3000,
      deposits: 0,
      refunded: 0,
      refunds: [],
      by_mode: [
        { id: cash!.id, name: cash!.nameFr, count: 1, total: totals[0] },
        { id: card!.id, name: card!.nameFr, count: 1, total: 3000 },
      ],
      differences: [expect.objectContaining({ collected: 3000, reason: 'Écart de caisse' })],
    })
    expect(data.drivers.find((entry: { driver: { id: number } }) => entry.driver?.id === otherDriver.id)).toMatchObject({
      count: 1,
      total: 1500,
    })
    expect((await adminCall(later, '/api/admin/deliveries/cash?date=2026-12-04', { token: staff.token })).body.data).toEqual({
      date: '2026-12-04',
      drivers: [],
      total: 0,
    })
  })
})
