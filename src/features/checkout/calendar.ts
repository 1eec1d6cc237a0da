/**
 * Months and weeks for the delivery calendar, on ISO days (`2026-11-23`) in UTC only, so no time
 * zone or summer time ever moves a day (days are added by src/lib/shop-dates.ts). Weeks start on
 * Monday, as in Morocco (fr-MA and ar-MA).
 */
import { addDays, isoWeekday } from '~/lib/shop-dates'

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: string) => isoWeekday(day) - 1

/** `2026-11` of `2026-11-23`. */
export const monthOf = (day: string) => day.slice(0, 7)

/** The first day of the month `months` after (or before) the month of `month` (`YYYY-MM`). */
export function addMonths(month: string, months: number): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1)).toISOString().slice(0, 7)
}

/** The same day `months` later, kept inside the target month (31 January + 1 month → 28 or 29 February). */
export function addMonthsToDay(day: string, months: number): string {
  const month = addMonths(monthOf(day), months)
  const last = daysInMonth(month)
  return `${month}-${String(Math.min(Number(day.slice(8, 10)), last)).padStart(2, '0')}`
}

export const daysInMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()

/** The weeks of a month, Monday first; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null)
  for (let day = 1; day <= daysInMonth(month); day++) cells.push(`${month}-${String(day).padStart(2, '0')}`)
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** Seven days of some week, Monday first, to name the columns. */
export const weekDays = () => Array.from({ length: 7 }, (_, index) => addDays('2026-11-02', index))

export const clampDay = (day: string, first: string, last: string) => (day < first ? first : day > last ? last : day)

/** A date picked from a calendar as a JavaScript date, for Intl (noon UTC: the same day everywhere). */
export const dayAsDate = (day: string) => new Date(`${day}T12:00:00Z`)
