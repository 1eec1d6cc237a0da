/** Stock movements and the inventory count through the Shop API (docs/decisions/0077); the API checks the roles (admins count). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { stockKindSchema } from '~/api/contract/admin-stock'
import { stockCountBodySchema, stockCountResponseSchema, stockMovementsResponseSchema } from '~/api/contract/admin-stock-movements'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const getStockMovements = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ kind: stockKindSchema, id: z.number().int().positive().max(2_147_483_647) }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get(`/api/admin/stock/${data.kind}/${data.id}/movements`, { schema: stockMovementsResponseSchema })).data
        .movements,
  )

export const countStockFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(stockCountBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/stock/counts', { schema: stockCountResponseSchema, body: data })),
  )
