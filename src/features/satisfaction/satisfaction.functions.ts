import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { satisfactionAnsweredResponseSchema, satisfactionShownResponseSchema } from '~/api/contract/satisfaction'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

/**
 * The satisfaction popup's calls. The Shop API checks the session and that the request
 * is the customer's; the paths start with `/`, so they are used as given, with `lang`.
 */
const id = z.number().int().positive().max(2_147_483_647)

/** Marks the request shown when the popup opens; a refusal is not the customer's business. */
export const showSatisfactionFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id }))
  .handler(async ({ data, context }) => {
    try {
      await context.upstream.post(`/api/user/show-satisfaction/${data.id}`, { schema: satisfactionShownResponseSchema, body: {} })
      return true
    } catch (error) {
      if (error instanceof UpstreamError && error.status < 500) return false
      throw error
    }
  })

export type SatisfactionAnswerResult =
  { success: true } | { success: false; status: number; message: string; errors: Record<string, string[]> }

/**
 * Sends the answer as typed: no rule here (the server's only), the API's field errors come back as an
 * answer. Only the shape a browser could send at all is bounded.
 */
export const answerSatisfactionFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id, rating: z.number().int().min(-1).max(10).nullable(), comment: z.string().max(20_000) }))
  .handler(async ({ data, context }): Promise<SatisfactionAnswerResult> => {
    try {
      const body: Record<string, unknown> = { comment: data.comment }
      if (data.rating !== null) body.rating = data.rating
      await context.upstream.post(`/api/user/answer-satisfaction/${data.id}`, { schema: satisfactionAnsweredResponseSchema, body })
      return { success: true }
    } catch (error) {
      if (error instanceof UpstreamError && error.status < 500) {
        return { success: false, status: error.status, message: error.message, errors: error.errors }
      }
      throw error
    }
  })
