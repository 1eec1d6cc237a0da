import type { StandingDate } from '~/api/contract/standing-orders'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

/** The weekday's name in the page's language (ISO: 1 Monday … 6 Saturday); 30 November 2026 is a Monday. */
export function weekdayName(weekday: number): string {
  const tag = getLocale() === 'ar' ? 'ar-MA' : 'fr-MA'
  return new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 29 + weekday, 12)))
}

export const rhythmLabel = (everyWeeks: number) =>
  everyWeeks === 1 ? m.sub_rhythm_weekly() : everyWeeks === 2 ? m.sub_rhythm_two_weeks() : m.sub_rhythm_four_weeks()

export const dateStatusLabel: Record<StandingDate['status'], () => string> = {
  planned: m.sub_date_planned,
  ordered: m.sub_date_ordered,
  skipped: m.sub_date_skipped,
  awaiting: m.sub_date_awaiting,
  held: m.sub_date_held,
}

export const statusLabel = { active: m.sub_status_active, paused: m.sub_status_paused, stopped: m.sub_status_stopped }
