/**
 * `/api/admin/orders/{reference}/edit...`: editing a placed order (staff, admin), see
 * src/api/contract/admin-order-edit.ts and docs/decisions/0076.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { orderEditBodySchema, orderEditorResponseSchema, orderEditResponseSchema } from '~/api/contract/admin-order-edit'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { previewOrderEdit, saveOrderEdit } from '~/api/services/orders/order-edit'
import { orderEditor } from '~/api/services/orders/order-edit-options'
import { staffRoute } from './staff-route'

const params = z.object({ reference: z.string().min(1).max(40) })
const query = z.object({ lang: localeSchema.optional() })

const editorRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/orders/{reference}/edit',
  operationId: 'adminGetOrderEditor',
  summary: "The order as the editor starts from it (version, lines, date, modes) and its city's choices (staff, admin)",
  request: { params, query },
  responses: {
    200: { ...json(orderEditorResponseSchema), description: 'The editor' },
    404: refusalResponse('No such order'),
  },
})

const editResponses = {
  400: refusalResponse("What checkout refuses (a date not offered, an address not the customer's, the city's minimum), under its field"),
  404: refusalResponse('No such order'),
}

const previewRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/orders/{reference}/edit/preview',
  operationId: 'adminPreviewOrderEdit',
  summary: 'The edited order priced by checkout: totals before and after, what changes; nothing is written (staff, admin)',
  request: { params, query, body: { ...json(orderEditBodySchema), required: true } },
  responses: {
    200: { ...json(orderEditResponseSchema), description: 'The preview' },
    ...editResponses,
    409: refusalResponse('The order has left for delivery, or the stock cannot cover a line'),
  },
})

const saveRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/orders/{reference}/edit',
  operationId: 'adminEditOrder',
  summary: 'Saves the edited order in one transaction: totals, voucher, points, stock, history, e-mail to the customer (staff, admin)',
  request: { params, query, body: { ...json(orderEditBodySchema), required: true } },
  responses: {
    200: { ...json(orderEditResponseSchema), description: 'Saved' },
    ...editResponses,
    409: conflictResponse('Saved by someone else since (who, when), the order has left for delivery, or the stock cannot cover a line'),
  },
})

export function registerAdminOrderEdits(app: OpenAPIHono<ApiEnv>) {
  app.openapi(editorRoute, async (c) => {
    const data = await orderEditor(await c.var.db(), c.req.valid('param').reference, requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(previewRoute, async (c) => {
    const input = { reference: c.req.valid('param').reference, body: c.req.valid('json'), actorId: actingStaff(c).id }
    const data = await previewOrderEdit(await c.var.db(), { ...input, locale: requestLocale(c), now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(saveRoute, async (c) => {
    const input = { reference: c.req.valid('param').reference, body: c.req.valid('json'), actorId: actingStaff(c).id }
    const data = await saveOrderEdit(await c.var.db(), { ...input, locale: requestLocale(c), now: c.var.now() })
    return c.json({ success: true as const, data }, 200)
  })
}
