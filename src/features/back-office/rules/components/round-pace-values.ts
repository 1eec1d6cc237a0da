/**
 * A city's round pace in its rules form (docs/decisions/0087): the round's start, the minutes a
 * stop takes, the window's width (the out-for-delivery e-mail's hours) and the city's sentence
 * for that e-mail in French and Arabic. The fields themselves are in city-form.tsx.
 */
import type { RoundPaceFields as RoundPace } from '~/api/contract/round-pace'

export type RoundPaceValues = {
  round_start: string
  minutes_per_stop: number | null
  window_minutes: number | null
  dispatch_note_fr: string
  dispatch_note_ar: string
}

export const ROUND_PACE_DEFAULTS: RoundPace = {
  round_start: '09:00',
  minutes_per_stop: 20,
  window_minutes: 180,
  dispatch_note_fr: '',
  dispatch_note_ar: '',
}

export const roundPaceValuesOf = (city: RoundPace): RoundPaceValues => ({
  round_start: city.round_start,
  minutes_per_stop: city.minutes_per_stop,
  window_minutes: city.window_minutes,
  dispatch_note_fr: city.dispatch_note_fr,
  dispatch_note_ar: city.dispatch_note_ar,
})
