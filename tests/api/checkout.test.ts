/**
 * The checkout on a real PostgreSQL (docs/decisions/0014), with a fake clock: what a city
 * offers (dates with the cut-off in Casablanca, weekdays, Sundays, holidays), the priced cart
 * (fee, voucher, points, total against an independent oracle), every refusal with its field in
 * French and Arabic, and placing the order (snapshots, redemption, points, reminder,
 * satisfaction, e-mails, emptied cart, replay and 409).
 */
import { eq, like, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { saveCartResponseSchema } from '~/api/contract/cart'
import { checkoutOptionsResponseSchema, placedOrderResponseSchema } from '~/api/contract/checkout'
import {
  addresses,
  cartLines,
  carts,
  checkoutSettings,
  emailOutbox,
  orderLines,
  orders,
  reorderReminders,
  satisfactionRequests,
  voucherRedemptions,
  vouchers,
} from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { call, checkoutFixtures, createCustomer, createVoucher, type Customer, feeOf, ledgerSum, newKey, oracle } from './checkout-helpers'
import { checkoutOrders } from './order-fixtures'
import { useTestDatabase } from './test-database'
import { seededRandom } from '../support/seeded-random'

/** Monday 20 July 2026, 09:00 in Casablanca (UTC+1): Throne Day (Thursday 30) is within the window. */
const MONDAY_MORNING = new Date('2026-07-20T08:00:00Z')
let clock = MONDAY_MORNING
const { db, api } = await useTestDatabase({ now: () => clock })
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

/** Each save one revision later than the last, as the storefront's saves are (a save naming none may only create a cart). */
let revision = 0
async function save(
  body: Record<string, unknown>,
  { locale = 'fr', token, validate = false }: { locale?: string; token?: string; validate?: boolean } = {},
) {
  const path = validate ? `/api/validate-cart?lang=${locale}` : `/api/${locale}/save-cart`
  const { status, body: answer } = await call(api, path, { body: { city_id: f.casablanca.id, revision: ++revision, ...body }, token })
  expect(status, JSON.stringify(answer)).toBe(200)
  return saveCartResponseSchema.parse(answer).data
}
const codes = (cart: { messages: { code: string; field: string }[] }) =>
  cart.messages.map((message) => `${message.field}:${message.code}`).sort()

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

  it("adds the chosen mode's fee, free from its threshold; express is never free", async () => {
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
    expect(overBalance.messages).toEqual([
      { code: 'points_over_balance', field: 'used_points', message: m.api_points_over_balance({ balance: 30 }, { locale: 'fr' }) },
    ])
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
    const random = seededRandom(11)
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
      expect(cart.messages, date).toEqual([
        { code: 'date_unavailable', field: 'delivery_date', message: texts('api_checkout_date_unavailable')[1] },
      ])
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

  it('saves the cart while another tab deletes the address it names: a 200 without the address, never a 500', async () => {
    const customer = await createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
    let saving!: ReturnType<typeof call>
    // The other tab's delete is under way (not committed) when the save reads the address, and commits after.
    await db.transaction(async (tx) => {
      await tx.delete(addresses).where(eq(addresses.id, customer.home.id))
      saving = call(api, '/api/fr/save-cart', {
        body: { city_id: f.casablanca.id, revision: ++revision, products: [line(1)], delivery_address_id: customer.home.id },
        token: customer.token,
      })
      await expect.poll(async () => (await db.execute(sql`select 1 from pg_locks where not granted`)).rows.length).toBeGreaterThan(0)
    })
    const saved = await saving
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const [cart] = await db.select({ address: carts.deliveryAddressId }).from(carts).where(eq(carts.userId, customer.id))
    expect(cart!.address).toBeNull()
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
    expect(validated.messages.find((message) => message.field === 'payment_mode_id')?.message).toBe(
      texts('api_checkout_payment_mode_missing')[1],
    )
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

describe('POST /api/{locale}/orders', () => {
  const checkout = checkoutOrders(api, f)
  /** Three small packs, unless `extra` says otherwise. */
  const orderBody = (customer: Customer, extra: Record<string, unknown> = {}) => checkout.orderBody(customer, [line(3)], extra)
  // Not checkoutOrders' placeOrder: the requests under test here are any body, with or without a session.
  const place = (body: unknown, { token, key = newKey(), locale = 'fr' }: { token?: string; key?: string; locale?: string }) =>
    call(api, `/api/${locale}/orders`, { body, token, key })
  const newCustomer = (points = 0) => createCustomer(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id, points })

  it('writes the order, its snapshots, redemption, points, satisfaction request, reminder and two e-mails, then empties the cart', async () => {
    const customer = await newCustomer(500)
    const voucher = await createVoucher(db, { kind: 'percent', value: 10, maxUses: 10 })
    const body = orderBody(customer, {
      voucher_code: voucher.code.toLowerCase(),
      used_points: 40,
      reminder_period: 'month',
      reminder_frequency: 'three_times',
      comment: 'Sonnez deux fois',
    })
    await save(body, { token: customer.token })
    const { status, body: answer } = await place(body, { token: customer.token, locale: 'ar' })
    expect(status, JSON.stringify(answer)).toBe(201)
    const placed = placedOrderResponseSchema.parse(answer).data
    const unit = unitIn(1000)
    const expected = oracle({
      lines: [{ unit, quantity: 3 }],
      fee: await feeOf(db, f.casablanca.id, f.standard.id),
      voucher,
      askedPoints: 40,
      balance: 500,
      settings: f.settings,
    })
    expect(placed).toEqual({
      reference: expect.stringMatching(/^MS-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      status: 'placed',
      total: expected.total,
      deposit: 0,
      delivery_date: '2026-07-22',
      points_used: 40,
      points_gained: expected.gained_points,
    })

    const [order] = await db.select().from(orders).where(eq(orders.reference, placed.reference))
    expect(order).toMatchObject({
      userId: customer.id,
      locale: 'ar',
      subtotalCentimes: expected.subtotal,
      deliveryFeeCentimes: expected.delivery_fee,
      discountCentimes: expected.discount,
      pointsDiscountCentimes: 400,
      totalCentimes: expected.total,
      voucherId: voucher.id,
      comment: 'Sonnez deux fois',
      reminderPeriod: 'month',
      reminderFrequency: 'three_times',
    })
    expect(order!.deliveryAddress).toMatchObject({ line1: customer.home.line1, city: f.casablanca.nameAr })
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    expect(lines).toEqual([
      expect.objectContaining({
        nameFr: f.sidiAli.nameFr,
        nameAr: f.sidiAli.nameAr,
        reference: small.reference,
        unitPriceCentimes: unit,
        quantity: 3,
      }),
    ])
    expect(lines[0]!.attributesLabelFr).not.toBe('')
    expect(lines[0]!.attributesLabelAr).toMatch(/[\u0600-\u06FF]/)
    expect((await db.select().from(vouchers).where(eq(vouchers.id, voucher.id)))[0]!.usedCount).toBe(1)
    expect(await db.select().from(voucherRedemptions).where(eq(voucherRedemptions.orderId, order!.id))).toHaveLength(1)
    // Points spent now; points earned wait for the delivery.
    expect(await ledgerSum(db, customer.id)).toEqual({ sum: 460, balance: 460 })
    expect(await db.select().from(satisfactionRequests).where(eq(satisfactionRequests.orderId, order!.id))).toHaveLength(1)
    const [reminder] = await db.select().from(reorderReminders).where(eq(reorderReminders.orderId, order!.id))
    // 22 July + 30 days, at 10:00 in Casablanca (UTC+1 in August 2026).
    expect(reminder).toMatchObject({
      period: 'month',
      frequency: 'three_times',
      periodDays: 30,
      remainingSends: 3,
      sentCount: 0,
      isActive: true,
    })
    expect(reminder!.nextRemindAt.toISOString()).toBe('2026-08-21T09:00:00.000Z')

    const mails = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${placed.reference}%`))
      .orderBy(emailOutbox.id)
    expect(mails.map((mail) => [mail.toAddress, mail.locale])).toEqual([
      [customer.email, 'ar'],
      ['commandes@example.ma', 'fr'],
    ])
    expect(mails[0]!.subject).toBe(m.mail_order_subject({ reference: placed.reference }, { locale: 'ar' }))
    expect(mails[0]!.html).toContain('dir="rtl"')
    expect(mails[0]!.text).toContain(f.sidiAli.nameAr)
    expect(mails[1]!.text).toContain(customer.email)
    expect(mails[1]!.text).toContain('Sonnez deux fois')
    expect(mails[1]!.html).toContain('<html lang="fr" dir="ltr">')

    const [cart] = await db.select().from(carts).where(eq(carts.userId, customer.id))
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toEqual([])
    expect(cart).toMatchObject({ voucherCode: null, usedPoints: 0, deliveryDate: null, comment: '', deliveryAddressId: customer.home.id })

    // The account page shows the same order, totals and all.
    const detail = await call(api, `/api/fr/orders/${placed.reference}`, { method: 'GET', token: customer.token })
    expect(detail.body.data).toMatchObject({
      total: expected.total,
      discount: expected.discount,
      points_used: 40,
      points_gained: expected.gained_points,
      delivery_date: '2026-07-22',
    })
  })

  it('answers the same order to the same key and body (200), and 409 to the same key with another body', async () => {
    const customer = await newCustomer()
    const key = newKey()
    const first = await place(orderBody(customer), { token: customer.token, key })
    expect(first.status).toBe(201)
    const again = await place({ ...orderBody(customer), revision: 99, price: 1 }, { token: customer.token, key })
    expect(again).toEqual({ status: 200, body: first.body })
    for (const locale of ['fr', 'ar'] as const) {
      const other = await place(orderBody(customer, { products: [line(4)] }), { token: customer.token, key, locale })
      expect(other.status).toBe(409)
      expect(other.body).toMatchObject({ success: false, message: m.api_order_key_reused({}, { locale }) })
    }
    expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(1)
  })

  it('refuses without a session (401) and without a well-formed key (400 under idempotency_key)', async () => {
    const customer = await newCustomer()
    expect((await place(orderBody(customer), {})).status).toBe(401)
    for (const key of ['', 'short', 'x'.repeat(101), 'with spaces in the key!!']) {
      const { status, body } = await call(api, '/api/ar/orders', {
        body: orderBody(customer),
        token: customer.token,
        key: key || undefined,
      })
      expect(status, key).toBe(400)
      expect(body.data.errors.idempotency_key).toEqual([m.api_order_key_invalid({}, { locale: 'ar' })])
    }
    expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(0)
  })

  it.each(['fr', 'ar'] as const)(
    "refuses with 400 and data.errors keyed by field, with the messages' texts, and writes nothing (%s)",
    async (locale) => {
      const customer = await newCustomer(10)
      const expired = await createVoucher(db, { kind: 'fixed', value: 500, endsAt: new Date('2026-07-01T00:00:00Z') })
      const body = orderBody(customer, { delivery_date: '2026-07-26', payment_mode_id: null, voucher_code: expired.code, used_points: 11 })
      const priced = await save(body, { token: customer.token, validate: true, locale })
      const { status, body: answer } = await place(body, { token: customer.token, locale })
      expect(status).toBe(400)
      expect(answer.message).toBe(m.api_order_refused({}, { locale }))
      expect(answer.data.errors).toEqual(Object.fromEntries(priced.messages.map((message) => [message.field, [message.message]])))
      expect(Object.keys(answer.data.errors).sort()).toEqual(['delivery_date', 'payment_mode_id', 'used_points', 'voucher_code'])
      expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(0)
      expect(await ledgerSum(db, customer.id)).toEqual({ sum: 10, balance: 10 })
    },
  )

  it('applies the per-customer limit at order time, even to a code a visitor was shown', async () => {
    const customer = await newCustomer()
    const welcome = await createVoucher(db, { kind: 'percent', value: 10, maxUsesPerCustomer: 1 })
    expect((await place(orderBody(customer, { voucher_code: welcome.code }), { token: customer.token })).status).toBe(201)
    // A visitor sees the code accepted (per-customer limits need the customer)...
    expect((await save({ products: [line(3)], voucher_code: welcome.code })).voucher?.code).toBe(welcome.code)
    // ...the customer is told, and the order refused.
    expect(codes(await save(orderBody(customer, { voucher_code: welcome.code }), { token: customer.token }))).toEqual([
      'voucher_code:voucher_already_used',
    ])
    const second = await place(orderBody(customer, { voucher_code: welcome.code }), { token: customer.token })
    expect(second.status).toBe(400)
    expect(second.body.data.errors.voucher_code).toEqual([m.api_voucher_already_used({}, { locale: 'fr' })])
  })
})
