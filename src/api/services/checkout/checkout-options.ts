/**
 * What the checkout's steps can offer in a city (docs/decisions/0014): its minimum order, each
 * delivery mode served there with its fee, free-delivery threshold and deliverable dates, the
 * payment modes, the reminder choices and the points rules. The same rules the server enforces
 * at save-cart and at the order: these lists are for showing, never trusted back.
 */
import type { Locale } from '~/paraglide/runtime.js'
import { and, asc, eq } from 'drizzle-orm'
import type { SessionUser } from '~/api/auth/session'
import type { CheckoutOptions } from '~/api/contract/checkout'
import type { Executor } from '~/api/db/executor'
import { deliveryFees, deliveryModes, paymentModes } from '~/api/db/schema'
import { loadCheckoutSettings, loadHolidays, loadReminderOptions } from './checkout-settings'
import { requireCity } from '~/api/services/places/cities'
import { addDays, shopClock } from '~/lib/shop-dates'
import { deliverableDates } from './delivery-dates'

export async function checkoutOptions(
  db: Executor,
  { cityId, user, locale, now }: { cityId: number; user: SessionUser | null; locale: Locale; now: Date },
): Promise<CheckoutOptions> {
  const ar = locale === 'ar'
  const city = await requireCity(db, cityId)
  const settings = await loadCheckoutSettings(db)
  const today = shopClock(now).day
  const holidays = await loadHolidays(db, today, addDays(today, settings.bookingWindowDays))
  const modes = await db
    .select({ mode: deliveryModes, fee: deliveryFees })
    .from(deliveryModes)
    .innerJoin(deliveryFees, and(eq(deliveryFees.deliveryModeId, deliveryModes.id), eq(deliveryFees.cityId, city.id)))
    .where(eq(deliveryModes.isActive, true))
    .orderBy(asc(deliveryModes.sortOrder), asc(deliveryModes.id))
  const payments = await db
    .select()
    .from(paymentModes)
    .where(eq(paymentModes.isActive, true))
    .orderBy(asc(paymentModes.sortOrder), asc(paymentModes.id))
  const reminders = await loadReminderOptions(db)
  const calendar = { cutoffHour: settings.cutoffHour, windowDays: settings.bookingWindowDays, weekdays: city.deliveryWeekdays, holidays }

  return {
    city_id: city.id,
    min_order: city.minOrderCentimes,
    delivery_modes: modes.map(({ mode, fee }) => ({
      id: mode.id,
      code: mode.code,
      name: ar ? mode.nameAr : mode.nameFr,
      fee: fee.feeCentimes,
      free_from: fee.freeFromCentimes,
      dates: deliverableDates(now, mode.leadDays, calendar),
    })),
    payment_modes: payments.map((mode) => ({ id: mode.id, code: mode.code, name: ar ? mode.nameAr : mode.nameFr, online: mode.isOnline })),
    reminder_periods: reminders
      .filter((option) => option.kind === 'period')
      .map((option) => ({ code: option.code, label: ar ? option.labelAr : option.labelFr, days: option.days ?? 0 })),
    reminder_frequencies: reminders
      .filter((option) => option.kind === 'frequency')
      .map((option) => ({ code: option.code, label: ar ? option.labelAr : option.labelFr, times: option.times })),
    points: {
      balance: user?.pointsBalance ?? 0,
      value: settings.pointValueCentimes,
      earn_per: settings.pointsEarnPerCentimes,
      max_share_percent: settings.pointsMaxSharePercent,
    },
  }
}
