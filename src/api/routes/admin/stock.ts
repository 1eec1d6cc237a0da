/** `/api/admin/stock` (staff, admin: read) and `/api/admin/stock/{kind}/{id}` (admin: change), see src/api/contract/admin-stock.ts. */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import {
  stockChangeBodySchema,
  stockChangeResponseSchema,
  stockListResponseSchema,
  stockParamSchema,
  stockQuerySchema,
} from '~/api/contract/admin-stock'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { changeStock, listStock } from '~/api/services/stock/admin-stock'

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/stock',
  operationId: 'adminListStock',
  summary: 'Every pack size (and product without pack sizes) with its stock and low-stock threshold; low=1 for the low ones (staff, admin)',
  request: { query: stockQuerySchema },
  responses: { 200: { ...json(stockListResponseSchema), description: 'The stock' } },
})
const changeRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/stock/{kind}/{id}',
  operationId: 'adminSetStock',
  summary: "Sets a pack size's (variant) or product's stock and threshold, only over what the admin saw (expected) (admin)",
  request: {
    params: stockParamSchema,
    query: z.object({ lang: localeSchema.optional() }),
    body: { ...json(stockChangeBodySchema), required: true },
  },
  responses: {
    200: { ...json(stockChangeResponseSchema), description: 'The item as saved' },
    400: refusalResponse('A count or threshold that is not a whole number from 0 to 1 000 000, or no expected values'),
    404: refusalResponse('No such active pack size or product without pack sizes'),
    409: conflictResponse('Changed since the admin read it: the current values under each field that changed'),
  },
})

export function registerAdminStock(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const data = await listStock(await c.var.db(), { lowOnly: Boolean(c.req.valid('query').low), locale: requestLocale(c) })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(changeRoute, async (c) => {
    const admin = actingStaff(c)
    const data = await changeStock(await c.var.db(), c.req.valid('param'), c.req.valid('json'), {
      actorId: admin.id,
      now: c.var.now(),
      locale: requestLocale(c),
    })
    return c.json({ success: true as const, data }, 200)
  })
}
