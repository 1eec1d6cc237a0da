/** `/api/admin/stock/{kind}/{id}/movements` (staff) and `/api/admin/stock/counts` (admin), see src/api/contract/admin-stock-movements.ts. */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { stockParamSchema } from '~/api/contract/admin-stock'
import { stockCountBodySchema, stockCountResponseSchema, stockMovementsResponseSchema } from '~/api/contract/admin-stock-movements'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { countStock, listStockMovements } from '~/api/services/stock/stock-counts'
import { staffRoute } from './staff-route'

const query = z.object({ lang: localeSchema.optional() })

const movementsRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/stock/{kind}/{id}/movements',
  operationId: 'adminListStockMovements',
  summary: "A pack size's (variant) or product's stock movements, newest first: what, who, why, the count after (staff, admin)",
  request: { params: stockParamSchema, query },
  responses: { 200: { ...json(stockMovementsResponseSchema), description: 'The movements' } },
})

const countRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/stock/counts',
  operationId: 'adminCountStock',
  summary: 'The inventory: counted quantities for many items at once; each difference is a counted movement with the reason (admin)',
  request: { query, body: { ...json(stockCountBodySchema), required: true } },
  responses: {
    200: { ...json(stockCountResponseSchema), description: 'Counted' },
    400: refusalResponse('A count that is not a whole number from 0 to 1 000 000, or no reason'),
    404: refusalResponse('An item that is not an active pack size or product'),
  },
})

export function registerAdminStockMovements(app: OpenAPIHono<ApiEnv>) {
  app.openapi(movementsRoute, async (c) => {
    const movements = await listStockMovements(await c.var.db(), c.req.valid('param'))
    return c.json({ success: true as const, data: { movements } }, 200)
  })
  app.openapi(countRoute, async (c) => {
    const data = await countStock(await c.var.db(), c.req.valid('json'), { actorId: actingStaff(c).id, now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })
}
