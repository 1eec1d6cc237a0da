/**
 * `/api/admin/orders...`: the back office's orders (docs/decisions/0028, 0029). Staff and admins
 * see every order; a driver only those assigned to them, and may only deliver them or record a
 * failed attempt.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import { deliveryProofChange } from './delivery-proofs'
import {
  adminOrderFiltersResponseSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  orderChangeBodySchema,
  orderChangeResponseSchema,
  orderNoteBodySchema,
} from '~/api/contract/admin-orders'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { addOrderNote, adminOrderDetail, adminOrderFilters, listAdminOrders } from '~/api/services/orders/admin-orders'
import { changeOrderStatus } from '~/api/services/orders/order-lifecycle'
import { trackingToken } from '~/api/services/tracking/tracking-links'

const reference = z.object({ reference: z.string().min(1).max(40) })
const lang = z.object({ lang: localeSchema.optional() })

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/orders',
  operationId: 'adminListOrders',
  summary: 'Orders, filtered, sorted and paginated on the server (staff, admin)',
  request: { query: adminOrdersQuerySchema },
  responses: {
    200: { ...json(adminOrdersResponseSchema), description: 'A page of orders' },
    400: refusalResponse('Bad filter'),
  },
})

const filtersRoute = staffRoute(ROLES.driver, {
  method: 'get',
  path: '/admin/order-filters',
  operationId: 'adminGetOrderFilters',
  summary:
    "The orders list's filter choices: cities and payment modes, in the request's language (any staff role: a driver's deliver form lists the payment modes)",
  request: { query: lang },
  responses: {
    200: { ...json(adminOrderFiltersResponseSchema), description: 'Cities and payment modes' },
  },
})

const detailRoute = staffRoute(ROLES.driver, {
  method: 'get',
  path: '/admin/orders/{reference}',
  operationId: 'adminGetOrder',
  summary: "An order's page: lines, amounts, addresses, timeline, the customer's history, the actions allowed (a driver: their own)",
  request: { params: reference, query: lang },
  responses: {
    200: { ...json(adminOrderResponseSchema), description: 'The order' },
    404: refusalResponse('No such order'),
  },
})

const changeRoute = staffRoute(ROLES.driver, {
  method: 'post',
  path: '/admin/orders/{reference}/status',
  operationId: 'adminChangeOrderStatus',
  summary: 'One action of the order state machine, with its effects, once (a driver: deliver or fail, their own orders)',
  request: { params: reference, query: lang, body: { ...json(orderChangeBodySchema), required: true } },
  responses: {
    200: { ...json(orderChangeResponseSchema), description: 'The new status (replayed: a queued action already applied)' },
    400: refusalResponse('Missing reason or date, or an amount collected that differs from the amount due without its reason'),
    404: refusalResponse('No such order'),
    409: refusalResponse('The order is no longer in a status this action leaves from'),
  },
})

const noteRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/orders/{reference}/notes',
  operationId: 'adminAddOrderNote',
  summary: "A staff note on the order's timeline (staff, admin)",
  request: { params: reference, query: lang, body: { ...json(orderNoteBodySchema), required: true } },
  responses: {
    200: { ...json(z.object({ success: z.literal(true) })), description: 'Added' },
    400: refusalResponse('Empty or too long'),
    404: refusalResponse('No such order'),
  },
})

export function registerAdminOrders(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const data = await listAdminOrders(await c.var.db(), c.req.valid('query'), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(filtersRoute, async (c) => {
    const data = await adminOrderFilters(await c.var.db(), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(detailRoute, async (c) => {
    const staff = actingStaff(c)
    const data = await adminOrderDetail(await c.var.db(), c.req.valid('param').reference, requestLocale(c), staff)
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(changeRoute, async (c) => {
    const actor = actingStaff(c)
    const body = c.req.valid('json')
    const db = await c.var.db()
    const data = await changeOrderStatus(db, {
      reference: c.req.valid('param').reference,
      actor,
      now: c.var.now(),
      trackingToken: (order) => trackingToken(db, order),
      change: {
        action: body.action,
        reason: body.reason,
        newDeliveryDate: body.new_delivery_date,
        collectedCentimes: body.collected,
        collectedPaymentModeId: body.collected_payment_mode_id,
        collectedReason: body.collected_reason,
        emptiesCollected: body.empties_collected,
        clientKey: body.client_key,
        ...deliveryProofChange(body),
      },
    })
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(noteRoute, async (c) => {
    const staff = actingStaff(c)
    await addOrderNote(await c.var.db(), c.req.valid('param').reference, c.req.valid('json').text, staff, c.var.now())
    return c.json({ success: true as const }, 200)
  })
}
