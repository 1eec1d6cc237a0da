/**
 * A driver's round reordered by the team, and its suggested order (docs/decisions/0086): staff and
 * admins only; the driver's phone reads the order through `/api/admin/my-round`.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { appConfig } from '#app-config'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  roundOrderBodySchema,
  roundOrderResponseSchema,
  roundSuggestionQuerySchema,
  roundSuggestionResponseSchema,
} from '~/api/contract/admin-round-order'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { reorderRound, suggestRound } from '~/api/services/delivery/round-order'
import { staffRoute } from './staff-route'

const reorderRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/deliveries/round',
  operationId: 'adminReorderDriverRound',
  summary: "Sets the order of a driver's round, stops moved in from other rounds included (staff, admin)",
  request: { query: z.object({ lang: localeSchema.optional() }), body: { ...json(roundOrderBodySchema), required: true } },
  responses: {
    200: { ...json(roundOrderResponseSchema), description: 'The round in its new order' },
    400: refusalResponse('Not an active driver, or the list is not the round seen plus the stops moved in'),
    404: refusalResponse('No such order'),
    409: refusalResponse('The round (or a moved stop) changed since it was seen, or a stop is closed or due another day'),
  },
})

const suggestionRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/deliveries/round/suggestion',
  operationId: 'adminSuggestDriverRound',
  summary: "A driver's round in the order Google's route optimisation or the shop's solver suggests, with both lengths (staff, admin)",
  request: { query: roundSuggestionQuerySchema },
  responses: {
    200: { ...json(roundSuggestionResponseSchema), description: 'The current and the suggested order' },
    400: refusalResponse('Not an active driver, bad date or city'),
  },
})

export function registerAdminRoundOrder(app: OpenAPIHono<ApiEnv>) {
  app.openapi(reorderRoute, async (c) => {
    const data = await reorderRound(await c.var.db(), c.req.valid('json'), actingStaff(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(suggestionRoute, async (c) => {
    const config = appConfig()
    const data = await suggestRound(await c.var.db(), c.req.valid('query'), {
      depot: config.DELIVERY_DEPOT,
      googleKey: config.GOOGLE_ROUTES_API_KEY,
    })
    return c.json({ success: true as const, data }, 200)
  })
}
