/**
 * The delivery day in the back office (`/api/admin/deliveries...`, `/api/admin/my-round`): the
 * day's orders of a city, assigning them to drivers in round order, dispatching a round, the
 * picking list, the CSV export, the driver's own round and the evening's cash. Names are in the
 * request's language (`lang`); days are ISO dates in the shop's time zone.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, idSchema, isoDaySchema, localeSchema, successSchema } from './common'
import { orderStatusSchema } from './order-status'

const refSchema = z.object({ id: z.number().int(), name: z.string() })

const DEFAULT_DATE =
  'Default: the first day from today on (shop time) that has open orders in the city or is one of its delivery weekdays (not a Sunday or a public holiday)'

export const deliveriesQuerySchema = z.object({
  lang: localeSchema.optional(),
  date: isoDaySchema.optional().openapi({ description: DEFAULT_DATE }),
  city: idSchema.optional().openapi({ description: 'Default: the default city' }),
})
export type DeliveriesQuery = z.infer<typeof deliveriesQuerySchema>

export const pickingQuerySchema = deliveriesQuerySchema.extend({
  driver: idSchema.optional().openapi({ description: "Only this driver's orders" }),
})
export type PickingQuery = z.infer<typeof pickingQuerySchema>

export const dayQuerySchema = z.object({
  lang: localeSchema.optional(),
  date: isoDaySchema.optional().openapi({ description: 'Default: today (shop time)' }),
})

export const deliveryLineSchema = z.object({ name: z.string(), label: z.string(), reference: z.string(), quantity: z.number().int() })
export type DeliveryLine = z.infer<typeof deliveryLineSchema>

export const deliveryAddressSchema = z.object({
  recipient_name: z.string(),
  line1: z.string(),
  line2: z.string(),
  district: z.string(),
  postal_code: z.string(),
  /** Opens the address in a map: its pin when the customer placed one, else its text. */
  map_url: z.string(),
  /** The customer's pin, when they placed one: the round's map and route (docs/decisions/0086). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
})

export const deliveryOrderSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  delivery_date: z.string(),
  customer: refSchema,
  phone: z.string(),
  address: deliveryAddressSchema,
  lines: z.array(deliveryLineSchema),
  total: centimesSchema,
  /** What the driver collects: the total and the deposit when paid on delivery, 0 when paid online. */
  to_collect: centimesSchema,
  /** The jugs at the door (docs/decisions/0084): empties announced and counted, the deposit charged, per jug. */
  jugs: z.object({
    empties_announced: z.number().int(),
    empties_collected: z.number().int().nullable(),
    deposit: z.number().int(),
    unit_deposit: z.number().int(),
  }),
  payment_mode: refSchema,
  driver: refSchema.nullable(),
  round_position: z.number().int().nullable(),
  comment: z.string(),
  /** When the driver said they arrived (decision 0087). */
  arrived_at: z.string().nullable(),
})
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>

export const deliveryDaySchema = z.object({
  date: z.string(),
  city: refSchema,
  cities: z.array(refSchema),
  /** Confirmed and out for delivery: unassigned first, then by driver in round order. */
  orders: z.array(deliveryOrderSchema),
  /** Placed for that day but not confirmed yet. */
  not_confirmed: z.array(deliveryOrderSchema),
  drivers: z.array(refSchema),
})
export type DeliveryDay = z.infer<typeof deliveryDaySchema>
export const deliveryDayResponseSchema = successSchema(deliveryDaySchema).openapi('DeliveryDayResponse')

export const ROUND_MAX = 200

export const assignBodySchema = z
  .object({
    date: isoDaySchema,
    references: z.array(z.string().min(1).max(40)).min(1).max(ROUND_MAX),
    driver_id: idSchema.nullable().openapi({ description: 'null: unassign' }),
  })
  .openapi('DeliveryAssign')
export type AssignBody = z.infer<typeof assignBodySchema>

export const assignResponseSchema = successSchema(
  z.object({
    assigned: z.array(
      z.object({ reference: z.string(), driver_id: z.number().int().nullable(), round_position: z.number().int().nullable() }),
    ),
  }),
).openapi('DeliveryAssignResponse')

export const dispatchBodySchema = z.object({ date: isoDaySchema, driver_id: idSchema }).openapi('DeliveryDispatch')

export const dispatchResultSchema = z.object({
  reference: z.string(),
  /** False when another dispatch (or a change) got there first: nothing was done twice. */
  dispatched: z.boolean(),
  status: orderStatusSchema,
  message: z.string().nullable(),
})
export type DispatchResult = z.infer<typeof dispatchResultSchema>
export const dispatchResponseSchema = successSchema(z.object({ results: z.array(dispatchResultSchema) })).openapi(
  'DeliveryDispatchResponse',
)

export const pickingItemSchema = deliveryLineSchema
export const pickingSchema = z.object({ date: z.string(), city: refSchema, orders: z.number().int(), items: z.array(pickingItemSchema) })
export type Picking = z.infer<typeof pickingSchema>
export const pickingResponseSchema = successSchema(pickingSchema).openapi('DeliveryPickingResponse')

export const myRoundSchema = z.object({
  date: z.string(),
  orders: z.array(deliveryOrderSchema),
  /** The ways a driver may be paid on delivery. */
  payment_modes: z.array(refSchema),
})
export type MyRound = z.infer<typeof myRoundSchema>
export const myRoundResponseSchema = successSchema(myRoundSchema).openapi('MyRoundResponse')

export const cashDriverSchema = z.object({
  /** null: delivered with no driver assigned. */
  driver: refSchema.nullable(),
  count: z.number().int(),
  /** What the driver hands over: collected less the refunds they paid in cash that day (may be negative). */
  total: z.number().int(),
  collected: centimesSchema,
  /** Of `collected`, the deposits on jugs, as the door's count left them (docs/decisions/0084): not revenue. */
  deposits: z.number().int(),
  /** Refunds paid in cash by the driver that day (docs/decisions/0082). */
  refunded: centimesSchema,
  refunds: z.array(z.object({ reference: z.string(), credit_note: z.string(), amount: centimesSchema })),
  by_mode: z.array(refSchema.extend({ count: z.number().int(), total: centimesSchema })),
  /** The orders where the amount collected differs from the amount due, with the driver's reason (docs/decisions/0063). */
  differences: z.array(z.object({ reference: z.string(), due: centimesSchema, collected: centimesSchema, reason: z.string() })),
})
export type CashDriver = z.infer<typeof cashDriverSchema>
export const cashSchema = z.object({ date: z.string(), drivers: z.array(cashDriverSchema), total: z.number().int() })
export type Cash = z.infer<typeof cashSchema>
export const cashResponseSchema = successSchema(cashSchema).openapi('DeliveryCashResponse')
