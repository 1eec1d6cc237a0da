/**
 * Bulk actions on the order list (decision 0080) on a real PostgreSQL: a mix of confirmable and
 * closed orders (the refused ones named with why, in the staff member's language, the rest done,
 * one audit line for the action), every order of a filter with its count check, the limit, the
 * assignment to a driver for each order's own day, the delivery sheets, the export read back, and
 * the list's period of placed or delivered dates.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BULK_LIMIT } from '~/api/contract/admin-order-bulk'
import { REFS_IN_URL_MAX } from '~/api/contract/back-office-rules'
import { auditLog, orderEvents, orders } from '~/api/db/schema'
import { readSheet } from '~/api/files/spreadsheets'
import { shopTimeToInstant } from '~/lib/shop-dates'
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
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')

/** A customer of the test's own (the list's search finds exactly their orders) and their orders of `statuses`. */
async function ordersOf(statuses: (typeof orders.$inferInsert.status)[], values: Partial<typeof orders.$inferInsert> = {}) {
  const customer = await createCustomer()
  const made = []
  for (const status of statuses)
    made.push(await createOrder(customer.id, { lines: sidiAliLines, status, deliveryDate: '2026-11-25', values }))
  return { customer, orders: made }
}

const bulk = (body: unknown, lang: 'fr' | 'ar' = 'fr') =>
  adminCall(api, `/api/admin/order-bulk/actions?lang=${lang}`, { token: staff.token, body })
/** The orders' statuses, in the order of `ids`. */
async function statuses(ids: number[]) {
  const rows = await db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))
  return ids.map((id) => rows.find((row) => row.id === id)?.status)
}

describe('bulk actions on the order list', () => {
  it('confirms the placed orders and names each closed one with why, in the staff member’s language', async () => {
    const { orders: mix } = await ordersOf(['placed', 'placed', 'delivered', 'placed', 'cancelled'])
    const references = mix.map((order) => order.reference)
    const answer = await bulk({ action: 'confirm', selection: { references: [...references, 'MS-NOPE'] } }, 'ar')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.total).toBe(6)
    expect(answer.body.data.done).toEqual([references[0], references[1], references[3]])
    expect(answer.body.data.refused).toEqual([
      { reference: 'MS-NOPE', message: m.bulk_api_unknown_order({}, { locale: 'ar' }) },
      { reference: references[2], message: m.bulk_api_cannot_confirm({ status: 'تم التسليم' }, { locale: 'ar' }) },
      { reference: references[4], message: m.bulk_api_cannot_confirm({ status: 'ملغى' }, { locale: 'ar' }) },
    ])
    expect(await statuses(mix.map((order) => order.id))).toEqual(['confirmed', 'confirmed', 'delivered', 'confirmed', 'cancelled'])
    // Each order's history as a single confirmation writes it, and one line for the whole action.
    const events = await db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [mix[0]!.id, mix[2]!.id]))
    expect(events.map((event) => [event.orderId, event.toStatus, event.actorId])).toEqual([[mix[0]!.id, 'confirmed', staff.id]])
    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.bulk_confirm'), eq(auditLog.actorId, staff.id)))
    expect(line!.after).toEqual({ count: 6, done: 3, refused: ['MS-NOPE', references[2], references[4]] })
  })

  it('acts on every order of the filter only when the count is the one seen, and never beyond the limit', async () => {
    const { customer, orders: mine } = await ordersOf(['placed', 'placed', 'placed'])
    const filter = { q: customer.email }
    const stale = await bulk({ action: 'confirm', selection: { filter, expected_count: 2 } })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(m.bulk_api_selection_changed({ expected: '2', count: '3' }, { locale: 'fr' }))
    expect(await statuses(mine.map((order) => order.id))).toEqual(['placed', 'placed', 'placed'])

    const seen = await bulk({ action: 'confirm', selection: { filter, expected_count: 3 } })
    expect(seen.body.data.done).toHaveLength(3)
    expect(await statuses(mine.map((order) => order.id))).toEqual(['confirmed', 'confirmed', 'confirmed'])

    const tooMany = Array.from({ length: BULK_LIMIT + 1 }, (_, index) => `MS-X${index}`)
    const refused = await bulk({ action: 'confirm', selection: { references: tooMany } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(m.bulk_api_too_many({ limit: '500', count: '501' }, { locale: 'fr' }))
  })

  it('confirms each order once when two staff members confirm the same orders at the same moment', async () => {
    const { orders: ten } = await ordersOf(Array.from({ length: 10 }, () => 'placed' as const))
    const selection = { references: ten.map((order) => order.reference) }
    const other = await createMember(db, 'staff')
    const [first, second] = await together(2, (index) =>
      adminCall(index ? secondInstance : api, '/api/admin/order-bulk/actions', {
        token: index ? other.token : staff.token,
        body: { action: 'confirm', selection },
      }),
    )
    // Every order confirmed by one of them; the other was told it was confirmed already.
    expect([...first!.body.data.done, ...second!.body.data.done].sort()).toEqual([...selection.references].sort())
    expect(first!.body.data.refused.length + second!.body.data.refused.length).toBe(10)
    const events = await db
      .select()
      .from(orderEvents)
      .where(
        inArray(
          orderEvents.orderId,
          ten.map((order) => order.id),
        ),
      )
    expect(events).toHaveLength(10)
  })

  it('assigns the orders to a driver for each one’s own delivery day; a delivered one is refused', async () => {
    const customer = await createCustomer()
    const tomorrow = await createOrder(customer.id, { lines: sidiAliLines, status: 'confirmed', deliveryDate: '2026-11-25' })
    const later = await createOrder(customer.id, { lines: sidiAliLines, status: 'placed', deliveryDate: '2026-11-27' })
    const closed = await createOrder(customer.id, { lines: sidiAliLines, status: 'delivered', deliveryDate: '2026-11-25' })
    const noDriver = await bulk({ action: 'assign', selection: { references: [tomorrow.reference] } })
    expect(noDriver.status).toBe(400)
    const answer = await bulk({
      action: 'assign',
      driver_id: driver.id,
      selection: { references: [tomorrow.reference, later.reference, closed.reference] },
    })
    expect(answer.body.data.done).toEqual([tomorrow.reference, later.reference])
    expect(answer.body.data.refused).toEqual([
      { reference: closed.reference, message: m.api_delivery_order_closed({ reference: closed.reference }, { locale: 'fr' }) },
    ])
    const rows = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [tomorrow.id, later.id, closed.id]))
    expect(rows.map((row) => [row.reference, row.driverId, row.roundPosition])).toEqual(
      expect.arrayContaining([
        [tomorrow.reference, driver.id, 1],
        [later.reference, driver.id, 1],
        [closed.reference, null, null],
      ]),
    )
  })

  it('gives one delivery sheet per order and the selection’s ids for the invoices', async () => {
    const { orders: two } = await ordersOf(['confirmed', 'placed'])
    const refs = two.map((order) => order.reference).join(',')
    const sheets = await adminCall(api, `/api/admin/order-bulk/sheets?refs=${refs}`, { token: staff.token })
    expect(sheets.status, JSON.stringify(sheets.body)).toBe(200)
    expect(sheets.body.data.sheets.map((sheet: { reference: string }) => sheet.reference)).toEqual(two.map((order) => order.reference))
    expect(sheets.body.data.sheets[0]).toMatchObject({
      phone: '+212612345678',
      to_collect: 4900,
      payment_mode: { name: 'Paiement en espèces à la livraison' },
    })
    expect(sheets.body.data.total_to_collect).toBe(9800)
    // A list of references longer than a request's head may carry is refused, not cut off on the way.
    const tooMany = Array.from({ length: 600 }, (_, index) => `MS-TOOLONG-${String(index).padStart(4, '0')}`).join(',')
    expect(tooMany.length).toBeGreaterThan(REFS_IN_URL_MAX)
    expect((await adminCall(api, `/api/admin/order-bulk/sheets?refs=${tooMany}`, { token: staff.token })).status).toBe(400)
    // Nothing named, nothing printed (the page says so).
    expect((await adminCall(api, '/api/admin/order-bulk/sheets', { token: staff.token })).body.data).toEqual({
      sheets: [],
      total_to_collect: 0,
    })
    const selected = await adminCall(api, '/api/admin/order-bulk/selection', {
      token: staff.token,
      body: { selection: { references: two.map((order) => order.reference) } },
    })
    expect(selected.body.data.orders).toEqual(two.map((order) => ({ id: order.id, reference: order.reference })))
  })

  it('exports the orders of a period of placed dates as Excel and CSV, read back, and records the export', async () => {
    const customer = await createCustomer()
    // The month starts at Casablanca's midnight: half an hour after it is in, half an hour before is not.
    const midnight = shopTimeToInstant('2026-11-01', 0).getTime()
    const minutes = (count: number) => new Date(midnight + count * 60_000)
    const inNovember = await createOrder(customer.id, {
      lines: sidiAliLines,
      status: 'delivered',
      values: { placedAt: minutes(3 * 24 * 60 + 30), deliveredAt: shopTimeToInstant('2026-11-05', 11) },
    })
    const firstOfMonth = await createOrder(customer.id, { lines: sidiAliLines, status: 'placed', values: { placedAt: minutes(30) } })
    await createOrder(customer.id, { lines: sidiAliLines, status: 'placed', values: { placedAt: minutes(-30) } })
    const period = `q=${encodeURIComponent(customer.email)}&dates=placed&from=2026-11-01&to=2026-11-30`
    const list = await adminCall(api, `/api/admin/orders?${period}`, { token: staff.token })
    expect(list.body.data.items.map((row: { reference: string }) => row.reference).sort()).toEqual(
      [inNovember.reference, firstOfMonth.reference].sort(),
    )
    const delivered = await adminCall(
      api,
      `/api/admin/orders?q=${encodeURIComponent(customer.email)}&dates=delivered&from=2026-11-05&to=2026-11-05`,
      { token: staff.token },
    )
    expect(delivered.body.data.items.map((row: { reference: string }) => row.reference)).toEqual([inNovember.reference])

    for (const format of ['xlsx', 'csv'] as const) {
      const response = await api.request(`/api/admin/order-bulk/export?${period}&expected=2&format=${format}&lang=fr`, {
        headers: { Authorization: `Bearer ${staff.token}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="commandes-2026-11-24.${format}"`)
      const rows = await readSheet(new Uint8Array(await response.arrayBuffer()), format)
      expect(rows[0]).toEqual(expect.arrayContaining([m.bulk_col_reference({}, { locale: 'fr' }), m.bulk_col_total({}, { locale: 'fr' })]))
      expect(rows).toHaveLength(3)
      const row = rows.find((cells) => cells[0] === inNovember.reference)!
      // Placed 4 November 00:30 in Casablanca; delivered at 11:00; 2 × 20,00 + 9,00 MAD.
      expect(row.slice(0, 5)).toEqual([inNovember.reference, '2026-11-04 00:30', '2026-11-02', '2026-11-05 11:00', 'Livrée'])
      expect(row[11]).toBe('2 × Sidi Ali 1,5 L (Pack de 6) = 40,00\u00a0MAD | 1 × Oulmès 1 L = 9,00\u00a0MAD')
      expect(row[15]).toBe('49')
    }
    const exports = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.export'), eq(auditLog.actorId, staff.id)))
    expect(exports.map((line) => (line.after as { count: number }).count)).toEqual([2, 2])
  })
})
