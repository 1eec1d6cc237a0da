/** A city's round pace as the rules form posts it (docs/decisions/0087): the API checks each field (an emptied number is refused under its field). */
import { z } from 'zod'

export const roundPaceInput = {
  round_start: z.string().max(10),
  minutes_per_stop: z.number().nullable(),
  window_minutes: z.number().nullable(),
  dispatch_note_fr: z.string().max(400),
  dispatch_note_ar: z.string().max(400),
}
