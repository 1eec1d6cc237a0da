/**
 * The jug account (docs/decisions/0083): `GET /api/{locale}/account/jugs`, the signed-in
 * customer's jugs held, the deposit the shop holds for them, and the ledger's history, newest
 * first. The back office's customer page and the door's count (issue 36, part 2) read the same
 * shapes.
 */
import { z } from '@hono/zod-openapi'
import { successSchema } from './common'

export const JUG_MOVEMENT_KINDS = ['lent', 'returned', 'deposit_paid', 'deposit_refunded', 'written_off', 'cancelled', 'adjusted'] as const
export const jugMovementKindSchema = z.enum(JUG_MOVEMENT_KINDS)
export type JugMovementKind = z.infer<typeof jugMovementKindSchema>

export const jugMovementSchema = z
  .object({
    id: z.number().int(),
    kind: jugMovementKindSchema,
    /** Jugs the customer holds: + lent, - returned or written off. */
    jugs: z.number().int(),
    /** Deposit the shop holds for them, centimes: + paid, - refunded. */
    deposit: z.number().int(),
    jugs_after: z.number().int(),
    deposit_after: z.number().int(),
    order_reference: z.string().nullable(),
    reason: z.string(),
    created_at: z.string(),
  })
  .openapi('JugMovement')
export type JugMovementRow = z.infer<typeof jugMovementSchema>

export const jugAccountSchema = z
  .object({
    /** Jugs the customer holds now (lent and not returned). */
    jugs_held: z.number().int(),
    /** The deposit the shop holds for them now, centimes. */
    deposit_held: z.number().int(),
    /** Every deposit they paid, every empty they returned, every deposit given back, since the start. */
    deposits_paid: z.number().int(),
    jugs_returned: z.number().int(),
    deposits_refunded: z.number().int(),
    movements: z.array(jugMovementSchema),
  })
  .openapi('JugAccount')
export type JugAccount = z.infer<typeof jugAccountSchema>

export const jugAccountResponseSchema = successSchema(jugAccountSchema).openapi('JugAccountResponse')
