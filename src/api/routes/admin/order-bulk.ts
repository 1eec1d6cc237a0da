/**
 * `/api/admin/order-bulk/...`: bulk actions on the order list (decision 0080), staff and admins:
 * an action on a selection (confirm, assign to a driver) answered order by order, the selection's
 * orders (for links such as the invoices' print page), their delivery sheets, and the export as
 * CSV or Excel (recorded in the audit log: customers' data leaving the shop).
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  BULK_LIMIT,
  EXPORT_LIMIT,
  type SelectionQuery,
  bulkActionBodySchema,
  bulkDriversResponseSchema,
  bulkOutcomeResponseSchema,
  deliverySheetsResponseSchema,
  exportQuerySchema,
  orderSelectionSchema,
  selectedOrdersResponseSchema,
  selectionFromQuery,
  selectionQuerySchema,
} from '~/api/contract/admin-order-bulk'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { requestLocale } from '~/api/http/locale'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { shopClock } from '~/lib/shop-dates'
import { activeDrivers } from '~/api/services/accounts/staff-accounts'
import { runBulkAction } from '~/api/services/order-bulk/bulk-actions'
import { deliverySheets } from '~/api/services/order-bulk/delivery-sheets'
import { exportOrders } from '~/api/services/order-bulk/orders-export'
import { selectedOrders } from '~/api/services/order-bulk/selection'
import { recordAudit } from '~/api/services/shared/audit'
import { staffRoute } from './staff-route'

const lang = z.object({ lang: localeSchema.optional() })
const selectionRefusals = {
  400: refusalResponse(`More orders than one action takes (${BULK_LIMIT}; an export ${EXPORT_LIMIT})`),
  409: refusalResponse('The filter no longer matches the count the staff member saw'),
}

const actionRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/order-bulk/actions',
  operationId: 'adminOrderBulkAction',
  summary: 'Confirm or assign the selected orders, each in its own transaction; the refused ones named with why (staff, admin)',
  request: { query: lang, body: { ...json(bulkActionBodySchema), required: true } },
  responses: { 200: { ...json(bulkOutcomeResponseSchema), description: 'What was done, what was refused' }, ...selectionRefusals },
})

const selectionRoute = staffRoute(ROLES.staff, {
  method: 'post',
  path: '/admin/order-bulk/selection',
  operationId: 'adminOrderBulkSelection',
  summary: "The selection's orders (id and reference), newest first (staff, admin)",
  request: { query: lang, body: { ...json(z.object({ selection: orderSelectionSchema })), required: true } },
  responses: { 200: { ...json(selectedOrdersResponseSchema), description: 'The orders' }, ...selectionRefusals },
})

const sheetsRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/order-bulk/sheets',
  operationId: 'adminOrderBulkSheets',
  summary: 'One delivery sheet per selected order: customer, phone, address, lines, amount to collect, payment (staff, admin)',
  request: { query: selectionQuerySchema.extend(lang.shape) },
  responses: { 200: { ...json(deliverySheetsResponseSchema), description: 'The sheets' }, ...selectionRefusals },
})

const exportRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/order-bulk/export',
  operationId: 'adminOrderBulkExport',
  summary: 'The selected orders as CSV (French Excel) or Excel, with lines, amounts, status, dates, customer, city, payment (staff, admin)',
  request: { query: exportQuerySchema.extend(lang.shape) },
  responses: {
    200: {
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string().openapi({ format: 'binary' }) },
      },
      description: 'The file (Content-Disposition: attachment)',
    },
    ...selectionRefusals,
  },
})

const driversRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/order-bulk/drivers',
  operationId: 'adminOrderBulkDrivers',
  summary: 'The active drivers a selection may be assigned to (staff, admin)',
  request: { query: lang },
  responses: { 200: { ...json(bulkDriversResponseSchema), description: 'The drivers' } },
})

/** A URL's selection; naming none, no order (an empty page of sheets, a file of headers only). */
const selectionOf = (query: SelectionQuery) => selectionFromQuery(query) ?? { references: [] }

export function registerAdminOrderBulk(app: OpenAPIHono<ApiEnv>) {
  app.openapi(actionRoute, async (c) => {
    const data = await runBulkAction(await c.var.db(), c.req.valid('json'), actingStaff(c), requestLocale(c), c.var.now())
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(selectionRoute, async (c) => {
    const { orders } = await selectedOrders(await c.var.db(), c.req.valid('json').selection, BULK_LIMIT)
    return c.json({ success: true as const, data: { orders: orders.map(({ id, reference }) => ({ id, reference })) } }, 200)
  })
  app.openapi(sheetsRoute, async (c) => {
    const data = await deliverySheets(await c.var.db(), selectionOf(c.req.valid('query')), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(exportRoute, async (c) => {
    const { format, ...query } = c.req.valid('query')
    const locale = requestLocale(c)
    const db = await c.var.db()
    const selection = selectionOf(query)
    const { file, count } = await exportOrders(db, selection, format, locale)
    // A file of customers' names, phones and addresses leaving the shop: recorded (docs/decisions/0062).
    await recordAudit(
      db,
      { actorId: actingStaff(c).id, action: 'orders.export', entity: 'orders', entityId: 'export', after: { format, count, selection } },
      c.var.now(),
    )
    const day = shopClock(c.var.now()).day
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="commandes-${day}.${file.extension}"`,
      'Cache-Control': 'private, no-store',
    })
  })
  app.openapi(driversRoute, async (c) => {
    const drivers = await activeDrivers(await c.var.db())
    return c.json({ success: true as const, data: { drivers } }, 200)
  })
}
