/**
 * How an OpenAPI route declares a refusal: the one error body every endpoint answers with
 * (contract/common.ts), described for this route and status.
 */
import { errorResponseSchema } from '~/api/contract/common'

export const refusalResponse = (description: string) => ({ content: { 'application/json': { schema: errorResponseSchema } }, description })
