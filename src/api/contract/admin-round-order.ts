/**
 * A driver's round, reordered by the team (`/api/admin/deliveries/round`) and its suggested order
 * (`/api/admin/deliveries/round/suggestion`): docs/decisions/0086. A round is one driver's open
 * orders of a day in one city; `orders.round_position` is the one source of its order.
 */
import { z } from '@hono/zod-openapi'
import { idSchema, isoDaySchema, localeSchema, successSchema } from './common'
import { ROUND_MAX } from './admin-deliveries'

const reference = z.string().min(1).max(40)

export const roundOrderBodySchema = z
  .object({
    date: isoDaySchema,
    city: idSchema,
    driver_id: idSchema,
    /** The round's open orders in their new order: those seen plus those moved into it. */
    references: z.array(reference).min(1).max(ROUND_MAX),
    /** The round as the page showed it: a save from an older round is refused (409), never merged. */
    seen: z.array(reference).max(ROUND_MAX),
    /** Orders taken from another round (or from none: null), with the driver the page showed them with. */
    moving: z
      .array(z.object({ reference, driver_id: idSchema.nullable() }))
      .max(ROUND_MAX)
      .default([]),
  })
  .openapi('DeliveryRoundOrder')
export type RoundOrderBody = z.infer<typeof roundOrderBodySchema>

export const roundOrderResponseSchema = successSchema(
  z.object({ round: z.array(z.object({ reference: z.string(), round_position: z.number().int() })) }),
).openapi('DeliveryRoundOrderResponse')

export const roundSuggestionQuerySchema = z.object({
  lang: localeSchema.optional(),
  date: isoDaySchema,
  city: idSchema,
  driver: idSchema,
})

const orderedSchema = z.object({
  references: z.array(z.string()),
  /** Straight-line metres from the depot through the stops with a pin and back: one measure for both orders. */
  distance_m: z.number().int(),
})

export const roundSuggestionSchema = z.object({
  /** Who ordered it: Google's route optimisation (with a server key) or the shop's solver. */
  engine: z.enum(['google', 'solver']),
  current: orderedSchema,
  suggested: orderedSchema,
  /** Stops without a pin: kept at the end, in their current order. */
  unplaced: z.array(z.string()),
})
export type RoundSuggestion = z.infer<typeof roundSuggestionSchema>
export const roundSuggestionResponseSchema = successSchema(roundSuggestionSchema).openapi('DeliveryRoundSuggestionResponse')
