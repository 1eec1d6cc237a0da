/**
 * The customer's tracking page (docs/decisions/0099): what the out-for-delivery e-mail's signed
 * link shows of one order on its delivery day. Counts and the shop's clock only: no address,
 * no name of another customer, no position.
 */
import { z } from '@hono/zod-openapi'
import { isoDaySchema, orNull, successSchema } from './common'

export const TRACKING_STATUSES = ['not_out', 'on_its_way', 'delivered', 'failed', 'cancelled'] as const
export type TrackingStatus = (typeof TRACKING_STATUSES)[number]

/** A token as the e-mail writes it, `<reference>.<date>.<signature>`; checked by the API. */
export const trackingTokenSchema = z.string().min(1).max(200).openapi({ description: 'The signed token of the e-mail’s link' })

const clockSchema = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .openapi({ description: "A time on the shop's clock (Africa/Casablanca), HH:MM", example: '10:30' })

export const trackingViewSchema = z
  .object({
    reference: z.string(),
    delivery_date: isoDaySchema,
    status: z.enum(TRACKING_STATUSES),
    /** The driver's first name only. */
    driver_first_name: orNull(z.string()),
    /** Stops of the round still to deliver before this one (on its way). */
    stops_before: orNull(z.number().int().nonnegative()),
    /** When the driver is expected, from the round's real pace (on its way). */
    window: orNull(z.object({ from: clockSchema, to: clockSchema })),
    /** When it was delivered, and the name the driver recorded at the door (null: none recorded). */
    delivered: orNull(z.object({ at: z.string().openapi({ format: 'date-time' }), clock: clockSchema, received_by: orNull(z.string()) })),
    /** The date a failed attempt moved the delivery to. */
    new_delivery_date: orNull(isoDaySchema),
  })
  .openapi('TrackingView')
export type TrackingView = z.infer<typeof trackingViewSchema>

export const trackingResponseSchema = successSchema(trackingViewSchema).openapi('TrackingResponse')
export type TrackingResponse = z.infer<typeof trackingResponseSchema>
