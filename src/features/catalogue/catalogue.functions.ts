import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { catalogueResponseSchema, searchSuggestionsResponseSchema } from '~/api/contract/catalogue'
import { SEARCH_TEXT_MAX } from '~/api/contract/catalogue-rules'
import { legacyTargetResponseSchema, taxonomyResponseSchema } from '~/api/contract/catalogue-index'
import { productResponseSchema } from '~/api/contract/product'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

// The Shop API validates the filters themselves (and answers in the shopper's language).
const catalogueRequestSchema = z.object({
  cityId: z.number().int().positive(),
  query: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]).optional()).default({}),
})

/** A page of the catalogue, priced for the city. */
export const getCatalogue = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(catalogueRequestSchema)
  .handler(async ({ data, context }) => {
    const answer = await context.upstream.get(`${data.cityId}/products`, {
      schema: catalogueResponseSchema,
      query: data.query,
    })
    return answer.data
  })

/**
 * Search as you type: products priced for the city, brands and categories matching the text
 * (an empty answer under two characters). The answer names its `q`, so a page can drop an answer
 * to an older text that arrives late.
 */
export const getSearchSuggestions = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ cityId: z.number().int().positive(), q: z.string().max(SEARCH_TEXT_MAX) }))
  .handler(async ({ data, context }) => {
    const answer = await context.upstream.get(`${data.cityId}/search-suggestions`, {
      schema: searchSuggestionsResponseSchema,
      query: { q: data.q },
    })
    return answer.data
  })

/** Categories and brands, to read and write catalogue paths. */
export const getTaxonomy = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('taxonomy', { schema: taxonomyResponseSchema })).data)

/** One product priced for the city, or null when it does not exist. */
export const getProduct = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ cityId: z.number().int().positive(), productId: z.number().int().positive() }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get(`${data.cityId}/product/${data.productId}`, { schema: productResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })

/** Where an id of the old shop leads now, or null when it is unknown. */
export const getLegacyTarget = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ kind: z.enum(['category', 'product']), id: z.number().int().positive() }))
  .handler(async ({ data, context }) => {
    try {
      return (await context.upstream.get('legacy-target', { schema: legacyTargetResponseSchema, query: data })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null
      throw error
    }
  })
