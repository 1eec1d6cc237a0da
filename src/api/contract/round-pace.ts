/**
 * A city's round pace in the rules editor (docs/decisions/0087): when the round starts, the
 * minutes each stop takes and the window's width, which give the out-for-delivery e-mail its
 * hours, and the city's own sentence for that e-mail in French and Arabic.
 */
import { z } from '@hono/zod-openapi'

export const ROUND_NOTE_MAX = 300
const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/

export const roundPaceSchema = z.object({
  /** "09:00", the shop's clock. */
  round_start: z.string().regex(HOUR_MINUTE),
  minutes_per_stop: z.number().int().min(1).max(240),
  window_minutes: z.number().int().min(30).max(720),
  dispatch_note_fr: z.string().trim().max(ROUND_NOTE_MAX),
  dispatch_note_ar: z.string().trim().max(ROUND_NOTE_MAX),
})
export type RoundPaceFields = z.infer<typeof roundPaceSchema>

/** A save may leave the pace out (an older client): the city keeps its own. */
export const roundPaceChangeSchema = roundPaceSchema.partial()

export const minuteOfClock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
export const clockOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
