import { z } from 'zod'
import { isoDaySchema } from '~/api/contract/common'

const id = z.coerce.number().int().positive().max(2_147_483_647)

/** `?date&city` of the deliveries page: a stale or wrong value falls back to the day's default. */
export const deliveriesSearchSchema = z.object({
  date: isoDaySchema.optional().catch(undefined),
  city: id.optional().catch(undefined),
})

/** `?date&driver` of a driver's sheet (`city` kept from the page it was opened from). */
export const sheetSearchSchema = z.object({
  date: isoDaySchema.catch(''),
  driver: id.catch(0),
  city: id.optional().catch(undefined),
})
