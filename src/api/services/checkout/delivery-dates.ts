/**
 * Delivery dates (docs/decisions/0014), as pure functions of `now` so tests drive them with a
 * fake clock. Days are ISO dates (`2026-11-23`) in the shop's time zone (src/lib/shop-dates.ts).
 */
import { addDays, isoWeekday, shopClock, shopTimeToInstant, SUNDAY } from '~/lib/shop-dates'

export type DeliveryCalendar = {
  /** From this hour (Casablanca) an order counts as placed the next day. */
  cutoffHour: number
  /** Dates may be booked up to today + this many days. */
  windowDays: number
  /** ISO weekdays the city is delivered on. */
  weekdays: readonly number[]
  /** Public holidays (ISO days): nobody works, nobody delivers. */
  holidays: ReadonlySet<string>
}

/** The shop prepares orders every day but Sundays and public holidays. */
const isWorkingDay = (day: string, holidays: ReadonlySet<string>) => isoWeekday(day) !== SUNDAY && !holidays.has(day)

/**
 * Every date a mode can deliver, soonest first. The order counts from today, or from tomorrow
 * once the cut-off hour has passed; the lead time is counted in working days; a date must be a
 * working day, one of the city's weekdays and within the booking window.
 */
export function deliverableDates(now: Date, leadDays: number, calendar: DeliveryCalendar): string[] {
  const { day: today, hour } = shopClock(now)
  let earliest = hour < calendar.cutoffHour ? today : addDays(today, 1)
  for (let lead = 0; lead < leadDays; lead++) {
    do earliest = addDays(earliest, 1)
    while (!isWorkingDay(earliest, calendar.holidays))
  }
  const last = addDays(today, calendar.windowDays)
  const dates: string[] = []
  for (let day = earliest; day <= last; day = addDays(day, 1)) {
    if (isWorkingDay(day, calendar.holidays) && calendar.weekdays.includes(isoWeekday(day))) dates.push(day)
  }
  return dates
}

/** The first reminder: `periodDays` after the delivery day, at 10:00 in Casablanca. */
export function firstReminderAt(deliveryDay: string, periodDays: number): Date {
  return shopTimeToInstant(addDays(deliveryDay, periodDays), 10)
}
