/**
 * Days and hours in the shop's time zone, for the API and the browser alike. Days are ISO dates
 * (`2026-11-23`); adding days runs in UTC, where no clock change ever moves a day. Morocco has no
 * summer time, but its offset changes (+01 → +00 during Ramadan) and the tz database may change
 * it again: every step between an instant and the shop's clock goes through Intl, never a fixed +1.
 */
export const SHOP_TIME_ZONE = 'Africa/Casablanca'

/** Sunday's ISO weekday: the shop's day off. */
export const SUNDAY = 7

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || SUNDAY
}

// Made on first use, so a page that only adds days does not build it.
let clockFormat: Intl.DateTimeFormat | undefined

/** The wall clock in Casablanca at an instant. */
function wallClock(instant: Date) {
  clockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  const parts = Object.fromEntries(clockFormat.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    // The wall clock read as if it were UTC: its difference with the instant is the offset.
    asUtc: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  }
}

/** The day and hour in Casablanca at `now`. */
export function shopClock(now: Date): { day: string; hour: number } {
  const { day, hour } = wallClock(now)
  return { day, hour }
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
