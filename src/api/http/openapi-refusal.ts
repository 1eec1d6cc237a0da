/**
 * How an OpenAPI route declares a refusal: the one error body every endpoint answers with
 * (contract/common.ts), described for this route and status.
 */
import { conflictResponseSchema, errorResponseSchema } from '~/api/contract/common'

export const refusalResponse = (description: string) => ({ content: { 'application/json': { schema: errorResponseSchema } }, description })

/** A 409 of a versioned save: the refusal, with `data.conflict` when saved by someone since (docs/decisions/0069). */
export const conflictResponse = (description: string) => ({
  content: { 'application/json': { schema: conflictResponseSchema } },
  description,
})
