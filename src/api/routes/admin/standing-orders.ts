/**
 * `/api/admin/standing-orders` (staff, admin; docs/decisions/0085): standing orders per city and
 * delivery day with next week's units, and pausing one for a customer (with a reason, audited).
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { idSchema, localeSchema } from '~/api/contract/common'
import {
  adminStandingListResponseSchema,
  adminStandingPauseBodySchema,
  adminStandingQuerySchema,
  standingOrderResponseSchema,
} from '~/api/contract/standing-orders'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { listAdminStandingOrders } from '~/api/services/standing-orders/admin-standing-orders'
import { actOnStandingOrder } from '~/api/services/standing-orders/standing-orders'
import { staffRoute } from './staff-route'

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/standing-orders',
  operationId: 'adminListStandingOrders',
  summary: "Standing orders per city and delivery day, how many per day, and what next week's rounds carry from them (staff, admin)",
  request: { query: adminStandingQuerySchema.extend({ lang: localeSchema.optional() }) },
  responses: { 200: { ...json(adminStandingListResponseSchema), description: 'A page of standing orders' } },
})

const pauseRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/standing-orders/{id}/pause',
  operationId: 'adminPauseStandingOrder',
  summary: 'Pauses a standing order for its customer, with a reason (audited) (staff, admin)',
  request: {
    params: z.object({ id: idSchema }),
    query: z.object({ lang: localeSchema.optional() }),
    body: { ...json(adminStandingPauseBodySchema), required: true },
  },
  responses: {
    200: { ...json(standingOrderResponseSchema), description: 'Paused' },
    404: refusalResponse('No such standing order'),
    409: refusalResponse('Not active'),
  },
})

export function registerAdminStandingOrders(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const data = await listAdminStandingOrders(await c.var.db(), c.req.valid('query'), requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(pauseRoute, async (c) => {
    const staff = actingStaff(c)
    const data = await actOnStandingOrder(await c.var.db(), {
      id: c.req.valid('param').id,
      action: 'pause',
      actor: { staffId: staff.id, reason: c.req.valid('json').reason },
      locale: requestLocale(c),
      now: c.var.now(),
    })
    return c.json({ success: true as const, data }, 200)
  })
}
