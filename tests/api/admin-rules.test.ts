/**
 * The delivery and checkout rules in the back office on a real PostgreSQL (issue 17 §6, §8, §9):
 * staff read them and only admins change them; bad input under its field in both languages,
 * changing nothing; two admins saving over each other (409 with who and what); a city saved with
 * its fees in one transaction; every change reaches the next checkout options and save-cart at
 * once while a placed order keeps its fee and date; holidays a year at a time, and the
 * dashboard's warning when a year has none.
 */
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { checkoutOptionsResponseSchema } from '~/api/contract/checkout'
import { auditLog, cities, orders, publicHolidays } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { type Change, listenForChanges } from '~/api/services/shared/change-feed'
import { call, checkoutFixtures, createCustomer, together } from './checkout-helpers'
import { checkoutOrders } from './order-fixtures'
import { apiOn, useTestDatabase } from './test-database'

/** Monday 20 July 2026, 09:00 in Casablanca: standard delivery from Wednesday the 22nd. */
const NOW = new Date('2026-07-20T08:00:00Z')
const { db, api, url, anotherInstance } = await useTestDatabase({ now: () => NOW })
// Another instance's connection pool, listening for announcements.
const listenerPool = new pg.Pool({ connectionString: url, max: 1 })
listenerPool.on('error', () => {}) // the database is dropped with its connections at the end
afterAll(() => listenerPool.end())
const secondInstance = anotherInstance()
const f = await checkoutFixtures(db)
const { placedReference } = checkoutOrders(api, f)

const admin = await createMember(db, 'admin', { firstName: 'Nadia', lastName: 'Admin' })
const otherAdmin = await createMember(db, 'admin')
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')
const shopper = await createMember(db, 'customer')

const put = (token: string, path: string, body: unknown) => adminCall(api, path, { token, body, method: 'PUT' })
const rules = async () => (await adminCall(api, '/api/admin/rules', { token: staff.token })).body.data
const cityOf = async (cityId: number) => (await rules()).cities.find((city: { id: number }) => city.id === cityId)
const options = async (cityId: number, locale = 'fr') =>
  checkoutOptionsResponseSchema.parse((await call(api, `/api/${locale}/checkout/options?city_id=${cityId}`, { method: 'GET' })).body).data
/** A city's editable fields as read, ready to send back. */
const cityBody = (city: Record<string, unknown>) => {
  const { id: _id, slug: _slug, in_use: _inUse, ...fields } = city
  return fields
}

describe('who may read and change the rules', () => {
  it('lets staff read everything, and refuses changes from anyone but an admin', async () => {
    const read = await rules()
    expect(read.settings).toMatchObject({ cutoff_hour: 12, booking_window_days: 21, version: 1 })
    expect(read.cities.map((city: { slug: string }) => city.slug)).toContain('dakhla')
    expect(read.modes.map((mode: { code: string }) => mode.code)).toEqual(expect.arrayContaining(['standard', 'express']))
    expect(read.reminders.length).toBeGreaterThanOrEqual(8)
    expect((await adminCall(api, '/api/admin/rules', { token: driver.token })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/rules', { token: shopper.token })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/rules')).status).toBe(401)
    const body = { ...read.settings, cutoff_hour: 10 }
    for (const member of [staff, driver, shopper]) expect((await put(member.token, '/api/admin/rules/settings', body)).status).toBe(403)
    const city = await cityOf(f.rabat.id)
    expect((await put(staff.token, `/api/admin/rules/cities/${f.rabat.id}`, cityBody(city))).status).toBe(403)
    expect((await put(staff.token, '/api/admin/holidays/2030', { holidays: [], expected: [] })).status).toBe(403)
    expect((await adminCall(api, '/api/admin/holidays/2026', { token: staff.token })).status).toBe(200)
    expect((await rules()).settings.cutoff_hour).toBe(12)
  })
})

describe('the checkout settings and the loyalty rules', () => {
  it('refuses bad values under their fields in French and Arabic, then saves, audits, and 409s a stale save with who and what', async () => {
    const { settings } = await rules()
    const bad = { ...settings, cutoff_hour: 24, booking_window_days: 0, point_value: 0, points_max_share_percent: 101 }
    const refused = await put(admin.token, '/api/admin/rules/settings', bad)
    expect(refused.status).toBe(400)
    expect(refused.body.data.errors).toEqual({
      cutoff_hour: [m.api_rules_cutoff_invalid({}, { locale: 'fr' })],
      booking_window_days: [m.api_rules_window_invalid({}, { locale: 'fr' })],
      point_value: [m.api_rules_point_value_invalid({}, { locale: 'fr' })],
      points_max_share_percent: [m.api_rules_share_invalid({}, { locale: 'fr' })],
    })
    const arabic = await put(admin.token, '/api/admin/rules/settings?lang=ar', { ...settings, version: undefined })
    expect(arabic.body.data.errors).toEqual({ version: [m.api_rules_version_missing({}, { locale: 'ar' })] })

    const saved = await put(admin.token, '/api/admin/rules/settings', {
      ...settings,
      points_max_share_percent: 30,
      booking_window_days: 14,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({ points_max_share_percent: 30, booking_window_days: 14, version: settings.version + 1 })
    // The next checkout reads it at once.
    const next = await options(f.casablanca.id)
    expect(next.points.max_share_percent).toBe(30)
    expect(next.delivery_modes.every((mode) => mode.dates.every((day) => day <= '2026-08-03'))).toBe(true)

    const stale = await put(otherAdmin.token, '/api/admin/rules/settings?lang=fr', { ...settings, cutoff_hour: 11 })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('Nadia Admin')
    expect(stale.body.message).toContain(m.bo_rules_field_points_share({}, { locale: 'fr' }))
    expect(stale.body.message).toContain(m.bo_rules_field_window({}, { locale: 'fr' }))
    expect(stale.body.message).not.toContain(m.bo_rules_field_cutoff_hour({}, { locale: 'fr' }))
    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'checkout_settings'), eq(auditLog.actorId, admin.id)))
    expect(line).toMatchObject({
      action: 'rules.settings',
      before: { points_max_share_percent: 50 },
      after: { points_max_share_percent: 30 },
    })
    // Put back for the other tests.
    const restored = await put(admin.token, '/api/admin/rules/settings', { ...settings, version: settings.version + 1 })
    expect(restored.status).toBe(200)
  })
})

describe('a city with its fees', () => {
  it('saves the minimum order, weekdays and fees in one transaction, and the next checkout and save-cart show them at once', async () => {
    const city = await cityOf(f.rabat.id)
    const customer = await createCustomer(db, { cityId: f.rabat.id, otherCityId: f.casablanca.id })
    const change = {
      ...cityBody(city),
      min_order: 12_000,
      delivery_weekdays: [2, 4],
      // Standard only, 22 MAD, free from 300 MAD; express no longer offered in Rabat.
      fees: [{ delivery_mode_id: f.standard.id, fee: 2200, free_from: 30_000 }],
    }
    const saved = await put(admin.token, `/api/admin/rules/cities/${f.rabat.id}`, change)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({ min_order: 12_000, delivery_weekdays: [2, 4], version: city.version + 1, in_use: true })

    const next = await options(f.rabat.id)
    expect(next.min_order).toBe(12_000)
    expect(next.delivery_modes.map((mode) => [mode.code, mode.fee, mode.free_from])).toEqual([['standard', 2200, 30_000]])
    expect(next.delivery_modes[0]!.dates.every((day) => [2, 4].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))).toBe(true)
    const cart = await call(api, '/api/fr/save-cart', {
      body: {
        city_id: f.rabat.id,
        revision: 1,
        products: [{ product_id: f.sidiAli.id, quantity: 1, product_attribute_id: f.variants[0]!.id }],
      },
      token: customer.token,
    })
    expect(cart.status).toBe(200)
    expect(cart.body.data.messages.map((message: { code: string }) => message.code)).toContain('min_order')
    expect(cart.body.data.totals.min_order).toBe(12_000)

    // Put back: a save from the version just read.
    expect((await put(admin.token, `/api/admin/rules/cities/${f.rabat.id}`, cityBody(await cityOf(f.rabat.id)))).status).toBe(200)
    expect((await put(admin.token, `/api/admin/rules/cities/${f.rabat.id}`, { ...cityBody(city), version: city.version + 2 })).status).toBe(
      200,
    )
  })

  it('refuses bad fields under their names (a fee by its index), an unknown mode, and changes nothing', async () => {
    const city = await cityOf(f.dakhla.id)
    const refused = await put(admin.token, `/api/admin/rules/cities/${f.dakhla.id}?lang=ar`, {
      ...cityBody(city),
      name_ar: ' ',
      delivery_weekdays: [7],
      fees: [
        { delivery_mode_id: f.standard.id, fee: 3000, free_from: null },
        { delivery_mode_id: f.express.id, fee: -5, free_from: null },
      ],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.data.errors).toEqual({
      name_ar: [m.api_rules_name_invalid({}, { locale: 'ar' })],
      delivery_weekdays: [m.api_rules_weekdays_invalid({}, { locale: 'ar' })],
      'fees.1.fee': [m.api_rules_amount_invalid({}, { locale: 'ar' })],
    })
    const unknownMode = await put(admin.token, `/api/admin/rules/cities/${f.dakhla.id}`, {
      ...cityBody(city),
      min_order: 1,
      fees: [{ delivery_mode_id: 999_999, fee: 100, free_from: null }],
    })
    expect(unknownMode.status).toBe(400)
    expect(unknownMode.body.data.errors).toEqual({ 'fees.0.delivery_mode_id': [m.api_rules_mode_unknown({}, { locale: 'fr' })] })
    expect(await cityOf(f.dakhla.id)).toEqual(city)
  })

  it('keeps one active default city, and refuses a stale save with who changed which fields', async () => {
    const casablanca = await cityOf(f.casablanca.id)
    expect(casablanca.is_default).toBe(true)
    const inactive = await put(admin.token, `/api/admin/rules/cities/${f.casablanca.id}`, { ...cityBody(casablanca), is_active: false })
    expect(inactive.body.data.errors).toEqual({ is_active: [m.api_rules_default_inactive({}, { locale: 'fr' })] })
    const dropped = await put(admin.token, `/api/admin/rules/cities/${f.casablanca.id}`, { ...cityBody(casablanca), is_default: false })
    expect(dropped.body.data.errors).toEqual({ is_default: [m.api_rules_default_needed({}, { locale: 'fr' })] })

    const dakhla = await cityOf(f.dakhla.id)
    const first = await put(admin.token, `/api/admin/rules/cities/${f.dakhla.id}`, {
      ...cityBody(dakhla),
      min_order: dakhla.min_order + 100,
    })
    expect(first.status).toBe(200)
    const second = await put(otherAdmin.token, `/api/admin/rules/cities/${f.dakhla.id}?lang=ar`, {
      ...cityBody(dakhla),
      name_fr: 'Dakhla Sud',
    })
    expect(second.status).toBe(409)
    expect(second.body.message).toContain('Nadia Admin')
    expect(second.body.message).toContain(m.bo_rules_field_min_order({}, { locale: 'ar' }))
    expect((await cityOf(f.dakhla.id)).name_fr).toBe(dakhla.name_fr)
  })

  it('lets one of two saves of one version, made at the same moment through two instances, win; announces only it', async () => {
    const heard: Change[] = []
    // The services' own announcements; the tables' (migration 0021) are tested in tests/reliability/page-cache.test.ts.
    const stop = await listenForChanges(listenerPool, (change) => change.topic !== 'table' && heard.push(change))
    try {
      const city = await cityOf(f.dakhla.id)
      const answers = await together(2, (index) =>
        adminCall(index ? secondInstance : api, `/api/admin/rules/cities/${f.dakhla.id}`, {
          token: index ? otherAdmin.token : admin.token,
          body: { ...cityBody(city), sort_order: city.sort_order + 1 + index },
          method: 'PUT',
        }),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const winner = answers.findIndex((answer) => answer.status === 200)
      expect((await cityOf(f.dakhla.id)).sort_order).toBe(city.sort_order + 1 + winner)
      await expect.poll(() => heard).toEqual([{ topic: 'rules', key: `city:${f.dakhla.id}` }])
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(heard).toHaveLength(1)
    } finally {
      await stop()
    }
  })

  it('adds a city with its fees; a taken slug is refused under its field', async () => {
    const body = {
      slug: 'ifrane',
      name_fr: 'Ifrane',
      name_ar: 'إفران',
      min_order: 8000,
      delivery_weekdays: [3],
      is_active: true,
      is_default: false,
      sort_order: 99,
      fees: [{ delivery_mode_id: f.standard.id, fee: 4000, free_from: null }],
    }
    const created = await adminCall(api, '/api/admin/rules/cities', { token: admin.token, body })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data).toMatchObject({ slug: 'ifrane', in_use: false, version: 1, fees: body.fees })
    expect((await options(created.body.data.id)).delivery_modes.map((mode) => mode.fee)).toEqual([4000])
    const again = await adminCall(api, '/api/admin/rules/cities?lang=ar', { token: admin.token, body })
    expect(again.status).toBe(400)
    expect(again.body.data.errors).toEqual({ slug: [m.api_rules_slug_taken({}, { locale: 'ar' })] })
  })
})

describe('a placed order keeps its rules', () => {
  it('keeps its fee and delivery date when the fee and weekdays change after it', async () => {
    await db.update(cities).set({ minOrderCentimes: 0 }).where(eq(cities.id, f.casablanca.id))
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    const reference = await placedReference(customer, [{ product_id: f.sidiAli.id, quantity: 1, product_attribute_id: f.variants[0]!.id }])
    const [before] = await db.select().from(orders).where(eq(orders.reference, reference))
    const city = await cityOf(f.casablanca.id)
    const changed = await put(admin.token, `/api/admin/rules/cities/${f.casablanca.id}`, {
      ...cityBody(city),
      delivery_weekdays: [5],
      fees: city.fees.map((fee: { fee: number }) => ({ ...fee, fee: fee.fee + 1000 })),
    })
    expect(changed.status).toBe(200)
    const [after] = await db.select().from(orders).where(eq(orders.reference, reference))
    expect(after).toMatchObject({
      deliveryFeeCentimes: before!.deliveryFeeCentimes,
      deliveryDate: '2026-07-22',
      totalCentimes: before!.totalCentimes,
    })
    // The back office shows the order's own fee, not the city's new one.
    const shown = await adminCall(api, `/api/admin/orders/${reference}`, { token: staff.token })
    expect(shown.body.data.delivery_fee).toBe(before!.deliveryFeeCentimes)
    expect((await options(f.casablanca.id)).delivery_modes.find((mode) => mode.code === 'standard')!.fee).toBe(
      city.fees.find((fee: { delivery_mode_id: number }) => fee.delivery_mode_id === f.standard.id).fee + 1000,
    )
    expect(
      (await put(admin.token, `/api/admin/rules/cities/${f.casablanca.id}`, { ...cityBody(city), version: city.version + 1 })).status,
    ).toBe(200)
  })
})

describe('delivery modes and reminder choices', () => {
  it('a longer lead time moves the first date at once; a stale save is refused', async () => {
    const { modes } = await rules()
    const express = modes.find((mode: { code: string }) => mode.code === 'express')
    expect((await options(f.casablanca.id)).delivery_modes.find((mode) => mode.code === 'express')!.dates[0]).toBe('2026-07-20')
    const saved = await put(admin.token, `/api/admin/rules/delivery-modes/${express.id}`, { ...express, lead_days: 3 })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await options(f.casablanca.id)).delivery_modes.find((mode) => mode.code === 'express')!.dates[0]).toBe('2026-07-23')
    const refused = await put(admin.token, `/api/admin/rules/delivery-modes/${express.id}`, { ...express, lead_days: 31 })
    expect(refused.body.data.errors).toEqual({ lead_days: [m.api_rules_lead_days_invalid({}, { locale: 'fr' })] })
    expect((await put(otherAdmin.token, `/api/admin/rules/delivery-modes/${express.id}`, express)).status).toBe(409)
    expect(
      (await put(admin.token, `/api/admin/rules/delivery-modes/${express.id}`, { ...express, version: express.version + 1 })).status,
    ).toBe(200)
  })

  it('a relabelled or deactivated reminder choice shows at the next checkout in both languages', async () => {
    const { reminders } = await rules()
    const month = reminders.find((option: { kind: string; days: number | null }) => option.kind === 'period' && option.days === 30)
    const saved = await put(admin.token, `/api/admin/rules/reminders/${month.id}`, { ...month, label_ar: 'كل شهر', days: 31 })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await options(f.casablanca.id, 'ar')).reminder_periods).toContainEqual({ code: month.code, label: 'كل شهر', days: 31 })
    const off = await put(admin.token, `/api/admin/rules/reminders/${month.id}`, { ...saved.body.data, is_active: false })
    expect(off.status).toBe(200)
    expect((await options(f.casablanca.id)).reminder_periods.map((option) => option.code)).not.toContain(month.code)
    const noDays = await put(admin.token, `/api/admin/rules/reminders/${month.id}`, { ...off.body.data, days: null })
    expect(noDays.body.data.errors).toEqual({ days: [m.api_rules_days_invalid({}, { locale: 'fr' })] })
    expect((await put(admin.token, `/api/admin/rules/reminders/${month.id}`, { ...month, version: month.version + 2 })).status).toBe(200)
  })

  it('an added reminder choice is offered at the next checkout; the same one twice, or a period without days, is refused', async () => {
    const post = (token: string, body: unknown, lang = 'fr') =>
      adminCall(api, `/api/admin/rules/reminders?lang=${lang}`, { token, body, method: 'POST' })
    const threeWeeks = { kind: 'period', label_fr: 'Toutes les trois semaines', label_ar: 'كل ثلاثة أسابيع', days: 21, times: 5 }
    const body = { ...threeWeeks, is_active: true, sort_order: 15 }
    expect((await post(staff.token, body)).status).toBe(403)
    const added = await post(admin.token, body)
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    // A period keeps no number of reminders, whatever was sent.
    expect(added.body.data).toMatchObject({ code: 'period_21', kind: 'period', days: 21, times: null, version: 1 })
    expect((await options(f.casablanca.id, 'ar')).reminder_periods).toContainEqual({
      code: 'period_21',
      label: 'كل ثلاثة أسابيع',
      days: 21,
    })
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'rules.reminder_option_create'))
    expect(audit).toMatchObject({ actorId: admin.id, entityId: String(added.body.data.id) })

    const twice = await post(admin.token, { ...body, label_fr: 'Trois semaines' }, 'ar')
    expect(twice.status).toBe(400)
    expect(twice.body.data.errors).toEqual({ days: [m.api_rules_reminder_exists({}, { locale: 'ar' })] })
    // Until stopped is in the demo choices already: a second one is refused under its number.
    const untilStopped = await post(admin.token, { ...body, kind: 'frequency', days: null, times: null })
    expect(untilStopped.body.data.errors).toEqual({ times: [m.api_rules_reminder_exists({}, { locale: 'fr' })] })
    const noDays = await post(admin.token, { ...body, days: null })
    expect(noDays.body.data.errors).toEqual({ days: [m.api_rules_days_invalid({}, { locale: 'fr' })] })
    const wrongKind = await post(admin.token, { ...body, kind: 'yearly', label_ar: '' })
    expect(Object.keys(wrongKind.body.data.errors).sort()).toEqual(['kind', 'label_ar'])
    expect((await rules()).reminders.filter((option: { days: number | null }) => option.days === 21)).toHaveLength(1)
  })
})

describe('public holidays, a year at a time', () => {
  const later = apiOn(db, { now: () => new Date('2027-11-02T10:00:00Z') })
  const missing = async () => (await adminCall(later, '/api/admin/dashboard', { token: staff.token })).body.data.holidays_missing

  it('warns on the dashboard until next year has days; saves over the list read; a stale list is refused', async () => {
    await db.delete(publicHolidays).where(and(eq(publicHolidays.code, 'test-day')))
    expect(await missing()).toEqual([2028])
    const read = (await adminCall(api, '/api/admin/holidays/2028', { token: staff.token })).body.data
    expect(read).toEqual({ year: 2028, holidays: [] })
    const newYear = { day: '2028-01-01', code: 'nouvel-an', name_fr: 'Nouvel An', name_ar: 'رأس السنة الميلادية', is_estimated: false }
    const wrong = await put(admin.token, '/api/admin/holidays/2028?lang=ar', {
      holidays: [newYear, { ...newYear, day: '2029-01-01' }, newYear, { ...newYear, day: '2028-02-30', code: 'x' }],
      expected: [],
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.data.errors).toEqual({
      'holidays.1.day': [m.api_rules_holiday_day_invalid({ year: 2028 }, { locale: 'ar' })],
      'holidays.2.code': [m.api_rules_holiday_duplicate({}, { locale: 'ar' })],
      'holidays.3.day': [m.api_rules_holiday_day_invalid({ year: 2028 }, { locale: 'ar' })],
    })
    expect(await missing()).toEqual([2028])

    const saved = await put(admin.token, '/api/admin/holidays/2028', { holidays: [newYear], expected: [] })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data.holidays).toEqual([newYear])
    expect(await missing()).toEqual([])
    // A second admin who read the empty year.
    const stale = await put(otherAdmin.token, '/api/admin/holidays/2028', { holidays: [{ ...newYear, code: 'autre' }], expected: [] })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('Nadia Admin')
    expect(stale.body.message).toContain('2028-01-01')

    // Correcting an estimated day moves the next delivery dates at once (2026: a Wednesday made a holiday).
    const year2026 = (await adminCall(api, '/api/admin/holidays/2026', { token: staff.token })).body.data.holidays
    expect((await options(f.casablanca.id)).delivery_modes.find((mode) => mode.code === 'standard')!.dates).toContain('2026-07-22')
    const extra = { day: '2026-07-22', code: 'test-day', name_fr: 'Jour test', name_ar: 'يوم تجريبي', is_estimated: true }
    const added = await put(admin.token, '/api/admin/holidays/2026', { holidays: [...year2026, extra], expected: year2026 })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect((await options(f.casablanca.id)).delivery_modes.find((mode) => mode.code === 'standard')!.dates).not.toContain('2026-07-22')
    const removed = await put(admin.token, '/api/admin/holidays/2026', { holidays: year2026, expected: added.body.data.holidays })
    expect(removed.status).toBe(200)
    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'public_holidays'), eq(auditLog.entityId, '2028')))
    expect(line).toMatchObject({ actorId: admin.id, action: 'rules.holidays', before: [], after: [newYear] })
  })
})
