/**
 * The driver's arrival and proof of delivery (docs/decisions/0087). The times are the driver's,
 * sent with the queued action (the server keeps them between the dispatch and its own clock);
 * the proof's image travels inside the delivery's one action, made small on the phone, so a
 * delivery and its proof are sent, and applied, once.
 */
import { z } from '@hono/zod-openapi'
import { successSchema } from './common'

/** A signature or a phone's photo once the phone has shrunk it (≈ 60 kB): well inside the 100 kB body limit. */
export const PROOF_MAX_BASE64 = 80_000
export const RECIPIENT_MAX = 120
export const PROOF_KINDS = ['signature', 'photo'] as const
export type ProofKind = (typeof PROOF_KINDS)[number]

const actedAt = z
  .string()
  .datetime({ offset: true })
  .optional()
  .openapi({ description: "When the driver acted, by the phone's clock (ISO 8601); kept between the dispatch and the server's now" })

/** What the deliver action adds to an order's status change. */
export const deliveryProofBodyFields = {
  acted_at: actedAt,
  recipient_name: z.string().trim().min(1).max(RECIPIENT_MAX).optional(),
  proof: z
    .object({
      kind: z.enum(PROOF_KINDS),
      /** A JPEG, PNG or WebP in base64 (a `data:` prefix is accepted). */
      data: z.string().min(1).max(PROOF_MAX_BASE64),
    })
    .optional(),
}

export const arrivedBodySchema = z
  .object({ acted_at: actedAt, client_key: z.string().regex(/^[A-Za-z0-9-]{8,100}$/) })
  .openapi('OrderArrived')
export const arrivedResponseSchema = successSchema(z.object({ reference: z.string(), arrived_at: z.string() })).openapi(
  'OrderArrivedResponse',
)

/** What staff see of a delivery (the image at `/gestion/preuves/<reference>`). */
export const deliveryProofSchema = z.object({
  arrived_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  recipient_name: z.string().nullable(),
  kind: z.enum(PROOF_KINDS).nullable(),
})
export type DeliveryProof = z.infer<typeof deliveryProofSchema>

/** What the customer sees: "Livrée à 10:42 à Ahmed". */
export const deliveredToSchema = z.object({ at: z.string(), name: z.string().nullable() })
export type DeliveredTo = z.infer<typeof deliveredToSchema>
