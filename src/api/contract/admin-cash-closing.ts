/**
 * The cash reconciliation (`/api/admin/deliveries/cash/closings...`, issue 36 §3,
 * docs/decisions/0084): per driver and day, what was due, what the staff counted, the difference
 * and why; a closed day is final. Days are ISO dates in the shop's time zone.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, isoDaySchema, localeSchema, rowIdSchema, successSchema } from './common'

const refSchema = z.object({ id: z.number().int(), name: z.string() })

export const cashClosingsQuerySchema = z.object({
  lang: localeSchema.optional(),
  date: isoDaySchema.optional().openapi({ description: 'Default: today (shop time)' }),
})

export const cashClosingSchema = z.object({
  declared: centimesSchema,
  /** Declared less due: negative when cash is missing. */
  difference: z.number().int(),
  reason: z.string().nullable(),
  closed_by: z.string().nullable(),
  closed_at: z.string(),
})
export type CashClosing = z.infer<typeof cashClosingSchema>

export const cashDriverDaySchema = z.object({
  driver: refSchema,
  /** Collected at the door on the day's deliveries (deposits included). */
  collected: centimesSchema,
  /** Paid back in cash by the driver that day (refunds, deposits). */
  paid_back: centimesSchema,
  /** Collected less paid back; frozen as it was when the day was closed. */
  due: z.number().int(),
  closing: cashClosingSchema.nullable(),
})
export type CashDriverDay = z.infer<typeof cashDriverDaySchema>

export const cashClosingsSchema = z.object({ date: z.string(), drivers: z.array(cashDriverDaySchema) })
export type CashClosings = z.infer<typeof cashClosingsSchema>
export const cashClosingsResponseSchema = successSchema(cashClosingsSchema).openapi('CashClosingsResponse')

export const closeCashBodySchema = z.object({
  date: isoDaySchema,
  driver_id: rowIdSchema,
  declared: centimesSchema.max(100_000_000),
  /** The due the staff member saw: a delivery recorded since is a 409, to count again. */
  due_seen: z.number().int().min(-100_000_000).max(100_000_000),
  reason: z.string().max(500).optional(),
})
export type CloseCashBody = z.infer<typeof closeCashBodySchema>
export const closeCashResponseSchema = successSchema(cashDriverDaySchema).openapi('CashClosingResponse')

export const unclosedCashDaySchema = z.object({ date: z.string(), driver: refSchema, due: z.number().int() })
export type UnclosedCashDay = z.infer<typeof unclosedCashDaySchema>
export const unclosedCashResponseSchema = successSchema(z.object({ days: z.array(unclosedCashDaySchema) })).openapi(
  'UnclosedCashDaysResponse',
)
