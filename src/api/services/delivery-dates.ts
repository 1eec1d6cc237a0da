/**
 * Delivery dates (docs/decisions/0014), as pure functions of `now` so tests drive them with a
 * fake clock. Days are ISO dates (`2026-11-23`) in the shop's time zone, Africa/Casablanca,
 * whose offset changes during Ramadan: every conversion goes through Intl, never a fixed +1.
 */
export const SHOP_TIME_ZONE = 'Africa/Casablanca'

const SUNDAY = 7

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The wall clock in Casablanca at an instant. */
function wallClock(instant: Date) {
  const parts = Object.fromEntries(clockFormat.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    // The wall clock read as if it were UTC: its difference with the instant is the offset.
    asUtc: Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)),
  }
}

/** The day and hour in Casablanca at `now`. */
export function shopClock(now: Date): { day: string; hour: number } {
  const { day, hour } = wallClock(now)
  return { day, hour }
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || SUNDAY
}

/** The instant at which Casablanca's clock shows `hour`:00 on `day`. */
export function shopTimeToInstant(day: string, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const wanted = Date.UTC(year, month - 1, date, hour)
  let instant = wanted
  // Two passes settle the offset even on the day it changes.
  for (let pass = 0; pass < 2; pass++) instant = wanted - (wallClock(new Date(instant)).asUtc - instant)
  return new Date(instant)
}

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
