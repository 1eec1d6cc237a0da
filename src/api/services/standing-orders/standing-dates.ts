/**
 * A standing order's dates (docs/decisions/0085), as pure functions of `now` so tests drive them
 * with a fake clock. Days are ISO dates in the shop's time zone, as the checkout's (delivery-dates.ts).
 */
import { deliverableDates, type DeliveryCalendar } from '~/api/services/checkout/delivery-dates'
import { addDays, isoWeekday, shopClock } from '~/lib/shop-dates'

export const RHYTHMS = [1, 2, 4] as const
export type Rhythm = (typeof RHYTHMS)[number]

const ALL_WORKING_WEEKDAYS = [1, 2, 3, 4, 5, 6]
/** Far enough to find the earliest day after any run of holidays. */
const SEARCH_DAYS = 60

/** The earliest day an order could still be booked for now (the cut-off hour and the mode's lead days), whatever the weekday. */
export function earliestBookableDay(now: Date, leadDays: number, calendar: Pick<DeliveryCalendar, 'cutoffHour' | 'holidays'>): string {
  const dates = deliverableDates(now, leadDays, { ...calendar, windowDays: SEARCH_DAYS, weekdays: ALL_WORKING_WEEKDAYS })
  return dates[0] ?? addDays(shopClock(now).day, SEARCH_DAYS)
}

/**
 * The cut-off: a date can be skipped, changed or confirmed as long as an order could still be
 * placed for it now (the checkout's own rule: the cut-off hour and the mode's lead days).
 */
export function beforeCutoff(now: Date, day: string, leadDays: number, calendar: Pick<DeliveryCalendar, 'cutoffHour' | 'holidays'>) {
  return earliestBookableDay(now, leadDays, calendar) <= day
}

/** The first day on `weekday` from `from` (included). */
export function onWeekday(from: string, weekday: number): string {
  const shift = (weekday - isoWeekday(from) + 7) % 7
  return addDays(from, shift)
}

/** The date after `slot` on the rhythm. */
export const nextSlot = (slot: string, everyWeeks: number) => addDays(slot, 7 * everyWeeks)

/**
 * A new standing order's first date: on its weekday, bookable now, and (made from an order) one
 * rhythm after that order's delivery, so the customer does not get the same water twice at once.
 */
export function firstSlot({
  earliest,
  weekday,
  everyWeeks,
  after,
}: {
  earliest: string
  weekday: number
  everyWeeks: number
  after?: string
}) {
  const from = after && nextSlot(after, everyWeeks) > earliest ? nextSlot(after, everyWeeks) : earliest
  return onWeekday(from, weekday)
}

/** A slot the job orders now: within `leadDays` of today. */
export const isDue = (slot: string, now: Date, leadDays: number) => slot <= addDays(shopClock(now).day, leadDays)

/**
 * Where a slot is delivered: itself when the city delivers then, else the next deliverable day
 * (a holiday, or a city whose delivery days changed): `moved` says the customer must be told.
 * Null when the booking window offers nothing from the slot on.
 */
export function deliveryDayFor(slot: string, deliverable: readonly string[]): { day: string; moved: boolean } | null {
  const day = deliverable.find((candidate) => candidate >= slot)
  return day ? { day, moved: day !== slot } : null
}

/** The subtotal above which a price rise waits for the customer's yes. */
export const priceLimit = (agreed: number, maxRisePercent: number) => Math.floor((agreed * (100 + maxRisePercent)) / 100)
