/**
 * The delivery calendar's keyboard, as in the WAI-ARIA date grid: arrows move by a day (mirrored
 * on right-to-left pages, where the week reads from the right) or a week, Home and End to the
 * week's ends, Page Up and Page Down by a month.
 */
import { addDays } from '~/lib/shop-dates'
import { addMonthsToDay, weekdayIndex } from './calendar'

/** The day `key` moves the focus to from `day`, or null for a key that does not move it. */
export function dayAfterKey(key: string, day: string, rtl: boolean): string | null {
  const forward = rtl ? -1 : 1
  switch (key) {
    case 'ArrowRight':
      return addDays(day, forward)
    case 'ArrowLeft':
      return addDays(day, -forward)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'Home':
      return addDays(day, -weekdayIndex(day))
    case 'End':
      return addDays(day, 6 - weekdayIndex(day))
    case 'PageDown':
      return addMonthsToDay(day, 1)
    case 'PageUp':
      return addMonthsToDay(day, -1)
    default:
      return null
  }
}
