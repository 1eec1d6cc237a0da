/**
 * A city's round pace as the rules editor reads and saves it (docs/decisions/0087): minutes after
 * midnight in the database, "09:00" in the contract; a save that leaves a field out keeps it.
 */
import { type RoundPaceFields, clockOfMinute, minuteOfClock } from '~/api/contract/round-pace'
import type { cities } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

export const roundPaceOf = (city: typeof cities.$inferSelect): RoundPaceFields => ({
  round_start: clockOfMinute(city.roundStartMinute),
  minutes_per_stop: city.minutesPerStop,
  window_minutes: city.windowMinutes,
  dispatch_note_fr: city.dispatchNoteFr,
  dispatch_note_ar: city.dispatchNoteAr,
})

export function roundPaceValues(change: Partial<RoundPaceFields>): Partial<typeof cities.$inferInsert> {
  const values: Partial<typeof cities.$inferInsert> = {}
  if (change.round_start !== undefined) values.roundStartMinute = minuteOfClock(change.round_start)
  if (change.minutes_per_stop !== undefined) values.minutesPerStop = change.minutes_per_stop
  if (change.window_minutes !== undefined) values.windowMinutes = change.window_minutes
  if (change.dispatch_note_fr !== undefined) values.dispatchNoteFr = change.dispatch_note_fr
  if (change.dispatch_note_ar !== undefined) values.dispatchNoteAr = change.dispatch_note_ar
  return values
}

export const ROUND_PACE_MESSAGES: Record<string, (locale: Locale) => string> = {
  round_start: (locale) => m.pod_rules_round_start_invalid({}, { locale }),
  minutes_per_stop: (locale) => m.pod_rules_minutes_per_stop_invalid({}, { locale }),
  window_minutes: (locale) => m.pod_rules_window_invalid({}, { locale }),
  dispatch_note_fr: (locale) => m.pod_rules_note_invalid({}, { locale }),
  dispatch_note_ar: (locale) => m.pod_rules_note_invalid({}, { locale }),
}

/** Their names in a stale save's refusal (the form's labels). */
export const ROUND_PACE_LABELS: Record<string, (locale: Locale) => string> = {
  round_start: (locale) => m.pod_rules_round_start({}, { locale }),
  minutes_per_stop: (locale) => m.pod_rules_minutes_per_stop({}, { locale }),
  window_minutes: (locale) => m.pod_rules_window({}, { locale }),
  dispatch_note_fr: (locale) => m.pod_rules_note_fr({}, { locale }),
  dispatch_note_ar: (locale) => m.pod_rules_note_ar({}, { locale }),
}
