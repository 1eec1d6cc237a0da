/**
 * The checkout's one computation (docs/decisions/0014), shared by save-cart, validate-cart and
 * order placement so they can never disagree: delivery fee, voucher, points, total, and what
 * stops the order, each message with its field, in the request's language. Everything comes
 * from the database; the body only says what the customer chose.
 *
 * The deposit on returnable jugs (docs/decisions/0083) is priced here too, apart from the goods:
 * no voucher or points touch it, it earns no points, and `total` (the sale) leaves it out;
 * `to_pay` adds it.
 *
 * save-cart reports wrong values only; validate-cart and orders (`complete`) also report what
 * is missing. Points asked beyond what is allowed are clamped in the totals AND reported, so
 * the order stays refused until the customer accepts the allowed number.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import type { SessionUser } from '~/api/auth/session'
import type { SaveCartBody, ServerCart } from '~/api/contract/cart'
import type { CheckoutField } from '~/api/contract/checkout'
import type { Executor } from '~/api/db/executor'
import { addresses, cities, deliveryFees, deliveryModes, paymentModes } from '~/api/db/schema'
import type { Line } from '~/api/services/catalogue/cart-lines'
import { stockCovers, stockMessage } from '~/api/services/stock/stock'
import { type CheckoutSettings, loadCheckoutSettings, loadHolidays, loadReminderOptions, type ReminderOption } from './checkout-settings'
import { type KnownFacts, modeInCityKey } from './known-facts'
import type { CityRow } from '~/api/services/places/cities'
import { addDays, shopClock } from '~/lib/shop-dates'
import { deliverableDates } from './delivery-dates'
import { pointsAllowed, pointsEarned } from './loyalty'
import { jugDeposit } from '~/api/services/deposits/deposit-arithmetic'
import { readJugBalance } from '~/api/services/deposits/jug-ledger'
import {
  customerRedemptions,
  eligibleGoods,
  findVoucher,
  normalizeVoucherCode,
  type Voucher,
  voucherDiscount,
  voucherProblem,
  voucherRestrictions,
} from '~/api/services/vouchers/vouchers'
import type { Locale } from '~/paraglide/runtime.js'

export type CheckoutMessage = ServerCart['messages'][number]
/** One of the customer's addresses, with its city's names (for the order's snapshot). */
export type AddressChoice = typeof addresses.$inferSelect & { cityFr: string; cityAr: string }
type DeliveryModeRow = typeof deliveryModes.$inferSelect
type PaymentModeRow = typeof paymentModes.$inferSelect

export type PricingInput = {
  body: SaveCartBody
  /** The customer (their balance is read from it; orders pass the row they locked), or null. */
  user: SessionUser | null
  city: CityRow
  lines: Line[]
  locale: Locale
  now: Date
  /** Also report what is missing (validate-cart, orders). */
  complete: boolean
  /** Lock the voucher's row until the transaction ends (orders). */
  lockVoucher?: boolean
  /**
   * Report lines the stock cannot cover (default). Orders pass false: their reservation
   * (stock.ts) decides atomically and answers 409, a read made before it could only be stale.
   */
  checkStock?: boolean
  /** The checkout rules when the caller already has them (a cart save's, from memory); else read here. */
  settings?: CheckoutSettings
  /** What the caller read already (known-facts.ts): not read again here. */
  known?: KnownFacts
}

export type PricedCheckout = {
  totals: ServerCart['totals']
  voucher: ServerCart['voucher']
  messages: CheckoutMessage[]
  settings: CheckoutSettings
  /** What the customer chose, when it exists and is theirs (null otherwise); `messages` say what else is wrong. */
  choice: {
    deliveryAddress: AddressChoice | null
    billingAddress: AddressChoice | null
    deliveryMode: DeliveryModeRow | null
    paymentMode: PaymentModeRow | null
    deliveryDate: string | null
    period: ReminderOption | null
    frequency: ReminderOption | null
    voucher: Voucher | null
  }
}

/** The priced totals as an order row's columns: one mapping for an order placed and an order edited. */
export const orderTotalsColumns = (totals: PricedCheckout['totals']) => ({
  subtotalCentimes: totals.subtotal,
  deliveryFeeCentimes: totals.delivery_fee,
  discountCentimes: totals.discount,
  pointsUsed: totals.used_points,
  pointsDiscountCentimes: totals.points_discount,
  pointsGained: totals.gained_points,
  totalCentimes: totals.total,
})

export async function priceCheckout(db: Executor, input: PricingInput): Promise<PricedCheckout> {
  const { body, user, city, lines, locale, now, complete, known } = input
  const cityName = locale === 'ar' ? city.nameAr : city.nameFr
  const messages: CheckoutMessage[] = []
  const say = (field: CheckoutField, code: string, message: string) => messages.push({ code, field, message })
  // One after another: inside a transaction, the queries share one connection.
  const settings = input.settings ?? known?.settings ?? (await loadCheckoutSettings(db))

  // Goods.
  const sold = lines.filter((line) => line.available)
  const subtotal = sold.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
  for (const line of lines.filter((candidate) => !candidate.available)) {
    say('products', 'unavailable', m.api_cart_unavailable({ name: line.product.name, city: cityName }, { locale }))
  }
  if (input.checkStock !== false) {
    for (const line of sold.filter((candidate) => !stockCovers(candidate))) {
      say('products', line.stock === 0 ? 'sold_out' : 'stock_short', stockMessage(line, locale))
    }
  }
  if (sold.length > 0 && subtotal < city.minOrderCentimes) {
    say('products', 'min_order', m.api_cart_min_order({ city: cityName, amount: formatMoney(city.minOrderCentimes, locale) }, { locale }))
  }
  if (complete && sold.length === 0) say('products', 'cart_empty', m.api_checkout_cart_empty({}, { locale }))

  // Deposit: the customer's jug account is read only when jugs are in play (the busiest path stays as it was).
  const returnable = sold.map((line) => ({ quantity: line.quantity, unitDepositCentimes: line.unitDeposit }))
  const empties = body.empties_returned ?? 0
  const jugsInPlay = empties > 0 || returnable.some((line) => line.unitDepositCentimes > 0)
  const held = user && jugsInPlay ? (known?.jugBalance ?? (await readJugBalance(db, user.id))) : { jugs: 0, depositCentimes: 0 }
  const jugs = jugDeposit(returnable, empties, held)
  if (empties > jugs.maxEmpties) {
    say(
      'empties_returned',
      'empties_over',
      jugs.maxEmpties === 0 ? m.dep_api_empties_none({}, { locale }) : m.dep_api_empties_over({ max: jugs.maxEmpties }, { locale }),
    )
  }

  // Addresses: the customer's own only, the delivery one in the cart's city.
  const addressIds = [body.delivery_address_id, body.billing_address_id].filter((value): value is number => Boolean(value))
  const owned =
    user && addressIds.length && known?.addresses
      ? known.addresses.filter((row) => addressIds.includes(row.address.id))
      : user && addressIds.length
        ? await db
            .select({ address: addresses, cityFr: cities.nameFr, cityAr: cities.nameAr })
            .from(addresses)
            .innerJoin(cities, eq(cities.id, addresses.cityId))
            .where(and(eq(addresses.userId, user.id), inArray(addresses.id, addressIds)))
            // Held until the cart or order is written: an address deleted meanwhile (another tab) would break its key.
            .for('key share', { of: addresses })
        : []
  const ownAddress = (id: number | null | undefined): AddressChoice | null => {
    const row = owned.find((candidate) => candidate.address.id === id)
    return row ? { ...row.address, cityFr: row.cityFr, cityAr: row.cityAr } : null
  }
  const deliveryRow = ownAddress(body.delivery_address_id)
  if (body.delivery_address_id && !deliveryRow)
    say('delivery_address_id', 'address_unknown', m.api_checkout_address_unknown({}, { locale }))
  else if (deliveryRow && deliveryRow.cityId !== city.id) {
    const addressCity = locale === 'ar' ? deliveryRow.cityAr : deliveryRow.cityFr
    say(
      'delivery_address_id',
      'address_other_city',
      m.api_checkout_address_other_city({ address_city: addressCity, city: cityName }, { locale }),
    )
  }
  if (complete && !body.delivery_address_id)
    say('delivery_address_id', 'delivery_address_missing', m.api_checkout_delivery_address_missing({}, { locale }))
  const billingRow = ownAddress(body.billing_address_id)
  if (body.billing_address_id && !billingRow) say('billing_address_id', 'address_unknown', m.api_checkout_address_unknown({}, { locale }))

  // Delivery mode and its fee in this city (a mode without a fee row is not offered here).
  let deliveryMode: DeliveryModeRow | null = null
  let deliveryFee = 0
  if (body.delivery_mode_id) {
    const [row] = known?.modesInCities
      ? [known.modesInCities.get(modeInCityKey(body.delivery_mode_id, city.id))].filter((found) => found !== undefined)
      : await db
          .select({ mode: deliveryModes, fee: deliveryFees })
          .from(deliveryModes)
          .innerJoin(deliveryFees, and(eq(deliveryFees.deliveryModeId, deliveryModes.id), eq(deliveryFees.cityId, city.id)))
          .where(and(eq(deliveryModes.id, body.delivery_mode_id), eq(deliveryModes.isActive, true)))
    if (!row) say('delivery_mode_id', 'delivery_mode_unknown', m.api_checkout_delivery_mode_unknown({ city: cityName }, { locale }))
    else {
      deliveryMode = row.mode
      const free = row.fee.freeFromCentimes !== null && subtotal >= row.fee.freeFromCentimes
      deliveryFee = free ? 0 : row.fee.feeCentimes
    }
  } else if (complete) say('delivery_mode_id', 'delivery_mode_missing', m.api_checkout_delivery_mode_missing({}, { locale }))

  // Date: one of the dates the chosen mode offers (checked once a mode is known).
  let deliveryDate: string | null = null
  if (body.delivery_date && deliveryMode) {
    const today = shopClock(now).day
    const holidays = known?.holidays ?? (await loadHolidays(db, today, addDays(today, settings.bookingWindowDays)))
    const dates = deliverableDates(now, deliveryMode.leadDays, {
      cutoffHour: settings.cutoffHour,
      windowDays: settings.bookingWindowDays,
      weekdays: city.deliveryWeekdays,
      holidays,
    })
    if (dates.includes(body.delivery_date)) deliveryDate = body.delivery_date
    else say('delivery_date', 'date_unavailable', m.api_checkout_date_unavailable({}, { locale }))
  } else if (complete && !body.delivery_date) say('delivery_date', 'delivery_date_missing', m.api_checkout_date_missing({}, { locale }))

  let paymentMode: PaymentModeRow | null = null
  if (body.payment_mode_id) {
    const [row] = known?.paymentModes
      ? [known.paymentModes.get(body.payment_mode_id)].filter((found) => found !== undefined)
      : await db
          .select()
          .from(paymentModes)
          .where(and(eq(paymentModes.id, body.payment_mode_id), eq(paymentModes.isActive, true)))
    if (row) paymentMode = row
    else say('payment_mode_id', 'payment_mode_unknown', m.api_checkout_payment_mode_unknown({}, { locale }))
  } else if (complete) say('payment_mode_id', 'payment_mode_missing', m.api_checkout_payment_mode_missing({}, { locale }))

  // Reminder: a known period and a known frequency, both or neither.
  let period: ReminderOption | null = null
  let frequency: ReminderOption | null = null
  if (body.reminder_period || body.reminder_frequency) {
    const options = await loadReminderOptions(db)
    const find = (kind: ReminderOption['kind'], code: string) =>
      options.find((option) => option.kind === kind && option.code === code) ?? null
    if (body.reminder_period) {
      period = find('period', body.reminder_period)
      if (!period) say('reminder_period', 'reminder_unknown', m.api_checkout_reminder_unknown({}, { locale }))
    } else if (complete) say('reminder_period', 'reminder_period_missing', m.api_checkout_reminder_period_missing({}, { locale }))
    if (body.reminder_frequency) {
      frequency = find('frequency', body.reminder_frequency)
      if (!frequency) say('reminder_frequency', 'reminder_unknown', m.api_checkout_reminder_unknown({}, { locale }))
    } else if (complete) say('reminder_frequency', 'reminder_frequency_missing', m.api_checkout_reminder_frequency_missing({}, { locale }))
  }

  // Voucher: a visitor's per-customer uses are checked when the order is placed (signed in).
  let voucher: Voucher | null = null
  let discount = { goods: 0, delivery: 0 }
  const code = normalizeVoucherCode(body.voucher_code)
  if (code) {
    const found = await findVoucher(db, code, { lock: input.lockVoucher })
    const customerUses = found && user ? await customerRedemptions(db, found.id, user.id) : null
    // Restricted to categories: only their goods count, for the minimum and for what it takes off (docs/decisions/0034).
    const restrictions = found ? await voucherRestrictions(db, found.id, locale) : undefined
    const categoryIds = restrictions?.categoryIds ?? []
    const goods = eligibleGoods(sold, categoryIds)
    const hasEligibleGoods = !categoryIds.length || sold.some((line) => categoryIds.includes(line.categoryId))
    const problem = voucherProblem(found, { now, goods, customerUses, cityId: city.id, restrictions, hasEligibleGoods })
    if (!problem) {
      voucher = found
      discount = voucherDiscount(found!, goods, deliveryFee)
    } else if (problem.code === 'voucher_other_city') {
      say('voucher_code', problem.code, m.api_voucher_other_city({ cities: problem.cities.join(', ') }, { locale }))
    } else if (problem.code === 'voucher_no_eligible_goods') {
      say('voucher_code', problem.code, m.api_voucher_no_eligible_goods({ categories: problem.categories.join(', ') }, { locale }))
    } else if (problem.code === 'voucher_not_yet_valid') {
      say('voucher_code', problem.code, m.api_voucher_not_yet_valid({ date: formatDate(problem.startsAt, locale) }, { locale }))
    } else if (problem.code === 'voucher_below_minimum') {
      say('voucher_code', problem.code, m.api_voucher_below_minimum({ amount: formatMoney(problem.minimum, locale) }, { locale }))
    } else {
      const text = {
        voucher_unknown: m.api_voucher_unknown,
        voucher_expired: m.api_voucher_expired,
        voucher_used_up: m.api_voucher_used_up,
        voucher_already_used: m.api_voucher_already_used,
      }[problem.code]
      say('voucher_code', problem.code, text({}, { locale }))
    }
  }

  // Points: never more than the balance nor the allowed share of the goods after the voucher.
  const balance = user?.pointsBalance ?? 0
  const rules = {
    earnPer: settings.pointsEarnPerCentimes,
    value: settings.pointValueCentimes,
    maxSharePercent: settings.pointsMaxSharePercent,
  }
  const asked = body.used_points ?? 0
  const allowed = pointsAllowed(subtotal - discount.goods, balance, rules)
  const usedPoints = Math.min(asked, allowed.max)
  if (asked > allowed.max) {
    if (!user) say('used_points', 'points_sign_in', m.api_points_sign_in({}, { locale }))
    else if (balance <= allowed.byShare) say('used_points', 'points_over_balance', m.api_points_over_balance({ balance }, { locale }))
    else
      say(
        'used_points',
        'points_over_share',
        m.api_points_over_share({ percent: settings.pointsMaxSharePercent, points: allowed.max }, { locale }),
      )
  }
  const pointsDiscount = usedPoints * settings.pointValueCentimes
  const gained = pointsEarned(subtotal - discount.goods - pointsDiscount, settings.pointsEarnPerCentimes)
  const total = Math.max(0, subtotal + deliveryFee - discount.goods - discount.delivery - pointsDiscount)

  return {
    totals: {
      items: sold.reduce((sum, line) => sum + line.quantity, 0),
      subtotal,
      delivery_fee: deliveryFee,
      discount: discount.goods + discount.delivery,
      used_points: usedPoints,
      points_discount: pointsDiscount,
      total,
      points: balance,
      gained_points: gained,
      cumulated_points: balance - usedPoints + gained,
      min_order: city.minOrderCentimes,
      returnable_jugs: jugs.jugsTaken,
      jugs_held: held.jugs,
      max_empties: jugs.maxEmpties,
      deposit_jugs: jugs.chargedJugs,
      deposit: jugs.depositCentimes,
      to_pay: total + jugs.depositCentimes,
    },
    voucher: voucher ? { code: voucher.code, kind: voucher.kind } : null,
    messages,
    settings,
    choice: {
      deliveryAddress: deliveryRow,
      billingAddress: billingRow,
      deliveryMode,
      paymentMode,
      deliveryDate,
      period,
      frequency,
      voucher,
    },
  }
}

/** Messages as the field errors of a refusal: `{ field: [texts] }`. */
export function messagesByField(messages: CheckoutMessage[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const message of messages) errors[message.field] = [...(errors[message.field] ?? []), message.message]
  return errors
}
