/** `/api/admin/prices…`: products to price, a product's grid (staff read), its change and the bulk change (admin); see src/api/contract/admin-prices.ts. */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import {
  bulkPriceChangeBodySchema,
  bulkPriceResponseSchema,
  langQuerySchema,
  priceGridChangeBodySchema,
  priceGridResponseSchema,
  priceProductListResponseSchema,
  pricesProductParamSchema,
  pricesQuerySchema,
} from '~/api/contract/admin-prices'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { bulkChangePrices } from '~/api/services/pricing/bulk-price-change'
import { listPriceProducts, readPriceGrid, savePriceGrid } from '~/api/services/pricing/price-grid'

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/prices',
  operationId: 'adminListProductsToPrice',
  summary: 'Products to price, by name or reference (staff, admin)',
  request: { query: pricesQuerySchema },
  responses: { 200: { ...json(priceProductListResponseSchema), description: 'Up to 50 products' } },
})
const gridRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/prices/{product_id}',
  operationId: 'adminGetPriceGrid',
  summary: "A product's prices in every city, by pack size (staff, admin)",
  request: { params: pricesProductParamSchema, query: langQuerySchema },
  responses: {
    200: { ...json(priceGridResponseSchema), description: 'The grid' },
    404: refusalResponse('No such product'),
  },
})
const saveRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/prices/{product_id}',
  operationId: 'adminSavePriceGrid',
  summary: "Changes cells of a product's grid in one transaction, only over what the admin saw (admin)",
  request: { params: pricesProductParamSchema, query: langQuerySchema, body: { ...json(priceGridChangeBodySchema), required: true } },
  responses: {
    200: { ...json(priceGridResponseSchema), description: 'The grid as saved' },
    400: refusalResponse('A price out of bounds, a sale price above the price, an unknown city or pack size: under its cell'),
    404: refusalResponse('No such product'),
    409: conflictResponse('Cells changed since the admin read them: their current prices, who changed them and when'),
  },
})
const bulkRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/prices/bulk',
  operationId: 'adminChangePricesInBulk',
  summary: "A percentage on one city's prices (one brand, one category): previewed, then applied with the preview's fingerprint (admin)",
  request: { query: langQuerySchema, body: { ...json(bulkPriceChangeBodySchema), required: true } },
  responses: {
    200: { ...json(bulkPriceResponseSchema), description: 'The items it changes (preview) or changed (applied)' },
    400: refusalResponse('A percent out of bounds, an unknown city, brand or category, or no preview'),
    409: refusalResponse('Prices moved since the preview'),
  },
})

export function registerAdminPrices(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const data = await listPriceProducts(await c.var.db(), { q: c.req.valid('query').q, locale: requestLocale(c) })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(gridRoute, async (c) => {
    const data = await readPriceGrid(await c.var.db(), c.req.valid('param').product_id, requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(saveRoute, async (c) => {
    const admin = actingStaff(c)
    const data = await savePriceGrid(await c.var.db(), c.req.valid('param').product_id, c.req.valid('json'), {
      actorId: admin.id,
      now: c.var.now(),
      locale: requestLocale(c),
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(bulkRoute, async (c) => {
    const admin = actingStaff(c)
    const data = await bulkChangePrices(await c.var.db(), c.req.valid('json'), {
      actorId: admin.id,
      now: c.var.now(),
      locale: requestLocale(c),
    })
    return c.json({ success: true as const, data }, 200)
  })
}
