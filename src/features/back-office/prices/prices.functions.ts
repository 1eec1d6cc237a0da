/** Prices per city through the Shop API (`/api/admin/prices...`); the API checks the role (admins change them). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { bulkPriceResponseSchema, priceGridResponseSchema, priceProductListResponseSchema } from '~/api/contract/admin-prices'
import { answerOf } from '~/upstream/answers'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

const productIdSchema = z.number().int().positive().max(2_147_483_647)

export const getPriceProducts = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ q: z.string().max(100) }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/prices', { schema: priceProductListResponseSchema, query: data.q ? { q: data.q } : {} }))
        .data,
  )

/** A product's grid, or null when there is no such product. */
export const getPriceGrid = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ productId: productIdSchema }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`/api/admin/prices/${data.productId}`, { schema: priceGridResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

/** Centimes as typed (the API answers each refusal under its cell). */
export const savePriceGridFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      productId: productIdSchema,
      cells: z
        .array(
          z.object({
            city_id: z.number().int(),
            variant_id: z.number().int().nullable(),
            price: z.number().nullable(),
            sell_price: z.number().nullable(),
            expected: z.object({ price: z.number().int(), sell_price: z.number().int().nullable(), set: z.boolean() }),
          }),
        )
        .max(2000),
    }),
  )
  .handler(({ data: { productId, cells }, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/prices/${productId}`, { method: 'PUT', schema: priceGridResponseSchema, body: { cells } }),
    ),
  )

export const bulkPricesFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      city_id: z.number().int().nullable(),
      brand_id: z.number().int().nullable(),
      category_id: z.number().int().nullable(),
      percent: z.number().nullable(),
      apply: z.boolean(),
      fingerprint: z.string().max(100).optional(),
    }),
  )
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.request('/api/admin/prices/bulk', { method: 'POST', schema: bulkPriceResponseSchema, body: data })),
  )
