/** The back office's stock through the Shop API (`/api/admin/stock...`); the API checks the role (admins change it). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { stockChangeResponseSchema, stockKindSchema, stockListResponseSchema } from '~/api/contract/admin-stock'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const getStock = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ low: z.boolean() }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/stock', { schema: stockListResponseSchema, query: data.low ? { low: '1' } : {} })).data,
  )

/** Numbers as typed (null when empty): the API answers each refusal under its field. */
export const changeStockFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      kind: stockKindSchema,
      id: z.number().int().positive().max(2_147_483_647),
      stock: z.number().nullable(),
      low_threshold: z.number().nullable(),
      expected: z.object({ stock: z.number().int().nullable(), low_threshold: z.number().int() }),
      movement: z.enum(['counted', 'received', 'written_off']).optional(),
      reason: z.string().max(500).optional(),
    }),
  )
  .handler(({ data: { kind, id, ...change }, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/stock/${kind}/${id}`, { method: 'PUT', schema: stockChangeResponseSchema, body: change }),
    ),
  )
