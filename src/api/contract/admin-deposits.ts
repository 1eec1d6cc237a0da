/**
 * Jugs in the back office (issue 36 §1, docs/decisions/0084): the jugs out per city and per
 * customer, a customer's jug account (the shapes of jug-account.ts), and the two actions on it:
 * a deposit refunded (a customer who stops) and lost jugs written off, each with its reason.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, idSchema, isoDaySchema, localeSchema, rowIdSchema, successSchema } from './common'
import { jugAccountSchema } from './jug-account'

export const jugsOutQuerySchema = z.object({
  lang: localeSchema.optional(),
  city: idSchema.optional(),
  q: z.string().trim().max(100).optional().openapi({ description: "Part of the customer's name or e-mail" }),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
})
export type JugsOutQuery = z.infer<typeof jugsOutQuerySchema>

export const jugsOutSchema = z.object({
  cities: z.array(
    z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      customers: z.number().int(),
      jugs: z.number().int(),
      deposit: z.number().int(),
    }),
  ),
  customers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      city: z.string(),
      jugs: z.number().int(),
      deposit: z.number().int(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type JugsOut = z.infer<typeof jugsOutSchema>
export const jugsOutResponseSchema = successSchema(jugsOutSchema).openapi('JugsOutResponse')

const reasonSchema = z.string().trim().min(1).max(500)

export const depositRefundBodySchema = z
  .object({
    idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    /** The deposit held as the staff member read it: a refund made since is a 409, never a second one. */
    deposit_seen: z.number().int().min(0),
    jugs: z.number().int().min(0).max(999),
    amount: centimesSchema.min(1).max(10_000_000),
    reason: reasonSchema,
    method: z.enum(['cash', 'bank_transfer']),
    driver_id: rowIdSchema.nullable().optional(),
    paid_on: isoDaySchema.nullable().optional(),
  })
  .openapi('DepositRefund')
export type DepositRefundBody = z.infer<typeof depositRefundBodySchema>

export const jugWriteOffBodySchema = z
  .object({
    /** The jugs held as the staff member read them. */
    jugs_seen: z.number().int().min(0),
    jugs: z.number().int().min(1).max(999),
    /** The deposit the shop keeps for them (no longer owed to the customer). */
    deposit_kept: centimesSchema.max(10_000_000),
    reason: reasonSchema,
  })
  .openapi('JugWriteOff')
export type JugWriteOffBody = z.infer<typeof jugWriteOffBodySchema>

export const jugActionResponseSchema = successSchema(
  z.object({ jugs_held: z.number().int(), deposit_held: z.number().int(), replayed: z.boolean() }),
).openapi('JugActionResponse')

/** A customer's jug account for the back office, with the drivers who may pay a deposit back in cash. */
export const customerJugsSchema = jugAccountSchema.extend({ drivers: z.array(z.object({ id: z.number().int(), name: z.string() })) })
export type CustomerJugs = z.infer<typeof customerJugsSchema>
export const customerJugsResponseSchema = successSchema(customerJugsSchema).openapi('CustomerJugsResponse')
