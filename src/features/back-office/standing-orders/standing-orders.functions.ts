/** The back office's standing orders through the Shop API (`/api/admin/standing-orders`); the API checks the role. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  adminStandingListResponseSchema,
  adminStandingPauseBodySchema,
  adminStandingQuerySchema,
  standingOrderResponseSchema,
} from '~/api/contract/standing-orders'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const getAdminStandingOrders = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(adminStandingQuerySchema)
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/standing-orders', { schema: adminStandingListResponseSchema, query: data })).data,
  )

export const pauseStandingOrderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id: z.number().int().positive().max(2_147_483_647) }).extend(adminStandingPauseBodySchema.shape))
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.post(`/api/admin/standing-orders/${data.id}/pause`, {
        schema: standingOrderResponseSchema,
        body: { reason: data.reason },
      }),
    ),
  )
