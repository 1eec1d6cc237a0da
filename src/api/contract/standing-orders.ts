/**
 * Standing orders (abonnements, docs/decisions/0085): what the account area, the e-mail link's
 * page and the back office read and send.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, idSchema, isoDaySchema, orNull, rowIdSchema, successSchema } from './common'

export const STANDING_RHYTHMS = [1, 2, 4] as const
export const everyWeeksSchema = z.union([z.literal(1), z.literal(2), z.literal(4)]).openapi({ description: 'Every 1, 2 or 4 weeks' })
const weekdaySchema = z.number().int().min(1).max(6).openapi({ description: 'ISO weekday of the deliveries (1 Monday … 6 Saturday)' })

export const standingLineInputSchema = z.object({
  product_id: rowIdSchema,
  variant_id: orNull(rowIdSchema).optional(),
  quantity: z.number().int().min(1).max(999),
})

/** A new standing order: from one of the customer's orders (its lines, address and city), or lines and an address. */
export const createStandingOrderBodySchema = z
  .object({
    from_order: z.string().min(1).max(64).optional(),
    lines: z.array(standingLineInputSchema).min(1).max(50).optional(),
    address_id: rowIdSchema.optional(),
    every_weeks: everyWeeksSchema,
    weekday: weekdaySchema.optional(),
  })
  .openapi('CreateStandingOrderBody')
export type CreateStandingOrderBody = z.infer<typeof createStandingOrderBodySchema>

/** A change of the lines, the rhythm or the weekday; what is left out stays. */
export const changeStandingOrderBodySchema = z
  .object({
    lines: z.array(standingLineInputSchema).min(1).max(50).optional(),
    every_weeks: everyWeeksSchema.optional(),
    weekday: weekdaySchema.optional(),
  })
  .openapi('ChangeStandingOrderBody')
export type ChangeStandingOrderBody = z.infer<typeof changeStandingOrderBodySchema>

export const STANDING_ACTIONS = ['skip', 'confirm', 'pause', 'resume', 'stop'] as const
export const standingActionSchema = z.enum(STANDING_ACTIONS)
export type StandingAction = z.infer<typeof standingActionSchema>
/** `skip` and `confirm` name the date (on the rhythm) they are about. */
export const standingActionBodySchema = z.object({ date: isoDaySchema.optional() }).openapi('StandingActionBody')

export const standingDateSchema = z.object({
  slot: isoDaySchema,
  delivery_date: isoDaySchema,
  status: z.enum(['planned', 'ordered', 'skipped', 'awaiting', 'held']),
  order_reference: orNull(z.string()),
  total: orNull(centimesSchema),
  reason: orNull(z.string()),
  /** Before the date's cut-off: it can still be skipped (or confirmed). */
  can_change: z.boolean(),
})
export type StandingDate = z.infer<typeof standingDateSchema>

export const standingOrderSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['active', 'paused', 'stopped']),
    paused_by_shop: z.boolean(),
    every_weeks: z.number().int(),
    weekday: z.number().int(),
    city_weekdays: z.array(z.number().int()),
    address: z.string(),
    agreed_total: centimesSchema,
    lines: z.array(
      z.object({ product_id: z.number().int(), variant_id: orNull(z.number().int()), name: z.string(), quantity: z.number().int() }),
    ),
    /** The dates to come, soonest first: ordered, skipped, waiting or held, then the next planned ones. */
    dates: z.array(standingDateSchema),
  })
  .openapi('StandingOrder')
export type StandingOrder = z.infer<typeof standingOrderSchema>

export const standingOrdersResponseSchema = successSchema(z.array(standingOrderSchema)).openapi('StandingOrdersResponse')
export const standingOrderResponseSchema = successSchema(standingOrderSchema).openapi('StandingOrderResponse')
/** The e-mail link's page: the standing order and the date the link is about. */
export const standingLinkResponseSchema = successSchema(
  z.object({ standing_order: standingOrderSchema, date: isoDaySchema, first_name: z.string() }),
).openapi('StandingLinkResponse')
export type StandingLinkView = z.infer<typeof standingLinkResponseSchema>['data']

// ─── The back office ─────────────────────────────────────────────────────────

export const adminStandingQuerySchema = z.object({
  city_id: idSchema.optional(),
  weekday: z.coerce.number().int().min(1).max(6).optional(),
  status: z.enum(['active', 'paused', 'stopped']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type AdminStandingQuery = z.infer<typeof adminStandingQuerySchema>

export const adminStandingListSchema = z
  .object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        customer: z.string(),
        customer_id: z.number().int(),
        city: z.string(),
        weekday: z.number().int(),
        every_weeks: z.number().int(),
        status: z.enum(['active', 'paused', 'stopped']),
        next_date: isoDaySchema,
        units: z.number().int(),
        agreed_total: centimesSchema,
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Per city and weekday: how many active standing orders. */
    per_day: z.array(z.object({ city_id: z.number().int(), city: z.string(), weekday: z.number().int(), count: z.number().int() })),
    /** What next week's rounds will carry from standing orders: units per product and pack size. */
    next_week: z.object({
      from: isoDaySchema,
      to: isoDaySchema,
      products: z.array(z.object({ name: z.string(), reference: z.string(), units: z.number().int() })),
    }),
  })
  .openapi('AdminStandingList')
export type AdminStandingList = z.infer<typeof adminStandingListSchema>
export const adminStandingListResponseSchema = successSchema(adminStandingListSchema).openapi('AdminStandingListResponse')
export const adminStandingPauseBodySchema = z.object({ reason: z.string().trim().min(1).max(500) }).openapi('AdminStandingPauseBody')
