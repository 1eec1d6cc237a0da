/**
 * Refunds after delivery and their credit notes (issue 35 §2, docs/decisions/0082): what an order
 * may still give back, the refund staff ask for, the credit notes issued (staff and the customer
 * read them). Money is integer centimes of MAD.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, isoDaySchema, rowIdSchema, successSchema } from './common'

const refSchema = z.object({ id: z.number().int(), name: z.string() })

export const REFUND_METHODS = ['cash', 'bank_transfer', 'points'] as const
export const refundMethodSchema = z.enum(REFUND_METHODS)
export type RefundMethod = z.infer<typeof refundMethodSchema>

export const refundBodySchema = z
  .object({
    /** The same key for a retried press: the second finds the first credit note. */
    idempotency_key: z.string().min(8).max(100),
    lines: z
      .array(z.object({ line_id: rowIdSchema, quantity: z.number().int().positive().max(100_000) }))
      .max(200)
      .default([]),
    delivery_fee: z.boolean().default(false),
    /** A free amount on top of the lines (a goodwill gesture). */
    amount: centimesSchema.max(100_000_000).default(0),
    reason: z.string().trim().min(1).max(500),
    method: refundMethodSchema,
    /** `cash`: the driver who hands it over, and the day. */
    driver_id: rowIdSchema.nullish(),
    paid_on: isoDaySchema.nullish(),
  })
  .openapi('RefundRequest')
export type RefundBody = z.infer<typeof refundBodySchema>

export const creditNoteSummarySchema = z.object({
  reference: z.string(),
  issued_at: z.string(),
  invoice_reference: z.string().nullable(),
  goods: centimesSchema,
  delivery_fee: centimesSchema,
  extra: centimesSchema,
  total: centimesSchema,
  method: refundMethodSchema,
  paid_on: z.string().nullable(),
  driver: z.string().nullable(),
  reason: z.string(),
  /** Who issued it (none on the customer's side). */
  by: z.string().nullable(),
  points_returned: z.number().int(),
  points_taken_back: z.number().int(),
  points_paid: z.number().int(),
  lines: z.array(z.object({ name: z.string(), label: z.string(), quantity: z.number().int() })),
})
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>

export const orderRefundsSchema = z
  .object({
    /** Delivered: a refund may be made. */
    refundable: z.boolean(),
    paid: centimesSchema,
    refunded: centimesSchema,
    remaining: centimesSchema,
    /** The delivery fee paid, and whether a credit note gave it back already. */
    delivery_fee: centimesSchema,
    delivery_fee_refunded: z.boolean(),
    lines: z.array(
      z.object({
        id: rowIdSchema,
        name: z.string(),
        label: z.string(),
        unit_price: centimesSchema,
        quantity: z.number().int(),
        refunded_quantity: z.number().int(),
      }),
    ),
    drivers: z.array(refSchema),
    credit_notes: z.array(creditNoteSummarySchema),
  })
  .openapi('OrderRefunds')
export type OrderRefunds = z.infer<typeof orderRefundsSchema>
export const orderRefundsResponseSchema = successSchema(orderRefundsSchema)

export const refundResponseSchema = successSchema(
  z.object({ credit_note: z.string(), total: centimesSchema, replayed: z.boolean() }).openapi('RefundIssued'),
)

/** The customer's own credit notes on their order page. */
export const customerCreditNotesResponseSchema = successSchema(z.array(creditNoteSummarySchema))
