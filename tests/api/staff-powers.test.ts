/**
 * Limits on staff powers (issue 32, hole 9; docs/decisions/0063): a points adjustment beyond the
 * rules' threshold is an admin's; a driver sees the order they deliver, not the customer's other
 * orders; an amount collected that differs from the amount due needs its reason, which the
 * evening's cash shows.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, paymentModes } from '~/api/db/schema'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Tuesday 24 November 2026, 18:00 in Casablanca. */
const NOW = new Date('2026-11-24T17:00:00Z')
const { db, api } = await useTestDatabase({ now: () => NOW })
const { createCustomer, createOrder } = orderFixtures(db)

const admin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')

describe('points adjustments beyond the threshold', () => {
  const adjust = (token: string, customerId: number, delta: number, lang = 'fr') =>
    adminCall(api, `/api/admin/customers/${customerId}/points?lang=${lang}`, { token, body: { delta, reason: 'Geste commercial' } })

  it('are refused to staff (403, in French and Arabic) and allowed to an admin; the admin sets the threshold in the rules', async () => {
    const customer = await createCustomer()
    const rules = (await adminCall(api, '/api/admin/rules', { token: admin.token })).body.data.settings
    expect(rules.points_admin_threshold).toBe(500)

    expect((await adjust(staff.token, customer.id, 500)).status).toBe(200)
    for (const lang of ['fr', 'ar'] as const) {
      const refused = await adjust(staff.token, customer.id, 501, lang)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(m.api_points_needs_admin({ threshold: 500 }, { locale: lang }))
    }
    expect((await adjust(staff.token, customer.id, -501)).status).toBe(403)
    expect((await adjust(admin.token, customer.id, 2000)).status).toBe(200)

    const saved = await adminCall(api, '/api/admin/rules/settings', {
      method: 'PUT',
      token: admin.token,
      body: { ...rules, points_admin_threshold: 50 },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.points_admin_threshold).toBe(50)
    const refused = await adjust(staff.token, customer.id, 60)
    expect([refused.status, refused.body.message]).toEqual([403, m.api_points_needs_admin({ threshold: 50 }, { locale: 'fr' })])
    const balance = await adminCall(api, `/api/admin/customers/${customer.id}`, { token: admin.token })
    expect(balance.body.data.points).toBe(2500)
  })
})

describe("a driver's view of an order", () => {
  it("shows the order they deliver without the customer's other orders; staff still see them", async () => {
    const customer = await createCustomer()
    await createOrder(customer.id, { lines: sidiAliLines, status: 'delivered', deliveryDate: '2026-11-02' })
    const delivering = await createOrder(customer.id, {
      lines: sidiAliLines,
      status: 'out_for_delivery',
      deliveryDate: '2026-11-24',
      values: { driverId: driver.id },
    })
    const asStaff = await adminCall(api, `/api/admin/orders/${delivering.reference}`, { token: staff.token })
    expect(asStaff.body.data.history_count).toBe(1)
    const asDriver = await adminCall(api, `/api/admin/orders/${delivering.reference}`, { token: driver.token })
    expect(asDriver.status).toBe(200)
    expect(asDriver.body.data).toMatchObject({ reference: delivering.reference, history: [], history_count: 0 })
  })
})

describe('the amount a driver collects', () => {
  it('needs a reason when it differs from the amount due; the reason shows on the evening’s cash', async () => {
    const [cash] = await db.select().from(paymentModes).where(eq(paymentModes.code, 'cash_on_delivery'))
    const place = async () => {
      const customer = await createCustomer()
      return createOrder(customer.id, {
        lines: sidiAliLines,
        status: 'out_for_delivery',
        deliveryDate: '2026-11-24',
        values: { driverId: driver.id, paymentModeId: cash!.id },
      })
    }
    const deliver = (reference: string, body: Record<string, unknown>, lang = 'fr') =>
      adminCall(api, `/api/admin/orders/${reference}/status?lang=${lang}`, { token: driver.token, body: { action: 'deliver', ...body } })

    const short = await place()
    const less = short.totalCentimes - 1000
    for (const lang of ['fr', 'ar'] as const) {
      for (const reason of [undefined, '   ']) {
        const refused = await deliver(short.reference, { collected: less, collected_reason: reason }, lang)
        expect(refused.status).toBe(400)
        const message = m.api_order_collected_reason_required({ due: formatMoney(short.totalCentimes, lang) }, { locale: lang })
        expect(refused.body.data.errors.collected_reason).toEqual([message])
      }
    }
    expect((await db.select().from(orders).where(eq(orders.id, short.id)))[0]!.status).toBe('out_for_delivery')
    expect((await deliver(short.reference, { collected: less, collected_reason: 'Le client n’avait pas la monnaie' })).status).toBe(200)

    const exact = await place()
    expect((await deliver(exact.reference, { collected: exact.totalCentimes })).status).toBe(200)
    expect((await db.select().from(orders).where(eq(orders.id, exact.id)))[0]!.collectedReason).toBeNull()

    const day = await adminCall(api, '/api/admin/deliveries/cash?date=2026-11-24', { token: staff.token })
    const entry = day.body.data.drivers.find((each: { driver: { id: number } | null }) => each.driver?.id === driver.id)
    expect(entry.differences).toEqual([
      { reference: short.reference, due: short.totalCentimes, collected: less, reason: 'Le client n’avait pas la monnaie' },
    ])
    const page = await adminCall(api, `/api/admin/orders/${short.reference}`, { token: staff.token })
    expect(page.body.data.collected_reason).toBe('Le client n’avait pas la monnaie')
  })
})
