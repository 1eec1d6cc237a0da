/**
 * `/api/admin/deliveries/cash/closings` and `/cash/unclosed`: the cash reconciliation (issue 36 §3,
 * docs/decisions/0084). Staff and admins read and close a driver's day; a driver never closes
 * their own.
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  cashClosingsQuerySchema,
  cashClosingsResponseSchema,
  closeCashBodySchema,
  closeCashResponseSchema,
  unclosedCashResponseSchema,
} from '~/api/contract/admin-cash-closing'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { cashClosingsOfDay, closeCashDay, unclosedCashDays } from '~/api/services/delivery/cash-closing'
import { staffRoute } from './staff-route'

const closingsRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/deliveries/cash/closings',
  operationId: 'adminGetCashClosings',
  summary: "Per driver, the day's cash due and its closing when closed (staff, admin)",
  request: { query: cashClosingsQuerySchema },
  responses: {
    200: { ...json(cashClosingsResponseSchema), description: 'The day' },
    400: refusalResponse('Bad date'),
  },
})

const closeRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/deliveries/cash/closings',
  operationId: 'adminCloseCashDay',
  summary: "Closes a driver's day of cash: what was counted, why it differs; final (staff, admin)",
  request: { query: z.object({ lang: localeSchema.optional() }), body: { ...json(closeCashBodySchema), required: true } },
  responses: {
    200: { ...json(closeCashResponseSchema), description: 'The closed day' },
    400: refusalResponse('A day to come, nothing to close, or a difference without its reason'),
    409: conflictResponse('Already closed, or the due moved since it was read (then `data.conflict` gives the due now)'),
  },
})

const unclosedRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/deliveries/cash/unclosed',
  operationId: 'adminGetUnclosedCashDays',
  summary: 'The past days a driver delivered whose cash is not closed, latest first (at most 20) (staff, admin)',
  request: { query: z.object({ lang: localeSchema.optional() }) },
  responses: { 200: { ...json(unclosedCashResponseSchema), description: 'The days' } },
})

export function registerAdminCashClosings(app: OpenAPIHono<ApiEnv>) {
  app.openapi(closingsRoute, async (c) => {
    const data = await cashClosingsOfDay(await c.var.db(), c.req.valid('query').date, requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(closeRoute, async (c) => {
    const data = await closeCashDay(await c.var.db(), c.req.valid('json'), actingStaff(c), requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(unclosedRoute, async (c) => {
    const days = await unclosedCashDays(await c.var.db(), requestLocale(c), c.var.now())
    return c.json({ success: true as const, data: { days } }, 200)
  })
}
