/**
 * The checkout on a real PostgreSQL (docs/decisions/0014), with a fake clock: what a city
 * offers (dates with the cut-off in Casablanca, weekdays, Sundays, holidays), the priced cart
 * (fee, voucher, points, total against an independent oracle), every refusal with its field in
 * French and Arabic, and placing the order (snapshots, redemption, points, reminder,
 * satisfaction, e-mails, emptied cart, replay and 409).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createApiApp } from '../../src/api/app'
import { saveCartResponseSchema } from '../../src/api/contract/cart'
import { checkoutOptionsResponseSchema } from '../../src/api/contract/checkout'
import { checkoutSettings } from '../../src/api/db/schema'
import { m } from '../../src/paraglide/messages.js'
import { call, checkoutFixtures, createCustomer, createVoucher, feeOf, oracle } from './checkout-helpers'
import { useTestDatabase } from './test-database'

const { db } = await useTestDatabase()
/** Monday 20 July 2026, 09:00 in Casablanca (UTC+1): Throne Day (Thursday 30) is within the window. */
const MONDAY_MORNING = new Date('2026-07-20T08:00:00Z')
let clock = MONDAY_MORNING
const api = createApiApp(() => Promise.resolve(db), { now: () => clock })
const f = await checkoutFixtures(db)
const small = f.variants[0]!
const unitIn = (factor: number) => Math.round(((small.sellPriceCentimes ?? small.priceCentimes) * factor) / 1000)
const line = (quantity: number) => ({ product_id: f.sidiAli.id, quantity, product_attribute_id: small.id })

beforeEach(() => {
  clock = MONDAY_MORNING
})

const options = async (cityId: number, { locale = 'fr', token }: { locale?: string; token?: string } = {}) => {
  const { status, body } = await call(api, `/api/${locale}/checkout/options?city_id=${cityId}`, { method: 'GET', token })
  expect(status).toBe(200)
  return checkoutOptionsResponseSchema.parse(body).data
}
const datesOf = async (cityId: number, code: string) => (await options(cityId)).delivery_modes.find((mode) => mode.code === code)!.dates

async function save(body: Record<string, unknown>, { locale = 'fr', token, validate = false }: { locale?: string; token?: string; validate?: boolean } = {}) {
  const path = validate ? `/api/validate-cart?lang=${locale}` : `/api/${locale}/save-cart`
  const { status, body: answer } = await call(api, path, { body: { city_id: f.casablanca.id, ...body }, token })
  expect(status, JSON.stringify(answer)).toBe(200)
  return saveCartResponseSchema.parse(answer).data
}
const codes = (cart: { messages: { code: string; field: string }[] }) => cart.messages.map((message) => `${message.field}:${message.code}`).sort()

describe('GET /api/{locale}/checkout/options', () => {
  it("gives the city's minimum, modes with fees, thresholds and dates, payments, reminders and points rules", async () => {
    const data = await options(f.casablanca.id)
    expect(data.city_id).toBe(f.casablanca.id)
    expect(data.min_order).toBe(5000)
    const [standard, express] = data.delivery_modes
    expect(standard).toMatchObject({ code: 'standard', name: 'Livraison standard', fee: 1500, free_from: 20_000 })
    expect(express).toMatchObject({ code: 'express', fee: 3000, free_from: null })
    // Express the same day before the cut-off; standard the next working day.
    expect(express!.dates[0]).toBe('2026-07-20')
    expect(standard!.dates[0]).toBe('2026-07-21')
    // No Sunday, no Throne Day, 21 days ahead at most.
    expect(standard!.dates).not.toContain('2026-07-26')
    expect(standard!.dates).not.toContain('2026-07-30')
    expect(standard!.dates.at(-1)).toBe('2026-08-10')
    expect(standard!.dates).toHaveLength(17)
    expect(data.payment_modes.map((mode) => mode.code)).toEqual(['cash_on_delivery', 'card_on_delivery'])
    expect(data.reminder_periods.map((period) => [period.code, period.days])).toEqual([
      ['week', 7],
      ['two_weeks', 14],
      ['month', 30],
      ['two_months', 60],
    ])
    expect(data.reminder_frequencies.find((frequency) => frequency.code === 'until_stopped')?.times).toBeNull()
    expect(data.points).toEqual({ balance: 0, value: 10, earn_per: 1000, max_share_percent: 50 })
  })

  it("answers in Arabic and shows a signed-in customer's balance", async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, points: 321 })
    const data = await options(f.casablanca.id, { locale: 'ar', token: customer.token })
    expect(data.delivery_modes[0]!.name).toBe('التوصيل العادي')
    expect(data.reminder_periods[0]!.label).toBe('كل أسبوع')
    expect(data.points.balance).toBe(321)
  })

  it('counts an order from tomorrow from 12:00 in Casablanca (cut-off), to the second', async () => {
    clock = new Date('2026-07-20T10:59:59Z') // 11:59:59 in Casablanca
    expect((await datesOf(f.casablanca.id, 'express'))[0]).toBe('2026-07-20')
    expect((await datesOf(f.casablanca.id, 'standard'))[0]).toBe('2026-07-21')
    clock = new Date('2026-07-20T11:00:00Z') // 12:00:00
    expect((await datesOf(f.casablanca.id, 'express'))[0]).toBe('2026-07-21')
    expect((await datesOf(f.casablanca.id, 'standard'))[0]).toBe('2026-07-22')
    // 00:30 in Casablanca is already the next day while it is still the 20th in UTC.
    clock = new Date('2026-07-20T23:30:00Z')
    expect((await datesOf(f.casablanca.id, 'express'))[0]).toBe('2026-07-21')
  })

  it('skips Sundays and holidays for the lead time too (Saturday and the eve of Throne Day)', async () => {
    clock = new Date('2026-07-25T12:00:00Z') // Saturday 13:00: counts from Sunday
    expect((await datesOf(f.casablanca.id, 'express'))[0]).toBe('2026-07-27')
    expect((await datesOf(f.casablanca.id, 'standard'))[0]).toBe('2026-07-27')
    clock = new Date('2026-07-29T08:00:00Z') // Wednesday 09:00, Throne Day tomorrow
    expect((await datesOf(f.casablanca.id, 'express'))[0]).toBe('2026-07-29')
    expect((await datesOf(f.casablanca.id, 'standard'))[0]).toBe('2026-07-31')
  })

  it("keeps to the city's weekdays: Dakhla is delivered on Thursdays, not on Throne Day", async () => {
    expect(await datesOf(f.dakhla.id, 'standard')).toEqual(['2026-07-23', '2026-08-06'])
  })

  it('reads the cut-off hour and the booking window from the settings table', async () => {
    await db.update(checkoutSettings).set({ cutoffHour: 9, bookingWindowDays: 7 })
    try {
      const dates = await datesOf(f.casablanca.id, 'express')
      expect(dates).toEqual(['2026-07-21', '2026-07-22', '2026-07-23', '2026-07-24', '2026-07-25', '2026-07-27'])
    } finally {
      await db.update(checkoutSettings).set({ cutoffHour: f.settings.cutoffHour, bookingWindowDays: f.settings.bookingWindowDays })
    }
  })

  it('answers an unknown city with a 404 and a bad id with a 400', async () => {
    expect((await call(api, '/api/fr/checkout/options?city_id=999999', { method: 'GET' })).status).toBe(404)
    expect((await call(api, '/api/ar/checkout/options?city_id=abc', { method: 'GET' })).status).toBe(400)
    expect((await call(api, '/api/fr/checkout/options', { method: 'GET' })).status).toBe(400)
  })
})

describe('the priced cart (save-cart and validate-cart)', () => {
  const standardFee = async () => feeOf(db, f.casablanca.id, f.standard.id)

  it('adds the chosen mode\'s fee, free from its threshold; express is never free', async () => {
    const unit = unitIn(1000)
    const few = await save({ products: [line(2)], delivery_mode_id: f.standard.id })
    expect(few.totals).toMatchObject({ subtotal: unit * 2, delivery_fee: 1500, total: unit * 2 + 1500 })
    const many = Math.ceil(20_000 / unit)
    const free = await save({ products: [line(many)], delivery_mode_id: f.standard.id })
    expect(free.totals).toMatchObject({ delivery_fee: 0, total: unit * many })
    const express = await save({ products: [line(many)], delivery_mode_id: f.express.id })
    expect(express.totals.delivery_fee).toBe(3000)
    expect(express.messages).toEqual([])
    expect(await standardFee()).toMatchObject({ feeCentimes: 1500, freeFromCentimes: 20_000 })
  })

  it('rounds a percent discount half up to the centime (remote city prices)', async () => {
    const unit = unitIn(f.dakhla.priceFactorPermille)
    const voucher = await createVoucher(db, { kind: 'percent', value: 10 })
    const quantity = [...Array(40).keys()].map((index) => index + 1).find((q) => (unit * q * 10) % 100 === 50)
    expect(quantity, `a quantity of ${unit} centimes giving half a centime`).toBeDefined()
    const cart = await save({ city_id: f.dakhla.id, products: [line(quantity!)], voucher_code: voucher.code.toLowerCase() })
    expect(cart.voucher).toEqual({ code: voucher.code, kind: 'percent' })
    expect(cart.totals.discount).toBe((unit * quantity! * 10 + 50) / 100)
    expect(cart.totals.total).toBe(unit * quantity! - cart.totals.discount)
  })

  it('shows a free-delivery voucher as the fee it removes, and a fixed one never above the goods', async () => {
    const unit = unitIn(1000)
    const freeDelivery = await createVoucher(db, { kind: 'free_delivery' })
    const cart = await save({ products: [line(2)], delivery_mode_id: f.express.id, voucher_code: ` ${freeDelivery.code} ` })
    expect(cart.totals).toMatchObject({ delivery_fee: 3000, discount: 3000, total: unit * 2 })
    const fixed = await createVoucher(db, { kind: 'fixed', value: 1_000_000 })
    const capped = await save({ products: [line(2)], delivery_mode_id: f.standard.id, voucher_code: fixed.code })
    expect(capped.totals).toMatchObject({ discount: unit * 2, total: 1500, gained_points: 0 })
  })

  it('uses points within the balance and the allowed share, clamps and says why otherwise', async () => {
    const unit = unitIn(1000)
    const rich = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, points: 100_000 })
    const poor = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, points: 30 })
    const within = await save({ products: [line(2)], used_points: 30 }, { token: poor.token })
    expect(within.totals).toMatchObject({ used_points: 30, points_discount: 300, total: unit * 2 - 300, points: 30 })
    expect(within.messages).toEqual([])
    const overBalance = await save({ products: [line(2)], used_points: 31 }, { token: poor.token })
    expect(overBalance.totals.used_points).toBe(30)
    expect(overBalance.messages).toEqual([{ code: 'points_over_balance', field: 'used_points', message: m.api_points_over_balance({ balance: 30 }, { locale: 'fr' }) }])
    const share = Math.floor((unit * 2 * 50) / 100 / 10)
    const overShare = await save({ products: [line(2)], used_points: share + 1 }, { token: rich.token, locale: 'ar' })
    expect(overShare.totals).toMatchObject({ used_points: share, points_discount: share * 10 })
    expect(overShare.messages[0]).toEqual({
      code: 'points_over_share',
      field: 'used_points',
      message: m.api_points_over_share({ percent: 50, points: share }, { locale: 'ar' }),
    })
    const visitor = await save({ products: [line(2)], used_points: 5 })
    expect(visitor.totals.used_points).toBe(0)
    expect(codes(visitor)).toEqual(['used_points:points_sign_in'])
  })

  it('agrees with an independent oracle on 30 random carts with fees, vouchers and points (check 1)', async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, points: 2_500 })
    const voucherChoices = [
      null,
      await createVoucher(db, { kind: 'percent', value: 7 }),
      await createVoucher(db, { kind: 'percent', value: 33 }),
      await createVoucher(db, { kind: 'fixed', value: 1_234 }),
      await createVoucher(db, { kind: 'free_delivery' }),
    ]
    let seed = 11
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % n
    }
    for (let round = 0; round < 30; round++) {
      const variant = f.variants[random(f.variants.length)]!
      const quantity = 1 + random(20)
      const mode = [null, f.standard, f.express][random(3)]
      const voucher = voucherChoices[random(voucherChoices.length)] ?? null
      const askedPoints = random(3_000)
      const cart = await save(
        {
          products: [{ product_id: f.sidiAli.id, quantity, product_attribute_id: variant.id, price: 1 }],
          delivery_mode_id: mode?.id ?? null,
          voucher_code: voucher?.code ?? null,
          used_points: askedPoints,
          total: 1,
          discount: 99_999,
        },
        { token: customer.token },
      )
      const expected = oracle({
        lines: [{ unit: variant.sellPriceCentimes ?? variant.priceCentimes, quantity }],
        fee: mode ? await feeOf(db, f.casablanca.id, mode.id) : null,
        voucher,
        askedPoints,
        balance: 2_500,
        settings: f.settings,
      })
      expect(cart.totals, `round ${round}`).toMatchObject(expected)
    }
  })
})

describe('what blocks the order, with its field, in French and Arabic', () => {
  const texts = (key: keyof typeof m, params: Record<string, unknown> = {}) =>
    (['fr', 'ar'] as const).map((locale) => (m[key] as (p: unknown, o: { locale: string }) => string)(params, { locale }))

  it.each(['fr', 'ar'] as const)('refuses vouchers that do not apply, each with its reason (%s)', async (locale) => {
    const unit = unitIn(1000)
    const hour = 3_600_000
    const cases = [
      [{ code: 'NOPE-DOES-NOT-EXIST' }, 'voucher_unknown'],
      [await createVoucher(db, { kind: 'percent', value: 5, isActive: false }), 'voucher_unknown'],
      [await createVoucher(db, { kind: 'percent', value: 5, startsAt: new Date(clock.getTime() + hour) }), 'voucher_not_yet_valid'],
      [await createVoucher(db, { kind: 'percent', value: 5, endsAt: clock }), 'voucher_expired'],
      [await createVoucher(db, { kind: 'percent', value: 5, minOrderCentimes: unit * 2 + 1 }), 'voucher_below_minimum'],
      [await createVoucher(db, { kind: 'percent', value: 5, maxUses: 3, usedCount: 3 }), 'voucher_used_up'],
    ] as const
    for (const [voucher, code] of cases) {
      const cart = await save({ products: [line(2)], voucher_code: voucher.code }, { locale })
      expect(cart.voucher, code).toBeNull()
      expect(cart.totals.discount).toBe(0)
      expect(cart.messages).toHaveLength(1)
      expect(cart.messages[0]).toMatchObject({ code, field: 'voucher_code' })
      if (locale === 'ar') expect(cart.messages[0]!.message).toMatch(/[\u0600-\u06FF]/)
    }
    const [fr, ar] = texts('api_voucher_expired')
    const expired = cases[3][0].code
    expect((await save({ products: [line(2)], voucher_code: expired }, { locale: 'fr' })).messages[0]!.message).toBe(fr)
    expect((await save({ products: [line(2)], voucher_code: expired }, { locale: 'ar' })).messages[0]!.message).toBe(ar)
  })

  it('refuses a date the mode does not deliver (a Sunday, a holiday, before the lead time, past the window)', async () => {
    for (const date of ['2026-07-26', '2026-07-30', '2026-07-20', '2026-08-11']) {
      const cart = await save({ products: [line(2)], delivery_mode_id: f.standard.id, delivery_date: date }, { locale: 'ar' })
      expect(cart.messages, date).toEqual([{ code: 'date_unavailable', field: 'delivery_date', message: texts('api_checkout_date_unavailable')[1] }])
    }
    const fine = await save({ products: [line(2)], delivery_mode_id: f.standard.id, delivery_date: '2026-07-21' })
    expect(fine.messages).toEqual([])
  })

  it("refuses another customer's address, an address in another city, unknown modes and reminder codes", async () => {
    const alice = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    const bob = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    const cart = await save(
      {
        products: [line(2)],
        delivery_address_id: bob.home.id,
        billing_address_id: bob.away.id,
        delivery_mode_id: 999_999,
        payment_mode_id: 999_999,
        reminder_period: 'fortnightly',
        reminder_frequency: 'forever',
      },
      { token: alice.token },
    )
    expect(codes(cart)).toEqual([
      'billing_address_id:address_unknown',
      'delivery_address_id:address_unknown',
      'delivery_mode_id:delivery_mode_unknown',
      'payment_mode_id:payment_mode_unknown',
      'reminder_frequency:reminder_unknown',
      'reminder_period:reminder_unknown',
    ])
    // Nothing of Bob's shows.
    expect(JSON.stringify(cart)).not.toContain(bob.tag)
    const away = await save({ products: [line(2)], delivery_address_id: alice.away.id }, { token: alice.token, locale: 'ar' })
    expect(away.messages).toEqual([
      {
        code: 'address_other_city',
        field: 'delivery_address_id',
        message: m.api_checkout_address_other_city({ address_city: f.rabat.nameAr, city: f.casablanca.nameAr }, { locale: 'ar' }),
      },
    ])
  })

  it('save-cart reports wrong values only; validate-cart also what is missing, each with its field', async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    expect((await save({ products: [line(2)] }, { token: customer.token })).messages).toEqual([])
    const validated = await save({ products: [line(2)], reminder_period: 'month' }, { token: customer.token, validate: true, locale: 'ar' })
    expect(codes(validated)).toEqual([
      'delivery_address_id:delivery_address_missing',
      'delivery_date:delivery_date_missing',
      'delivery_mode_id:delivery_mode_missing',
      'payment_mode_id:payment_mode_missing',
      'reminder_frequency:reminder_frequency_missing',
    ])
    expect(validated.messages.find((message) => message.field === 'payment_mode_id')?.message).toBe(texts('api_checkout_payment_mode_missing')[1])
    const empty = await save({ products: [] }, { token: customer.token, validate: true })
    expect(codes(empty)).toContain('products:cart_empty')
    const complete = await save(
      {
        products: [line(2)],
        delivery_address_id: customer.home.id,
        delivery_mode_id: f.standard.id,
        delivery_date: '2026-07-22',
        payment_mode_id: f.cash.id,
        reminder_period: 'month',
        reminder_frequency: 'three_times',
      },
      { token: customer.token, validate: true },
    )
    expect(complete.messages).toEqual([])
  })
})
