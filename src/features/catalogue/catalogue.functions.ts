import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { catalogueQuerySchema, catalogueResponseSchema } from '../../api/contract/catalogue'
import { shopMiddleware } from '../../upstream/middleware'

const catalogueRequestSchema = z.object({
  cityId: z.number().int().positive(),
  query: catalogueQuerySchema.partial().default({}),
})

/** A page of the catalogue, priced for the city. */
export const getCatalogue = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(catalogueRequestSchema)
  .handler(async ({ data, context }) => {
    const answer = await context.upstream.get(`${data.cityId}/products`, {
      schema: catalogueResponseSchema,
      query: { ...data.query, available: data.query.available ? '1' : undefined },
    })
    return answer.data
  })
