/**
 * The back office's customers (`/api/admin/customers...`): search, a customer's page (profile,
 * addresses, last orders, points and their ledger), a points adjustment with its reason, and
 * disabling an account. Staff accounts are not customers here: they are managed in admin-staff.
 */
import { z } from '@hono/zod-openapi'
import { orderStatusSchema } from './order-status'
import { centimesSchema, idSchema, localeSchema, successSchema } from './common'

export const CUSTOMERS_PER_PAGE = 25
export const POINTS_REASON_MAX = 200
/** A single adjustment stays within what a person could mean (a typo of a few zeros is refused). */
export const POINTS_DELTA_MAX = 100_000

export const adminCustomersQuerySchema = z.object({
  lang: localeSchema.optional(),
  q: z.string().trim().max(100).optional().openapi({ description: 'Name, e-mail or phone (its digits)' }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  points: z.number().int(),
  orders_count: z.number().int(),
  created_at: z.string(),
  disabled: z.boolean(),
  /** Deleted at the customer's request: shown anonymised, as the database keeps it. */
  deleted: z.boolean(),
})
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>

export const adminCustomersResponseSchema = successSchema(
  z.object({ items: z.array(adminCustomerRowSchema), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
).openapi('AdminCustomersResponse')
export type AdminCustomersPage = z.infer<typeof adminCustomersResponseSchema>['data']

export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  locale: localeSchema,
  addresses: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      recipient_name: z.string(),
      phone: z.string(),
      line1: z.string(),
      line2: z.string(),
      district: z.string(),
      city: z.string(),
      is_default: z.boolean(),
    }),
  ),
  /** The newest orders (10 at most); `orders_count` tells how many there are. */
  orders: z.array(z.object({ reference: z.string(), status: orderStatusSchema, placed_at: z.string(), total: centimesSchema })),
  /** Every change of the points, newest first; their sum is `points`. */
  ledger: z.array(
    z.object({
      id: z.number().int(),
      delta: z.number().int(),
      reason: z.string(),
      order_reference: z.string().nullable(),
      at: z.string(),
    }),
  ),
})
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>
export const adminCustomerResponseSchema = successSchema(adminCustomerDetailSchema).openapi('AdminCustomerResponse')

export const customerIdParamSchema = z.object({ id: idSchema })

/** Field rules of the adjustment, checked by the API (messages in the request's language) and the page. */
export const pointsAdjustmentSchema = z
  .object({
    delta: z
      .number()
      .int()
      .min(-POINTS_DELTA_MAX)
      .max(POINTS_DELTA_MAX)
      .refine((delta) => delta !== 0),
    reason: z.string().trim().min(1).max(POINTS_REASON_MAX),
  })
  .openapi('PointsAdjustment')
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>

/** Loose on purpose: the service checks the fields to answer each refusal under its field. */
export const pointsAdjustmentBodySchema = z
  .object({ delta: z.unknown().optional(), reason: z.unknown().optional() })
  .openapi('PointsAdjustmentBody', { description: 'delta: a non-zero integer; reason: required, 200 characters at most' })

export const pointsAdjustmentResponseSchema = successSchema(
  z.object({ points: z.number().int(), entry: adminCustomerDetailSchema.shape.ledger.element }),
).openapi('PointsAdjustmentResponse')

export const customerDisableBodySchema = z.object({ disabled: z.boolean() }).strict().openapi('CustomerDisable')
export const customerDisableResponseSchema = successSchema(z.object({ id: z.number().int(), disabled: z.boolean() })).openapi(
  'CustomerDisableResponse',
)
