import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import {
  catalogueQuerySchema,
  catalogueResponseSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponseSchema,
} from '~/api/contract/catalogue'
import { idSchema, localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { listCatalogue } from '~/api/services/catalogue/catalogue'
import { requireCity } from '~/api/services/places/cities'
import { searchSuggestions, suggestsFor } from '~/api/services/catalogue/search-suggestions'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession } from '~/api/http/openapi-security'

const route = createRoute({
  method: 'get',
  path: '/{locale}/{cityId}/products',
  operationId: 'listProducts',
  security: noSession,
  summary: 'The catalogue for a city: filters, sort, page and counts per choice',
  request: { params: z.object({ locale: localeSchema, cityId: idSchema }), query: catalogueQuerySchema },
  responses: {
    200: { content: { 'application/json': { schema: catalogueResponseSchema } }, description: 'A page of products' },
    400: refusalResponse('Invalid filters'),
    404: refusalResponse('Unknown city'),
  },
})

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/{locale}/{cityId}/search-suggestions',
  operationId: 'getSearchSuggestions',
  security: noSession,
  summary: 'Search as you type: products priced for the city, brands and categories (nothing under 2 characters)',
  request: { params: z.object({ locale: localeSchema, cityId: idSchema }), query: searchSuggestionsQuerySchema },
  responses: {
    200: { content: { 'application/json': { schema: searchSuggestionsResponseSchema } }, description: 'Suggestions, maybe none' },
    400: refusalResponse('Text too long'),
    404: refusalResponse('Unknown city'),
  },
})

export function registerCatalogue(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, async (c) => {
    const { locale, cityId } = c.req.valid('param')
    const query = c.req.valid('query')
    const db = await c.var.db()
    const city = await requireCity(db, cityId)
    return c.json({ success: true as const, data: await listCatalogue(db, { city, locale, query }) }, 200)
  })
  app.openapi(suggestionsRoute, async (c) => {
    const { locale, cityId } = c.req.valid('param')
    const { q } = c.req.valid('query')
    const empty = { q, products: [], brands: [], categories: [] }
    // Too short to suggest anything: answered without asking the database.
    if (!suggestsFor(q)) return c.json({ success: true as const, data: empty }, 200)
    const db = await c.var.db()
    const city = await requireCity(db, cityId)
    return c.json({ success: true as const, data: await searchSuggestions(db, { city, locale, text: q }) }, 200)
  })
}
