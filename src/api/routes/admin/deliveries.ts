/**
 * `/api/admin/deliveries...` and `/api/admin/my-round`: the delivery day (issue 16 §3, §4).
 * Staff and admins plan the day (assign, dispatch, picking, export, cash); a driver sees their
 * own round only, and delivers through `/api/admin/orders/{reference}/status`.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import {
  assignBodySchema,
  assignResponseSchema,
  cashResponseSchema,
  dayQuerySchema,
  deliveriesQuerySchema,
  deliveryDayResponseSchema,
  dispatchBodySchema,
  dispatchResponseSchema,
  myRoundResponseSchema,
  pickingQuerySchema,
  pickingResponseSchema,
} from '~/api/contract/admin-deliveries'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { cashOfDay, deliveryDay, myRound, pickingList } from '~/api/services/delivery/delivery-day'
import { deliveriesCsv } from '~/api/services/delivery/delivery-export'
import { assignOrders, dispatchRound } from '~/api/services/delivery/delivery-rounds'
import { recordAudit } from '~/api/services/shared/audit'
import { trackingToken } from '~/api/services/tracking/tracking-links'

const lang = z.object({ lang: localeSchema.optional() })

const dayRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/deliveries',
  operationId: 'adminGetDeliveryDay',
  summary: "A city's orders for a day (confirmed and out for delivery; placed apart) and the active drivers (staff, admin)",
  request: { query: deliveriesQuerySchema },
  responses: {
    200: { ...json(deliveryDayResponseSchema), description: 'The day' },
    400: refusalResponse('Bad date or city'),
    404: refusalResponse('No such city'),
  },
})

const assignRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/deliveries/assign',
  operationId: 'adminAssignDeliveries',
  summary: 'Assigns orders to a driver (appended to their round in the order given), or unassigns them (staff, admin)',
  request: { query: lang, body: { ...json(assignBodySchema), required: true } },
  responses: {
    200: { ...json(assignResponseSchema), description: 'The new assignments' },
    400: refusalResponse('Not an active driver'),
    404: refusalResponse('No such order'),
    409: refusalResponse('An order is delivered, cancelled or due another day'),
  },
})

const dispatchRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/deliveries/dispatch',
  operationId: 'adminDispatchDriverRound',
  summary: "Sends a driver's confirmed orders of the day out for delivery, each once (staff, admin)",
  request: { query: lang, body: { ...json(dispatchBodySchema), required: true } },
  responses: {
    200: { ...json(dispatchResponseSchema), description: 'Per order: dispatched by this call or not' },
    400: refusalResponse('Not an active driver'),
  },
})

const pickingRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/deliveries/picking',
  operationId: 'adminGetPickingList',
  summary: 'Units per product and pack to load for the day (staff, admin)',
  request: { query: pickingQuerySchema },
  responses: {
    200: { ...json(pickingResponseSchema), description: 'The picking list' },
    400: refusalResponse('Bad date, city or driver'),
    404: refusalResponse('No such city'),
  },
})

const exportRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/deliveries/export.csv',
  operationId: 'adminExportDeliveryDay',
  summary: 'The day as a CSV file for French Excel: UTF-8 with BOM, `;`, quoted fields, formulas defused (staff, admin)',
  request: { query: deliveriesQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'The file (Content-Disposition: attachment)' },
    400: refusalResponse('Bad date or city'),
    404: refusalResponse('No such city'),
  },
})

const myRoundRoute = staffRoute(ROLES.driver, {
  method: 'get',
  path: '/admin/my-round',
  operationId: 'adminGetMyRound',
  summary: "The signed-in driver's orders for a day, in round order, with the amount to collect (driver; staff for their own)",
  request: { query: dayQuerySchema },
  responses: { 200: { ...json(myRoundResponseSchema), description: 'The round' }, 400: refusalResponse('Bad date') },
})

const cashRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/deliveries/cash',
  operationId: 'adminGetCashCollected',
  summary: 'Per driver, what was collected on the orders delivered that day, by payment mode (staff, admin)',
  request: { query: dayQuerySchema },
  responses: {
    200: { ...json(cashResponseSchema), description: 'The cash to reconcile' },
    400: refusalResponse('Bad date'),
  },
})

export function registerAdminDeliveries(app: OpenAPIHono<ApiEnv>) {
  app.openapi(dayRoute, async (c) => {
    const data = await deliveryDay(await c.var.db(), c.req.valid('query'), requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(assignRoute, async (c) => {
    const actor = actingStaff(c)
    const data = await assignOrders(await c.var.db(), c.req.valid('json'), actor, c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(dispatchRoute, async (c) => {
    const actor = actingStaff(c)
    const body = c.req.valid('json')
    const db = await c.var.db()
    const results = await dispatchRound(db, { date: body.date, driverId: body.driver_id }, actor, requestLocale(c), c.var.now(), (order) =>
      trackingToken(db, order),
    )
    return c.json({ success: true as const, data: { results } }, 200)
  })
  app.openapi(pickingRoute, async (c) => {
    const data = await pickingList(await c.var.db(), c.req.valid('query'), requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(exportRoute, async (c) => {
    const locale = requestLocale(c)
    const db = await c.var.db()
    const day = await deliveryDay(db, c.req.valid('query'), locale, c.var.now())
    // A file of customers' names, phones and addresses leaving the shop: recorded (docs/decisions/0062).
    await recordAudit(
      db,
      {
        actorId: actingStaff(c).id,
        action: 'deliveries.export',
        entity: 'delivery_day',
        entityId: `${day.date}:${day.city.id}`,
        after: { date: day.date, city_id: day.city.id, orders: day.orders.length },
      },
      c.var.now(),
    )
    return c.body(await deliveriesCsv(day, locale), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="livraisons-${day.date}-${day.city.id}.csv"`,
      'Cache-Control': 'private, no-store',
    })
  })
  app.openapi(myRoundRoute, async (c) => {
    const driver = actingStaff(c)
    const data = await myRound(await c.var.db(), driver.id, c.req.valid('query').date, requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(cashRoute, async (c) => {
    const data = await cashOfDay(await c.var.db(), c.req.valid('query').date, requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
}
