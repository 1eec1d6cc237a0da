/**
 * Editing a placed order (docs/decisions/0076): `GET /api/admin/orders/{reference}/edit` (what
 * the editor starts from: the order as it is, its version, and the choices of its city),
 * `POST …/edit/preview` (the new totals before → after, nothing written) and `POST …/edit`
 * (saved in one transaction over the version the staff member edited, else 409).
 */
import { z } from '@hono/zod-openapi'
import { cartLineInputSchema } from './cart'
import { centimesSchema, rowIdSchema, successSchema, versionFromZeroSchema } from './common'

export const typedAddressSchema = z.object({
  recipient_name: z.string().trim().min(1).max(120),
  phone: z.string().trim().min(6).max(30),
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).default(''),
  district: z.string().trim().max(120).default(''),
})

export const orderEditBodySchema = z
  .object({
    /** The order's version the staff member edited (the editor's answer gives it). */
    version: versionFromZeroSchema,
    products: z.array(cartLineInputSchema).min(1).max(100),
    delivery_date: z.iso.date(),
    delivery_mode_id: rowIdSchema,
    payment_mode_id: rowIdSchema,
    /** One of the customer's addresses; or `typed_address`; neither keeps the order's address. */
    delivery_address_id: rowIdSchema.nullable().optional(),
    typed_address: typedAddressSchema.nullable().optional(),
    /** Why (the customer's call): shown in the order's history. */
    reason: z.string().trim().max(500).optional(),
  })
  .openapi('OrderEdit')
export type OrderEditBody = z.infer<typeof orderEditBodySchema>

export const orderTotalsSchema = z.object({
  subtotal: centimesSchema,
  delivery_fee: centimesSchema,
  discount: centimesSchema,
  points_used: z.number().int(),
  points_discount: centimesSchema,
  points_gained: z.number().int(),
  total: centimesSchema,
})
export type OrderTotals = z.infer<typeof orderTotalsSchema>

export const orderChangeLineSchema = z.object({ field: z.string(), before: z.string(), after: z.string() })

export const orderEditResultSchema = z.object({
  before: orderTotalsSchema,
  after: orderTotalsSchema,
  /** Each field that changes, before and after, in the request's language. */
  changes: z.array(orderChangeLineSchema),
  /** The order's voucher no longer applies to the edited order: it is taken off. */
  voucher_dropped: z.boolean(),
  /** The order's version after the save (the preview: the version it would replace). */
  version: z.number().int(),
})
export type OrderEditResult = z.infer<typeof orderEditResultSchema>
export const orderEditResponseSchema = successSchema(orderEditResultSchema).openapi('OrderEditResponse')

const choiceSchema = z.object({ id: z.number().int(), name: z.string() })

export const orderEditorSchema = z.object({
  reference: z.string(),
  version: z.number().int(),
  editable: z.boolean(),
  lines: z.array(z.object({ product_id: z.number().int(), product_attribute_id: z.number().int().nullable(), quantity: z.number().int() })),
  delivery_date: z.string(),
  delivery_mode_id: z.number().int(),
  payment_mode_id: z.number().int(),
  products: z.array(choiceSchema.extend({ variants: z.array(choiceSchema) })),
  delivery_modes: z.array(choiceSchema.extend({ dates: z.array(z.string()) })),
  payment_modes: z.array(choiceSchema),
  addresses: z.array(choiceSchema),
})
export type OrderEditor = z.infer<typeof orderEditorSchema>
export const orderEditorResponseSchema = successSchema(orderEditorSchema).openapi('OrderEditorResponse')
