/**
 * The back office's orders (`/api/admin/orders...`, docs/decisions/0028 and 0029): the list with
 * its filters, sort and page (the same names as the page's URL search), an order's page, and
 * the actions of the order state machine. Names are in the request's language (`lang`).
 */
import { z } from '@hono/zod-openapi'
import { deliveryProofBodyFields, deliveryProofSchema } from './delivery-proof'
import { centimesSchema, idSchema, isoDaySchema, localeSchema, successSchema } from './common'
import { orderStatusSchema } from './order-status'
import { ADMIN_PAGE_SIZES, ORDER_DATE_KINDS, ORDER_SORTS } from './back-office-rules'

export const ORDER_ACTIONS = ['confirm', 'dispatch', 'deliver', 'fail', 'cancel'] as const
/** Which date `from` and `to` read: the delivery day (the default), the day placed, the day delivered. */
export const orderActionSchema = z.enum(ORDER_ACTIONS)

/** The list's filters; every one optional, so a shared URL with a stale filter still opens. */
export const adminOrdersQuerySchema = z.object({
  lang: localeSchema.optional(),
  status: orderStatusSchema.optional(),
  city: idSchema.optional(),
  from: isoDaySchema.optional().openapi({ description: 'Date from (inclusive), of the kind `dates` names' }),
  to: isoDaySchema.optional().openapi({ description: 'Date to (inclusive), of the kind `dates` names' }),
  dates: z.enum(ORDER_DATE_KINDS).optional().openapi({ description: 'The date `from` and `to` read (default: delivery)' }),
  payment: idSchema.optional(),
  q: z.string().trim().max(100).optional().openapi({ description: 'Reference, customer name, e-mail or phone' }),
  sort: z.enum(ORDER_SORTS).default('placed_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size))
    .default(25),
})
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>

const refSchema = z.object({ id: z.number().int(), name: z.string() })

export const adminOrderRowSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  placed_at: z.string(),
  delivery_date: z.string(),
  city: refSchema,
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  payment_mode: refSchema,
  total: centimesSchema,
  driver: refSchema.nullable(),
})
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>

export const adminOrdersResponseSchema = successSchema(
  z.object({ items: z.array(adminOrderRowSchema), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
).openapi('AdminOrdersResponse')
export type AdminOrdersPage = z.infer<typeof adminOrdersResponseSchema>['data']

const snapshotAddressSchema = z.object({
  recipient_name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  district: z.string(),
  postal_code: z.string(),
  /** A link that opens the address in a map (its pin when known, else its text). */
  map_url: z.string(),
})

export const orderEventSchema = z.object({
  kind: z.enum(['placed', 'status', 'failed_attempt', 'note', 'assigned', 'edited', 'refund']),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema.nullable(),
  reason: z.string().nullable(),
  new_delivery_date: z.string().nullable(),
  by: z.string().nullable(),
  /** `assigned`: the driver's name (null: taken back from a round). */
  driver: z.string().nullable(),
  /** `edited`: each field the edit changed, before and after, in the request's language (docs/decisions/0076). */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })).optional(),
  at: z.string(),
})
export type OrderEvent = z.infer<typeof orderEventSchema>

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  locale: localeSchema,
  delivery_mode: refSchema,
  delivery_address: snapshotAddressSchema,
  billing_address: snapshotAddressSchema,
  lines: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      reference: z.string(),
      unit_price: centimesSchema,
      quantity: z.number().int(),
      total: centimesSchema,
    }),
  ),
  subtotal: centimesSchema,
  delivery_fee: centimesSchema,
  discount: centimesSchema,
  voucher_code: z.string().nullable(),
  points_used: z.number().int(),
  points_discount: centimesSchema,
  points_gained: z.number().int(),
  comment: z.string(),
  cancel_reason: z.string().nullable(),
  collected: centimesSchema.nullable(),
  /** Why the amount collected differs from the amount due (docs/decisions/0063). */
  collected_reason: z.string().nullable(),
  /** How it was collected (the driver may record another mode than the customer's choice). */
  collected_payment_mode: refSchema.nullable(),
  /** What the state machine allows from the current status, for this staff member. */
  actions: z.array(orderActionSchema),
  events: z.array(orderEventSchema),
  /** The customer's other orders, newest first (10 at most); none for a driver. */
  history: z.array(z.object({ reference: z.string(), status: orderStatusSchema, placed_at: z.string(), total: centimesSchema })),
  history_count: z.number().int(),
  /** The driver's times and proof at the door (decision 0087); null before any. */
  proof: deliveryProofSchema.nullable(),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>
export const adminOrderResponseSchema = successSchema(adminOrderDetailSchema).openapi('AdminOrderResponse')

export const REASON_MAX = 500

export const orderChangeBodySchema = z
  .object({
    action: orderActionSchema,
    reason: z.string().trim().max(REASON_MAX).optional(),
    new_delivery_date: isoDaySchema.optional(),
    collected: centimesSchema.max(100_000_000).optional(),
    collected_payment_mode_id: idSchema.optional(),
    /** Required when `collected` differs from the amount due (the total, 0 when paid online). */
    collected_reason: z.string().trim().max(REASON_MAX).optional(),
    /** Delivered: the empty jugs counted at the door; a difference from those announced moves the deposit (docs/decisions/0084). */
    empties_collected: z.number().int().min(0).max(999).optional(),
    client_key: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,100}$/)
      .optional()
      .openapi({ description: "A queued action's key: its replay acts once" }),
    ...deliveryProofBodyFields,
  })
  .openapi('OrderChange')
export type OrderChangeBody = z.infer<typeof orderChangeBodySchema>

export const orderChangeResponseSchema = successSchema(
  z.object({ reference: z.string(), status: orderStatusSchema, replayed: z.boolean() }),
).openapi('OrderChangeResponse')

export const NOTE_MAX = 1000
export const orderNoteBodySchema = z.object({ text: z.string().trim().min(1).max(NOTE_MAX) }).openapi('OrderNote')

/** The list's filter choices: every city and payment mode an order may name (inactive ones too). */
export const adminOrderFiltersResponseSchema = successSchema(
  z.object({ cities: z.array(refSchema), payment_modes: z.array(refSchema) }),
).openapi('AdminOrderFiltersResponse')
export type AdminOrderFilters = z.infer<typeof adminOrderFiltersResponseSchema>['data']
