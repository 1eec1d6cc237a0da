import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { m } from '~/paraglide/messages.js'
import { idSchema, localeSchema } from '~/api/contract/common'
import { productResponseSchema } from '~/api/contract/product'
import { ApiError } from '~/api/http/errors'
import type { ApiEnv } from '~/api/http/env'
import { requireCity } from '~/api/services/places/cities'
import { getProduct } from '~/api/services/catalogue/products'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession } from '~/api/http/openapi-security'

const route = createRoute({
  method: 'get',
  path: '/{locale}/{cityId}/product/{id}',
  operationId: 'getProduct',
  security: noSession,
  summary: 'One product, priced and available for a city',
  request: { params: z.object({ locale: localeSchema, cityId: idSchema, id: idSchema }) },
  responses: {
    200: { content: { 'application/json': { schema: productResponseSchema } }, description: 'The product' },
    400: refusalResponse('Invalid parameters'),
    404: refusalResponse('Unknown product or city'),
  },
})

export function registerProduct(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, async (c) => {
    const { locale, cityId, id } = c.req.valid('param')
    const db = await c.var.db()
    const city = await requireCity(db, cityId)
    const product = await getProduct(db, { productId: id, city, locale })
    if (!product) throw new ApiError(404, (lang) => m.api_product_not_found({}, { locale: lang }))
    return c.json({ success: true as const, data: product }, 200)
  })
}
