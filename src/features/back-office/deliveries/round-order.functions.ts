/** A round's new order and its suggested order through the Shop API (docs/decisions/0086). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  roundOrderBodySchema,
  roundOrderResponseSchema,
  roundSuggestionQuerySchema,
  roundSuggestionResponseSchema,
} from '~/api/contract/admin-round-order'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const reorderRoundFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(roundOrderBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/deliveries/round', { schema: roundOrderResponseSchema, body: data })),
  )

export const getRoundSuggestion = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(roundSuggestionQuerySchema.omit({ lang: true }).extend({ driver: z.number().int().positive() }))
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.get('/api/admin/deliveries/round/suggestion', { schema: roundSuggestionResponseSchema, query: data })),
  )
